import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { facesOf, FONT_CACHED_KEY, loadWebFont, PRETENDARD_CSS, PRETENDARD_FAMILY, rangeHolds, shownCharacters } from './web-font';

const require = createRequire(import.meta.url);
const pkgDir = path.dirname(require.resolve('pretendard/package.json'));

const links = () => [...document.head.querySelectorAll(`link[rel="stylesheet"][href="${PRETENDARD_CSS}"]`)];
const prefetches = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
/** The files prefetched as fonts (anonymous CORS, as a font is fetched, so the cached answer serves the face). */
const prefetched = () =>
  prefetches().map((l) => (expect(l.as).toBe('font'), expect(l.crossOrigin).toBe('anonymous'), l.href.split('/').pop()));

describe('Pretendard', () => {
  afterEach(() => {
    for (const l of links()) l.remove();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('names the installed package version and the stylesheet scripts/copy-fonts.mjs copies (a new version changes the cached path)', () => {
    const { version, license } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    expect(license).toBe('OFL-1.1');
    expect(PRETENDARD_CSS).toBe(`/fonts/pretendard-${version}/pretendardvariable-dynamic-subset.css`);
    const css = fs.readFileSync(path.join(pkgDir, 'dist/web/variable', path.basename(PRETENDARD_CSS)), 'utf8');
    // Every face swaps and is limited to its unicode-range, so a page loads only the subsets it shows.
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces.length).toBeGreaterThan(50);
    for (const face of faces) {
      expect(face).toMatch(/font-display:\s*swap/);
      expect(face).toMatch(/unicode-range:/);
      expect(face).toMatch(/url\(\.\/woff2-dynamic-subset\/[^)]+\.woff2\)/);
    }
  });

  it('without the CSS Font Loading API: adds its stylesheet only after the page has loaded and the browser is idle, and once', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const font = loadWebFont();
    await vi.advanceTimersByTimeAsync(5000);
    expect(links()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(links()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(links()).toHaveLength(1);
    font.stop();
    loadWebFont();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(300);
    expect(links()).toHaveLength(1);
  });

  it('waits for an idle moment where the browser can tell one (at most 2 s)', async () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((run: () => void, options?: { timeout?: number }) => {
      idle = run;
      expect(options?.timeout).toBe(2000);
      return 1;
    });
    Object.assign(window, { requestIdleCallback, cancelIdleCallback: vi.fn() });
    try {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
      loadWebFont();
      await Promise.resolve();
      expect(links()).toHaveLength(0);
      idle?.();
      await Promise.resolve();
      expect(links()).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('adds nothing when the page unmounts it before load, or before the idle moment', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    loadWebFont().stop();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(links()).toHaveLength(0);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    loadWebFont().stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(links()).toHaveLength(0);
  });

  it('waits until the largest paint has not changed for a second (a late one, after hydration, restarts the wait)', async () => {
    vi.useFakeTimers();
    let report: ((entries: { startTime: number }[]) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      takeRecords() {
        return [];
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
      const start = performance.now();
      report?.([{ startTime: start }]);
      loadWebFont();
      await vi.advanceTimersByTimeAsync(700);
      report?.([{ startTime: performance.now() }]);
      await vi.advanceTimersByTimeAsync(700);
      expect(links()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(300 + 300);
      expect(links()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads every face of the stylesheet, its file beside the stylesheet', () => {
    const css = fs.readFileSync(path.join(pkgDir, 'dist/web/variable', path.basename(PRETENDARD_CSS)), 'utf8');
    const base = `http://localhost${PRETENDARD_CSS}`;
    const faces = facesOf(css, base);
    expect(faces).toHaveLength((css.match(/@font-face/g) ?? []).length);
    expect(faces[0]).toMatchObject({ weight: '45 920', style: 'normal' });
    expect(faces[0]?.url).toMatch(
      /^http:\/\/localhost\/fonts\/pretendard-[\d.]+\/woff2-dynamic-subset\/PretendardVariable\.subset\.0\.woff2$/,
    );
    // 가 (U+AC00) and A (U+41) are each in some subset.
    expect(faces.some((f) => rangeHolds(f.unicodeRange, [0xac00]))).toBe(true);
    expect(faces.some((f) => rangeHolds(f.unicodeRange, [0x41]))).toBe(true);
  });

  it('tells whether a unicode-range holds a character: single points, spans and wildcards', () => {
    expect(rangeHolds('U+41, U+ac00-d7a3', [0xb098])).toBe(true);
    expect(rangeHolds('U+41, U+ac00-d7a3', [0x20, 0x42, 0xd7a4])).toBe(false);
    expect(rangeHolds('U+41, U+ac00-d7a3', [0x20, 0x41])).toBe(true);
    expect(rangeHolds('U+4??', [0x4ff])).toBe(true);
    expect(rangeHolds('U+4??', [0x3ff, 0x500])).toBe(false);
    expect(rangeHolds('U+ac00-d7a3', [])).toBe(false);
    // Lower case, and parts that are not a range, skipped.
    expect(rangeHolds('u+61-7a', [0x62])).toBe(true);
    expect(rangeHolds('garbage, U+zz, U+30-39', [0x20])).toBe(false);
    expect(rangeHolds('garbage, U+zz, U+30-39', [0x35])).toBe(true);
  });

  it('counts the characters the page shows, not those of its scripts', () => {
    document.body.innerHTML = '<p>가A</p><script>self.__next_f.push("뷁")</script>';
    const shown = shownCharacters(document);
    expect(shown).toEqual([0x41, 0xac00]);
    document.body.innerHTML = '';
  });

  describe('with the CSS Font Loading API', () => {
    const css = [
      "@font-face{font-family:'Pretendard Variable';font-weight:45 920;src:url(./a.woff2) format('woff2-variations');unicode-range:U+ac00-d7a3}",
      "@font-face{font-family:'Pretendard Variable';font-weight:45 920;src:url(./b.woff2) format('woff2-variations');unicode-range:U+41-5a}",
      "@font-face{font-family:'Pretendard Variable';font-weight:45 920;src:url(./c.woff2) format('woff2-variations');unicode-range:U+3040-309f}",
    ].join('\n');
    /** The loader's short steps, each in a task of its own (setTimeout 0). */
    const steps = () => vi.advanceTimersByTimeAsync(50);
    let events: string[];
    let release: (() => void)[];
    let added: { family: string; source: string; descriptors: FontFaceDescriptors }[];

    /** A browser whose cache holds `cached` (file names), and whose network answers everything. */
    function browser(cached: string[]) {
      events = [];
      release = [];
      added = [];
      class FakeFontFace {
        constructor(
          readonly family: string,
          readonly source: string,
          readonly descriptors: FontFaceDescriptors,
        ) {}
        load() {
          events.push(`load ${/[^/]+\.woff2/.exec(this.source)![0]}`);
          return new Promise<this>((resolve) => release.push(() => resolve(this)));
        }
      }
      const fonts = {
        add: (f: FakeFontFace) => (events.push(`add ${/[^/]+\.woff2/.exec(f.source)![0]}`), added.push(f)),
        [Symbol.iterator]: () => added[Symbol.iterator](),
      };
      vi.stubGlobal('FontFace', FakeFontFace);
      Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string, init?: RequestInit) => {
          const name = url.split('/').pop()!;
          const fromCache = init?.cache === 'only-if-cached';
          if (fromCache) expect(init?.mode).toBe('same-origin');
          events.push(`${fromCache ? 'cache?' : 'fetch'} ${name}`);
          if (fromCache && !cached.includes(name)) throw new TypeError('Failed to fetch');
          return new Response(name.endsWith('.css') ? css : 'woff2');
        }),
      );
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
      vi.useFakeTimers();
      document.body.innerHTML = '<p>안녕하세요</p>';
    }

    afterEach(() => {
      for (const l of prefetches()) l.remove();
      localStorage.clear();
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, 'fonts');
      document.body.innerHTML = '';
    });

    it('on a first visit, downloads the subsets the page shows once it has settled, and shows them only when the screen changes', async () => {
      browser([]);
      const font = loadWebFont();
      await steps();
      // Nothing is fetched before the page has settled, and the cache is not asked (this browser never had the files).
      expect(events).toEqual([]);
      await vi.advanceTimersByTimeAsync(2500);
      // Then the stylesheet, and the Hangul subset is prefetched into the cache; no face is made, none added.
      expect(events).toEqual([`fetch ${PRETENDARD_CSS.split('/').pop()}`]);
      expect(prefetched()).toEqual(['a.woff2']);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(added).toHaveLength(0);
      // Once the prefetch has arrived, the browser notes it has the files.
      expect(localStorage.getItem(FONT_CACHED_KEY)).toBeNull();
      prefetches()[0]!.dispatchEvent(new Event('load'));
      expect(localStorage.getItem(FONT_CACHED_KEY)).toBe(PRETENDARD_CSS);

      // She opens another screen: its subsets load, then every face is added at once (one relayout).
      document.body.innerHTML = '<p>ABC 가나다</p>';
      events = [];
      font.screenChanged();
      await steps();
      expect(events).toEqual(['load a.woff2', 'load b.woff2']);
      release.forEach((r) => r());
      await steps();
      expect(events.slice(2)).toEqual(['add a.woff2', 'add b.woff2', 'add c.woff2']);
      expect(added.every((f) => f.family === PRETENDARD_FAMILY && f.descriptors.display === 'swap')).toBe(true);
      expect(links()).toHaveLength(0);
      // Once.
      font.screenChanged();
      await steps();
      expect(added).toHaveLength(3);
    });

    it('on a first visit, shows the downloaded faces when the page is hidden (she switched apps)', async () => {
      browser([]);
      loadWebFont();
      await vi.advanceTimersByTimeAsync(2500);
      expect(added).toHaveLength(0);
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      await steps();
      release.forEach((r) => r());
      await steps();
      expect(events.filter((e) => e.startsWith('add'))).toEqual(['add a.woff2', 'add b.woff2', 'add c.woff2']);
      visibility.mockRestore();
    });

    it('when the subsets of the page are cached (a later visit), adds the faces at once, without waiting for the page to settle', async () => {
      browser([PRETENDARD_CSS.split('/').pop()!, 'a.woff2']);
      localStorage.setItem(FONT_CACHED_KEY, PRETENDARD_CSS);
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      loadWebFont();
      await steps();
      expect(events).toEqual([`cache? ${PRETENDARD_CSS.split('/').pop()}`, 'cache? a.woff2', 'load a.woff2']);
      release.forEach((r) => r());
      await steps();
      expect(events.slice(3)).toEqual(['add a.woff2', 'add b.woff2', 'add c.woff2']);
      expect(links()).toHaveLength(0);
      expect(prefetched()).toEqual([]);
    });

    it('when the cache has forgotten the files it had, downloads them again as on a first visit', async () => {
      browser([PRETENDARD_CSS.split('/').pop()!]);
      localStorage.setItem(FONT_CACHED_KEY, PRETENDARD_CSS);
      loadWebFont();
      await steps();
      expect(events).toEqual([`cache? ${PRETENDARD_CSS.split('/').pop()}`, 'cache? a.woff2']);
      expect(added).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(2500);
      expect(prefetched()).toEqual(['a.woff2']);
      expect(added).toHaveLength(0);
    });

    it('stopped before the page settles, downloads and adds nothing', async () => {
      browser([]);
      loadWebFont().stop();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(events).toEqual([]);
      expect(prefetched()).toEqual([]);
      expect(added).toHaveLength(0);
    });
  });
});
