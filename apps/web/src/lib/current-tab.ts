/**
 * Scrolls a strip of link tabs wider than the phone so that its current tab (aria-current="page") is
 * in view whole, with the next one peeking past the edge: 콘텐츠 관리 is the twelfth of the staff's
 * tabs. Run twice: inline, right after the strip's HTML, before the page is first drawn (the staff
 * layout: a strip drawn at its start jumped sideways once React had loaded, under a finger about to
 * tap it), and by the strip itself when the current tab changes (`LinkTabs`).
 *
 * Self-contained, as the layout inlines its source: it runs before any module of the page.
 */
export function showCurrentTab(strip: Element | null | undefined) {
  const peek = 32;
  const tab = strip && strip.querySelector<HTMLElement>('[aria-current="page"]');
  if (!strip || !tab) return;
  const start = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
  const end = start + tab.offsetWidth;
  if (start >= strip.scrollLeft && end <= strip.scrollLeft + strip.clientWidth) return;
  strip.scrollLeft = Math.max(0, start < strip.scrollLeft ? start - peek : end - strip.clientWidth + peek);
}
