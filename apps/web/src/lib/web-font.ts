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
  // Without a regular expression per span: the 92 ranges hold 3,459 spans.
  for (const raw of unicodeRange.split(',')) {
    const part = raw.trim();
    if (part[1] !== '+' || (part[0] !== 'U' && part[0] !== 'u')) continue;
    const dash = part.indexOf('-', 2);
    const first = dash < 0 ? part.slice(2) : part.slice(2, dash);
    const wild = first.includes('?');
    const from = parseInt(wild ? first.replace(/\?/g, '0') : first, 16);
    const to = dash >= 0 ? parseInt(part.slice(dash + 1), 16) : wild ? parseInt(first.replace(/\?/g, 'f'), 16) : from;
    if (Number.isNaN(from) || Number.isNaN(to)) continue;
    spans.push([from, to]);
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

/** The stylesheet's faces, or null when it cannot be read (`only-if-cached`: when it is not in the cache). */
async function rulesOf(win: Window & typeof globalThis, cache: 'only-if-cached' | 'default'): Promise<FaceRule[] | null> {
  const sheet = new URL(PRETENDARD_CSS, win.location.href).href;
  try {
    const res = await win.fetch(sheet, cache === 'only-if-cached' ? { cache, mode: 'same-origin' } : {});
    return res.ok ? facesOf(await res.text(), sheet) : null;
  } catch {
    return null;
  }
}

/** Whether every one of these files is in the browser's cache (asked without going to the network). */
async function allCached(win: Window & typeof globalThis, urls: readonly string[]): Promise<boolean> {
  const answers = await Promise.all(
    urls.map((url) =>
      win.fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).then(
        (res) => (void res.body?.cancel().catch(() => {}), res.ok),
        () => false,
      ),
    ),
  );
  return answers.every(Boolean);
}

/** The next task: each step of the loader is short, none long enough to hold up a tap on a slow phone. */
const nextTask = (win: Window) => new Promise((resolve) => win.setTimeout(resolve, 0));

/**
 * The faces of the characters the page shows now, in steps of at most a few milliseconds: reading the
 * 3,459 spans of the 92 unicode-ranges for the first time was a 13-60 ms task in traced Lighthouse runs.
 */
async function neededBy(doc: Document, win: Window, rules: readonly FaceRule[]): Promise<FaceRule[]> {
  await nextTask(win);
  const shown = shownCharacters(doc);
  const needed: FaceRule[] = [];
  let until = win.performance.now() + STEP_MS;
  for (const rule of rules) {
    if (win.performance.now() > until) {
      await nextTask(win);
      until = win.performance.now() + STEP_MS;
    }
    if (rangeHolds(rule.unicodeRange, shown)) needed.push(rule);
  }
  return needed;
}

/** The longest step of the loader (four times that on a slow phone). */
const STEP_MS = 4;

/**
 * Shows Pretendard in one step: the subsets the page's text needs are loaded first (faces not yet in
 * `document.fonts` change nothing on screen), then every face is added at once, so the text is laid out
 * again once, not once per subset as each file arrives (a full relayout each time). The other subsets
 * load when a later screen shows their characters.
 */
async function showFaces(
  doc: Document,
  win: Window & typeof globalThis,
  rules: readonly FaceRule[],
  needed: readonly FaceRule[],
): Promise<void> {
  if (hasPretendard(doc)) return;
  const make = (rule: FaceRule) =>
    new win.FontFace(PRETENDARD_FAMILY, `url("${rule.url}") format("woff2")`, {
      weight: rule.weight,
      style: rule.style,
      unicodeRange: rule.unicodeRange,
      display: 'swap',
    });
  const faces = needed.map(make);
  const loaded = await Promise.allSettled(faces.map((face) => face.load()));
  if (loaded.every((result) => result.status === 'fulfilled')) remember(win);
  for (const face of faces) doc.fonts.add(face);
  // The other subsets, for the characters of later screens: making all 92 faces at once took about
  // 12 ms here, four times that on a slow phone; a dozen per task.
  const rest = rules.filter((rule) => !needed.includes(rule));
  for (let i = 0; i < rest.length; i += FACES_PER_TASK) {
    await nextTask(win);
    for (const rule of rest.slice(i, i + FACES_PER_TASK)) doc.fonts.add(make(rule));
  }
}

const hasPretendard = (doc: Document) => [...doc.fonts].some((face) => face.family.replace(/['"]/g, '') === PRETENDARD_FAMILY);

const FACES_PER_TASK = 12;

/**
 * Where the browser notes that it has had the font's files: the cache is asked about them only then,
 * so a first visit logs no cache miss. A note the cache has forgotten since costs one miss.
 */
export const FONT_CACHED_KEY = 'portal.fontCached';

function hinted(win: Window): boolean {
  try {
    return win.localStorage.getItem(FONT_CACHED_KEY) === PRETENDARD_CSS;
  } catch {
    return false;
  }
}

function remember(win: Window): void {
  try {
    win.localStorage.setItem(FONT_CACHED_KEY, PRETENDARD_CSS);
  } catch {
    /* storage unavailable (private mode): the cache is simply not asked */
  }
}

/** What `loadWebFont` returns: its owner says when the screen has changed, and stops it. */
export type WebFont = {
  /** The page now shows another screen (a navigation inside the app): a font downloaded earlier is shown now. */
  screenChanged: () => void;
  /** Cancels what has not happened yet. */
  stop: () => void;
};

/**
 * Pretendard, without ever moving the text she is reading:
 * - When the files of the page's characters are already in the browser's cache (any visit after the
 *   first), its faces are added at once, as the page hydrates: one relayout right after the first paint.
 * - Otherwise (a first visit: nothing cached) the page keeps drawing in the size-matched
 *   'Pretendard Fallback' of global.css. Once the page has loaded, its largest paint has settled (no new
 *   candidate for a second) and the browser is idle, the subsets of the characters it shows are
 *   downloaded (into the cache, nothing is shown), so they compete with neither the page's own scripts,
 *   data and images nor a largest paint that comes after hydration (the /education chart). The faces
 *   are added when the screen changes anyway (`screenChanged`, the next navigation) or when the page is
 *   hidden (she switched apps): the relayout of a swap, a long task on a slow phone, never lands on the
 *   screen she is reading or tapping.
 * Without the CSS Font Loading API: the stylesheet, once the page has settled. See docs/decisions.md.
 */
export function loadWebFont(doc: Document = document): WebFont {
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  if (!win) return { screenChanged: () => {}, stop: () => {} };
  let stopped = false;
  let cancelWait = () => {};
  let show: (() => void) | null = null;
  const showNow = () => {
    const run = show;
    show = null;
    doc.removeEventListener('visibilitychange', whenHidden);
    run?.();
  };
  const whenHidden = () => {
    if (doc.visibilityState === 'hidden') showNow();
  };
  const settled = () =>
    new Promise<void>((resolve) => {
      cancelWait = whenSettled(doc, win, resolve);
    });

  void (async () => {
    if (typeof win.FontFace !== 'function' || !doc.fonts) {
      await settled();
      if (stopped || doc.querySelector(`link[href="${PRETENDARD_CSS}"]`)) return;
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = PRETENDARD_CSS;
      doc.head.append(link);
      return;
    }
    if (hasPretendard(doc)) return;
    // Asked only when this browser has had the files (a cache miss is logged in the console as an error).
    const cached = hinted(win) ? await rulesOf(win, 'only-if-cached') : null;
    if (stopped) return;
    if (cached) {
      // The subsets found here are the ones shown: the page has not changed in between.
      const needed = await neededBy(doc, win, cached);
      const inCache = await allCached(
        win,
        needed.map((rule) => rule.url),
      );
      if (stopped) return;
      if (inCache) return showFaces(doc, win, cached, needed);
    }
    await settled();
    const rules = cached ?? (await rulesOf(win, 'default'));
    if (stopped || !rules) return;
    // Into the cache only, by the browser at its lowest priority (reading the files in the page cost a
    // 50 ms task of garbage collection here); a face is decoded and drawn when it is added (showFaces).
    const needed = await neededBy(doc, win, rules);
    if (stopped) return;
    let waiting = needed.length;
    for (const rule of needed) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.as = 'font';
      link.crossOrigin = 'anonymous';
      link.href = rule.url;
      link.addEventListener(
        'load',
        () => {
          waiting -= 1;
          if (waiting === 0) remember(win);
        },
        { once: true },
      );
      doc.head.append(link);
    }
    // The screen has changed by then: its own subsets.
    show = () =>
      void neededBy(doc, win, rules)
        .then((shown) => showFaces(doc, win, rules, shown))
        .catch(() => {});
    doc.addEventListener('visibilitychange', whenHidden);
  })().catch(() => {});

  return {
    screenChanged: showNow,
    stop: () => {
      stopped = true;
      show = null;
      cancelWait();
      doc.removeEventListener('visibilitychange', whenHidden);
    },
  };
}

/**
 * Calls `done` once the page has loaded, its largest paint has not changed for a second and the browser
 * is idle (at most 2 s later; Safari, which cannot tell: 300 ms). Returns a function that cancels it.
 */
function whenSettled(doc: Document, win: Window & typeof globalThis, done: () => void): () => void {
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

  const finish = () => {
    observer?.disconnect();
    done();
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => win.cancelIdleCallback(handle);
    } else {
      const handle = win.setTimeout(finish, NO_IDLE_DELAY_MS);
      cancel = () => win.clearTimeout(handle);
    }
  };
  const check = () => {
    // Entries the observer has not been called back with yet (its callbacks come late, in a task of their own).
    if (observer) note(observer.takeRecords());
    const wait = observer ? lastPaint + PAINT_QUIET_MS - win.performance.now() : 0;
    if (wait <= 0) return whenIdle();
    const handle = win.setTimeout(check, wait);
    cancel = () => win.clearTimeout(handle);
  };
  if (doc.readyState === 'complete') check();
  else win.addEventListener('load', check, { once: true });
  return () => {
    win.removeEventListener('load', check);
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
