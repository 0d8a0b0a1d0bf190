/** Marks the history entry an open overlay put on top of its page's (components/ui/overlay/use-back-closes.ts). */
export const OVERLAY_KEY = '__kitOverlay';

/**
 * Run inline as the page is read (app/layout.tsx): a page loaded on an overlay's entry (reloaded with a
 * sheet open) steps back over it, as one arrived at by Forward does. Her first Back went to the entry
 * below, the same page, and seemed lost. The step stays in this document: that entry was pushed by the
 * page that was reloaded. Inline, not in the overlay's code: that loads only when an overlay first opens.
 */
export const STEP_OVER_OVERLAY_SCRIPT = `history.state&&history.state.${OVERLAY_KEY}===true&&history.back();`;
