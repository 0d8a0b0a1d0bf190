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

  it('adds its stylesheet only after the page has loaded, and once', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const stop = loadWebFont();
    expect(links()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(links()).toHaveLength(1);
    stop();
    loadWebFont();
    window.dispatchEvent(new Event('load'));
    expect(links()).toHaveLength(1);
  });

  it('adds it at once when the page has already loaded (a later mount), and not after an unmount before load', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    loadWebFont();
    expect(links()).toHaveLength(1);
    for (const l of links()) l.remove();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const stop = loadWebFont();
    stop();
    window.dispatchEvent(new Event('load'));
    expect(links()).toHaveLength(0);
  });
});
