/**
 * The portal's font: Pretendard (SIL OFL 1.1) from the npm package, copied into public/ by
 * scripts/copy-fonts.mjs, its version in the path (next.config.ts caches /fonts/ for a year).
 * One variable font (every weight the design uses, 400-800) in 92 woff2 files split by unicode-range,
 * so a page downloads only the subsets of the characters it shows.
 */
export const PRETENDARD_CSS = '/fonts/pretendard-1.3.9/pretendardvariable-dynamic-subset.css';

/**
 * Adds Pretendard's stylesheet once the page has loaded: the first paint never waits for a font
 * (it draws in the size-matched 'Pretendard Fallback' of global.css) and the font's downloads never
 * compete with the page's own scripts, data and images. Text swaps when its subsets arrive
 * (`font-display: swap`). See docs/decisions.md.
 */
export function loadWebFont(doc: Document = document): () => void {
  const add = () => {
    if (doc.querySelector(`link[href="${PRETENDARD_CSS}"]`)) return;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = PRETENDARD_CSS;
    doc.head.append(link);
  };
  if (doc.readyState === 'complete') {
    add();
    return () => {};
  }
  const win = doc.defaultView;
  win?.addEventListener('load', add, { once: true });
  return () => win?.removeEventListener('load', add);
}
