'use client';

import { useEffect, useRef } from 'react';
import { BACK_GUARD_KEY } from '../dialog/back-confirm';
import { overlayExit } from './overlay-store';
import { goBackOver } from './go-back-over';

/** Marks the history entry an open overlay put on top of its page's. */
export const OVERLAY_KEY = '__kitOverlay';

const onTop = () => (window.history.state as Record<string, unknown> | null)?.[OVERLAY_KEY] === true;

/** Overlays open now (their entries are theirs to handle). */
let open = 0;
/*
 * An overlay closed by its buttons leaves its entry ahead in the history (gone back over, not
 * removed), and the page may move on (a record deleted, then its list): Forward landed on that entry,
 * on a deleted record's page (a regression hunt). Arriving on one with no overlay open, step back over it.
 */
if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    if (open === 0 && onTop()) window.history.back();
  });

/**
 * While an overlay is open, the browser's Back (a phone's back button or gesture) closes it as
 * cancelled, as in an app. Before, Back went to the previous page and left the question open over
 * it, where 예약하기 still booked (an audit). Opening puts an entry on the history (same address,
 * the router's state kept, a form's back-guard mark not copied); closing any other way takes it off
 * again, and the overlay settles only after that (overlay-store's `overlayExit`).
 *
 * For what asks (the dialog, the time picker), not for the modal that tells a result: that one is often
 * shown as the page moves on (saved, then the list), where an entry of its own would come between.
 */
export function useBackCloses(isOpen: boolean, cancel: () => void): void {
  const cancelNow = useRef(cancel);
  useEffect(() => {
    cancelNow.current = cancel;
  });
  useEffect(() => {
    if (!isOpen) return;
    open += 1;
    let pushed = false;
    let popped = false;
    let gone = false;
    const onPop = () => {
      popped = true;
      cancelNow.current();
    };
    // After an entry an overlay before this one is still taking off.
    void overlayExit.done.then(() => {
      if (gone) return;
      const rest = { ...(window.history.state as Record<string, unknown> | null) };
      delete rest[BACK_GUARD_KEY];
      window.history.pushState({ ...rest, [OVERLAY_KEY]: true }, '');
      pushed = true;
      window.addEventListener('popstate', onPop);
    });
    return () => {
      open -= 1;
      gone = true;
      window.removeEventListener('popstate', onPop);
      // Gone back over when closed otherwise; `overlayExit.done` resolves once the browser has.
      if (pushed && !popped && onTop()) overlayExit.done = goBackOver();
    };
  }, [isOpen]);
}
