import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { facesOf, loadWebFont, PRETENDARD_CSS, PRETENDARD_FAMILY, rangeHolds, shownCharacters } from './web-font';

const require = createRequire(import.meta.url);
const pkgDir = path.dirname(require.resolve('pretendard/package.json'));

const links = () => [...document.head.querySelectorAll(`link[rel="stylesheet"][href="${PRETENDARD_CSS}"]`)];

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

  it('adds its stylesheet only after the page has loaded and the browser is idle, and once', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const stop = loadWebFont();
    vi.advanceTimersByTime(5000);
    expect(links()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(links()).toHaveLength(0);
    vi.advanceTimersByTime(300);
    expect(links()).toHaveLength(1);
    stop();
    loadWebFont();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(300);
    expect(links()).toHaveLength(1);
  });

  it('waits for an idle moment where the browser can tell one (at most 2 s)', () => {
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
      expect(links()).toHaveLength(0);
      idle?.();
      expect(links()).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('adds nothing when the page unmounts it before load, or before the idle moment', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    loadWebFont()();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(links()).toHaveLength(0);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    loadWebFont()();
    vi.advanceTimersByTime(5000);
    expect(links()).toHaveLength(0);
  });

  it('waits until the largest paint has not changed for a second (a late one, after hydration, restarts the wait)', () => {
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
      vi.advanceTimersByTime(700);
      report?.([{ startTime: performance.now() }]);
      vi.advanceTimersByTime(700);
      expect(links()).toHaveLength(0);
      vi.advanceTimersByTime(300 + 300);
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
  });

  it('counts the characters the page shows, not those of its scripts', () => {
    document.body.innerHTML = '<p>가A</p><script>self.__next_f.push("뷁")</script>';
    const shown = shownCharacters(document);
    expect(shown).toEqual([0x41, 0xac00]);
    document.body.innerHTML = '';
  });

  it('downloads the subsets the page shows, then adds every face at once (one relayout)', async () => {
    const css = [
      "@font-face{font-family:'Pretendard Variable';font-weight:45 920;src:url(./a.woff2) format('woff2-variations');unicode-range:U+ac00-d7a3}",
      "@font-face{font-family:'Pretendard Variable';font-weight:45 920;src:url(./b.woff2) format('woff2-variations');unicode-range:U+41-5a}",
      "@font-face{font-family:'Pretendard Variable';font-weight:45 920;src:url(./c.woff2) format('woff2-variations');unicode-range:U+3040-309f}",
    ].join('\n');
    const events: string[] = [];
    const release: (() => void)[] = [];
    class FakeFontFace {
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: FontFaceDescriptors,
      ) {}
      load() {
        events.push(`load ${this.source}`);
        return new Promise<this>((resolve) => release.push(() => resolve(this)));
      }
    }
    const added: FakeFontFace[] = [];
    const fonts = {
      add: (f: FakeFontFace) => (events.push(`add ${f.source}`), added.push(f)),
      [Symbol.iterator]: () => added[Symbol.iterator](),
    };
    vi.stubGlobal('FontFace', FakeFontFace);
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(css)),
    );
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.useFakeTimers();
    document.body.innerHTML = '<p>안녕하세요</p>';
    try {
      loadWebFont();
      await vi.advanceTimersByTimeAsync(2500);
      // Only the Hangul subset is fetched, and nothing is added while it downloads.
      expect(events).toEqual([expect.stringMatching(/^load url\(".*\/a\.woff2"\)/)]);
      release.forEach((r) => r());
      await vi.advanceTimersByTimeAsync(0);
      // The loaded face first, the two others (not loaded: a later screen's characters) after it.
      expect(events.slice(1)).toEqual([
        expect.stringMatching(/^add url\(".*\/a\.woff2"\)/),
        expect.stringMatching(/b\.woff2/),
        expect.stringMatching(/c\.woff2/),
      ]);
      expect(added.every((f) => f.family === PRETENDARD_FAMILY && f.descriptors.display === 'swap')).toBe(true);
      expect(links()).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, 'fonts');
      document.body.innerHTML = '';
    }
  });
});
