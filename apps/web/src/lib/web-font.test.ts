import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWebFont, PRETENDARD_CSS } from './web-font';

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
});
