/**
 * A ref for the heading of a screen that replaces a long form in place (an account made, an import
 * done): the page goes back to its top and the heading takes focus, so what she must see first (a
 * one-time password shown once) is not left above the fold where the submit button was.
 */
export function showAtTop(heading: HTMLElement | null) {
  if (!heading) return;
  window.scrollTo({ top: 0 });
  heading.focus({ preventScroll: true });
}
