import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteLogo } from './site-logo';

const file = fs.readFileSync(path.join(__dirname, '../../../public/logo.svg'), 'utf8');

/** The shapes of an SVG, attribute by attribute, whatever the attribute's spelling (JSX or SVG). */
function shapes(svg: Element) {
  return [...svg.children].map((el) => [el.tagName, ...[...el.attributes].map((a) => `${a.name}=${a.value}`).sort()].join(' '));
}

describe('SiteLogo', () => {
  it('draws the default logo inline, the same shapes as public/logo.svg, hidden from screen readers', () => {
    const { container } = render(<SiteLogo url="/logo.svg" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img')).toBeNull();
    const doc = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement;
    expect(svg.getAttribute('viewBox')).toBe(doc.getAttribute('viewBox'));
    expect(shapes(svg)).toEqual(shapes(doc));
  });

  it('draws the default too when the site names none', () => {
    const { container } = render(<SiteLogo url="" />);
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it("keeps a centre's own logo as a decorative image", () => {
    const { container } = render(<SiteLogo url="https://example.com/centre.png" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://example.com/centre.png');
    expect(img.getAttribute('alt')).toBe('');
    expect(container.querySelector('svg')).toBeNull();
  });
});
