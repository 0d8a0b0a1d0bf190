/**
 * The portal's font: Pretendard (SIL OFL 1.1) from the npm package, copied into public/ by
 * scripts/copy-fonts.mjs, its version in the path (next.config.ts caches /fonts/ for a year).
 * One variable font (every weight the design uses, 400-800) in 92 woff2 files split by unicode-range,
 * so a page downloads only the subsets of the characters it shows.
 */
export const PRETENDARD_CSS = '/fonts/pretendard-1.3.9/pretendardvariable-dynamic-subset.css';

/** The family the stylesheet declares, first in `--font-sans` (styles/tokens.css). */
export const PRETENDARD_FAMILY = 'Pretendard Variable';

/** One `@font-face` of the stylesheet: a subset file and the characters it holds. */
export type FaceRule = { url: string; unicodeRange: string; weight: string; style: string };

/** The faces of a dynamic-subset stylesheet, their files resolved against `base` (the stylesheet's address). */
export function facesOf(css: string, base: string): FaceRule[] {
  const faces: FaceRule[] = [];
  for (const block of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
    const prop = (re: RegExp) => re.exec(block)?.[1]?.trim();
    const src = prop(SRC);
    const unicodeRange = prop(UNICODE_RANGE);
    if (!src || !unicodeRange) continue;
    faces.push({
      url: new URL(src, base).href,
      unicodeRange,
      weight: prop(WEIGHT) ?? 'normal',
      style: prop(STYLE) ?? 'normal',
    });
  }
  return faces;
}
// Compiled once: 92 faces with three properties each were 276 regular expressions made per page.
const SRC = /url\(\s*['"]?([^'")]+)['"]?\s*\)/;
const UNICODE_RANGE = /unicode-range\s*:\s*([^;}]+)/;
const WEIGHT = /font-weight\s*:\s*([^;}]+)/;
const STYLE = /font-style\s*:\s*([^;}]+)/;

/** The spans of a unicode-range (`U+ac00-d7a3, U+41, U+4??`), as [first, last] code points. */
export function spansOf(unicodeRange: string): [number, number][] {
  const known = parsedRanges.get(unicodeRange);
  if (known) return known;
  const spans: [number, number][] = [];
  parsedRanges.set(unicodeRange, spans);
  for (const part of unicodeRange.split(',')) {
    const m = /U\+([0-9a-f?]+)(?:-([0-9a-f]+))?/i.exec(part.trim());
    if (!m) continue;
    const from = parseInt(m[1]!.replace(/\?/g, '0'), 16);
    spans.push([from, m[2] ? parseInt(m[2], 16) : parseInt(m[1]!.replace(/\?/g, 'f'), 16)]);
  }
  return spans;
}

/** Ranges already read: each screen asks again which subsets its characters need. */
const parsedRanges = new Map<string, [number, number][]>();

/** Whether any of `sorted` (code points, ascending) falls in a unicode-range: a binary search per span. */
export function rangeHolds(unicodeRange: string, sorted: readonly number[]): boolean {
  for (const [from, to] of spansOf(unicodeRange)) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < from) lo = mid + 1;
      else hi = mid;
    }
    if (lo < sorted.length && sorted[lo]! <= to) return true;
  }
  return false;
}

/**
 * The characters of the page's text, as code points in ascending order (not those of its scripts: the
 * inline RSC payload names much it does not show).
 */
export function shownCharacters(doc: Document): number[] {
  const shown = new Set<number>();
  if (!doc.body) return [];
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const tag = node.parentElement?.tagName;
    if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') continue;
    for (const ch of node.nodeValue ?? '') shown.add(ch.codePointAt(0)!);
  }
  return [...shown].sort((a, b) => a - b);
}

/** Documents whose faces are being loaded. */
const loading = new WeakSet<Document>();

/**
 * Adds Pretendard's faces to the page in one step: the subsets its text needs are downloaded first
 * (faces not yet added to `document.fonts` change nothing on screen), then every face is added at once,
 * so the text is laid out again once, not once per subset as each file arrives (a full relayout of the
 * page each time, the longest tasks of a signed-in page after its scripts). The other subsets load
 * when a later screen shows their characters. Without the CSS Font Loading API: the stylesheet.
 */
async function addFaces(doc: Document): Promise<void> {
  const win = doc.defaultView;
  if (!win || loading.has(doc) || doc.querySelector(`link[href="${PRETENDARD_CSS}"]`)) return;
  if (typeof win.FontFace !== 'function' || !doc.fonts) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = PRETENDARD_CSS;
    doc.head.append(link);
    return;
  }
  if ([...doc.fonts].some((face) => face.family.replace(/['"]/g, '') === PRETENDARD_FAMILY)) return;
  loading.add(doc);
  try {
    await addSubsets(doc, win);
  } finally {
    loading.delete(doc);
  }
}

async function addSubsets(doc: Document, win: Window & typeof globalThis): Promise<void> {
  const sheet = new URL(PRETENDARD_CSS, win.location.href).href;
  const res = await win.fetch(sheet);
  if (!res.ok) return;
  const rules = facesOf(await res.text(), sheet);
  // Each step in a task of its own, none long enough to hold up a tap on a slow phone: reading the
  // stylesheet, finding the page's characters and making their faces, adding the others a few at a time.
  const nextTask = () => new Promise((resolve) => win.setTimeout(resolve, 0));
  await nextTask();
  const make = (rule: FaceRule) =>
    new win.FontFace(PRETENDARD_FAMILY, `url("${rule.url}") format("woff2")`, {
      weight: rule.weight,
      style: rule.style,
      unicodeRange: rule.unicodeRange,
      display: 'swap',
    });
  const shown = shownCharacters(doc);
  const needed = rules.filter((rule) => rangeHolds(rule.unicodeRange, shown));
  const faces = needed.map(make);
  await Promise.allSettled(faces.map((face) => face.load()));
  for (const face of faces) doc.fonts.add(face);
  // The other subsets, for the characters of later screens: making all 92 faces at once took about
  // 12 ms here, four times that on a slow phone; a dozen per task.
  const rest = rules.filter((rule) => !needed.includes(rule));
  for (let i = 0; i < rest.length; i += FACES_PER_TASK) {
    await nextTask();
    for (const rule of rest.slice(i, i + FACES_PER_TASK)) doc.fonts.add(make(rule));
  }
}

const FACES_PER_TASK = 12;

/**
 * Adds Pretendard once the page has loaded, its largest paint has settled (no new candidate for a
 * second) and the browser is idle: the first paint never waits for a font (it draws in the
 * size-matched 'Pretendard Fallback' of global.css), and the font's downloads neither compete with
 * the page's own scripts, data and images nor finish before a largest paint that comes after
 * hydration (the /education chart). Text swaps when its subsets have arrived, all in one relayout
 * (`addFaces`). Returns a function that cancels what has not happened yet. See docs/decisions.md.
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
    void addFaces(doc).catch(() => {});
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
