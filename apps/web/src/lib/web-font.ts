/**
 * The portal's font: Pretendard (SIL OFL 1.1) from the npm package, copied into public/ by
 * scripts/copy-fonts.mjs, its version in the path (next.config.ts caches /fonts/ for a year).
 * One variable font (every weight the design uses, 400-800) in 92 woff2 files split by unicode-range,
 * so a page downloads only the subsets of the characters it shows.
 */
export const PRETENDARD_CSS = '/fonts/pretendard-1.3.9/pretendardvariable-dynamic-subset.css';

/**
 * Adds Pretendard's stylesheet once the page has loaded, its largest paint has settled (no new
 * candidate for a second) and the browser is idle: the first paint never waits for a font (it draws
 * in the size-matched 'Pretendard Fallback' of global.css), and the font's downloads neither compete
 * with the page's own scripts, data and images nor finish before a largest paint that comes after
 * hydration (the /education chart). Text swaps when its subsets arrive (`font-display: swap`).
 * Returns a function that cancels what has not happened yet. See docs/decisions.md.
 */
export function loadWebFont(doc: Document = document): () => void {
  const win = doc.defaultView;
  if (!win) return () => {};
  let cancel = () => {};
  let lastPaint = 0;
  const note = (entries: PerformanceEntryList) => {
    for (const entry of entries) lastPaint = Math.max(lastPaint, entry.startTime);
  };
  const observer =
    typeof win.PerformanceObserver === 'function' && win.PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
      ? new win.PerformanceObserver((list) => note(list.getEntries()))
      : null;
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });

  const add = () => {
    observer?.disconnect();
    if (doc.querySelector(`link[href="${PRETENDARD_CSS}"]`)) return;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = PRETENDARD_CSS;
    doc.head.append(link);
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(add, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => win.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback.
      const handle = win.setTimeout(add, NO_IDLE_DELAY_MS);
      cancel = () => win.clearTimeout(handle);
    }
  };
  const whenSettled = () => {
    // Entries the observer has not been called back with yet (its callbacks come late, in a task of their own).
    if (observer) note(observer.takeRecords());
    const wait = observer ? lastPaint + PAINT_QUIET_MS - win.performance.now() : 0;
    if (wait <= 0) return whenIdle();
    const handle = win.setTimeout(whenSettled, wait);
    cancel = () => win.clearTimeout(handle);
  };
  if (doc.readyState === 'complete') whenSettled();
  else win.addEventListener('load', whenSettled, { once: true });
  return () => {
    win.removeEventListener('load', whenSettled);
    observer?.disconnect();
    cancel();
  };
}

/** How long the largest paint must have stayed the same. */
const PAINT_QUIET_MS = 1000;
/** The longest wait for an idle moment after that. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser cannot tell when it is idle: this long. */
const NO_IDLE_DELAY_MS = 300;
