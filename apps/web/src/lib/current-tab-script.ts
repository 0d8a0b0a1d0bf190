import { showCurrentTab } from './current-tab';

/**
 * The inline script placed right after a strip's element (the staff layout). A module of its own: the
 * strip's code imports `showCurrentTab` alone, and a source string built beside it would ride along.
 */
export const SHOW_CURRENT_TAB_SCRIPT = `(${showCurrentTab.toString()})(document.currentScript&&document.currentScript.previousElementSibling)`;
