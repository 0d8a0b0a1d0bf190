/**
 * A ref callback (React 19: it answers its cleanup) for a list that can grow at its end while she looks
 * (a live insert: another student's request) above other things she may be about to tap. Rows added
 * while the list ended in the upper half of the screen scroll the page by what they added, before it
 * is painted: what is below stays under her finger, and the list grows upward. The browser's own scroll
 * anchoring holds on to the first thing on screen, often the list's last row, and let all below it drop
 * (an audit: 해제 went 234 px down and a new 승인 came where it was). A row she opens or closes (the
 * number of rows the same) moves things as her own tap does.
 */
export function keepBelowInPlace(list: HTMLElement | null): (() => void) | undefined {
  if (!list) return;
  let height = list.offsetHeight;
  let rows = list.childElementCount;
  const observer = new ResizeObserver(() => {
    const grown = list.offsetHeight - height;
    const added = list.childElementCount > rows;
    height = list.offsetHeight;
    rows = list.childElementCount;
    if (added && grown > 0 && list.getBoundingClientRect().bottom - grown < innerHeight / 2) scrollBy(0, grown);
  });
  observer.observe(list);
  return () => observer.disconnect();
}
