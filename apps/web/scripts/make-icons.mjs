// Draws the installable app's PNG icons from the logo's shapes (public/logo.svg) with Chromium, once;
// the PNGs are committed. Run again after the logo changes: `node apps/web/scripts/make-icons.mjs`.
import path from 'node:path';
import { chromium } from 'playwright-core';

const out = path.resolve(import.meta.dirname, '../public/icons');
const BLUE = '#1f7bda';
const glyph = (stroke) =>
  `<path d="M18 44V22l14 10 14-10v22" fill="none" stroke="${stroke}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;

const icons = [
  // "any": the logo as it is, rounded corners on transparency.
  { file: 'icon-192.png', size: 192, svg: `<rect width="64" height="64" rx="16" fill="${BLUE}"/>${glyph('#fff')}` },
  { file: 'icon-512.png', size: 512, svg: `<rect width="64" height="64" rx="16" fill="${BLUE}"/>${glyph('#fff')}` },
  // "maskable": full bleed, the glyph inside the central safe circle (radius 40 %).
  {
    file: 'maskable-512.png',
    size: 512,
    svg: `<rect width="64" height="64" fill="${BLUE}"/><g transform="translate(9.6 9.6) scale(0.7)">${glyph('#fff')}</g>`,
  },
  // iOS rounds the corners itself and shows transparency as black.
  {
    file: 'apple-touch-icon.png',
    size: 180,
    svg: `<rect width="64" height="64" fill="${BLUE}"/><g transform="translate(6.4 6.4) scale(0.8)">${glyph('#fff')}</g>`,
  },
  // Android's status-bar badge: a white silhouette on transparency.
  { file: 'badge-96.png', size: 96, svg: glyph('#fff') },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${icon.size}" height="${icon.size}" style="display:block">${icon.svg}</svg></body></html>`,
  );
  await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
  process.stdout.write(`${icon.file}\n`);
}
await browser.close();
