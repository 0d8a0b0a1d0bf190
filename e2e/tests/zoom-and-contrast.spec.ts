import { expect, test } from './fixtures';
import { signIn } from './helpers';

// Found by an accessibility audit: what a person with a large zoom or Windows' high-contrast mode met.

test('in high-contrast mode the chosen place and day and the focused control are still drawn', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await signIn(page, 'student1', '/reservation/computer');
  const outline = (el: Element) => getComputedStyle(el).outlineStyle;
  // Forced colours drop box-shadow (the kit's focus ring) and backgrounds (what is chosen).
  expect(await page.getByRole('link', { name: '컴퓨터실' }).evaluate(outline)).toBe('solid');
  expect(await page.getByRole('link', { name: '전화' }).evaluate(outline)).toBe('none');
  const chosenDay = page.getByRole('button', { pressed: true });
  expect(await chosenDay.evaluate(outline)).toBe('solid');
  expect(await page.getByRole('button', { pressed: false }).first().evaluate(outline)).toBe('none');
  await chosenDay.focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus-visible');
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth])).toEqual(['solid', '3px']);
});

test.describe('at 200% zoom on a phone (188 × 406 CSS px)', () => {
  test.use({ viewport: { width: 188, height: 406 } });

  test('a chat room keeps room for the conversation, a whole row for typing, and a keyboard stop to scroll it', async ({ page }) => {
    await signIn(page, 'student1', '/chat/1');
    const scroller = page.getByRole('region', { name: '대화 내용' });
    await expect(scroller).toBeVisible();
    // 84 px were left before: the header, the room's bar, a five-line notice and a squeezed composer.
    expect((await scroller.boundingBox())!.height).toBeGreaterThanOrEqual(150);
    expect((await page.getByPlaceholder(/메시지/).boundingBox())!.width).toBeGreaterThanOrEqual(150);
    expect(await scroller.getAttribute('tabindex')).toBe('0');
  });

  test('home keeps a notice title readable, its date under it', async ({ page }) => {
    await signIn(page, 'student1', '/');
    const first = page.getByTestId('home-notices').getByRole('listitem').first();
    await expect(first).toBeVisible();
    // Its title had 9 px at this size ("1. N").
    const title = first.locator('[class*="what"]');
    expect((await title.boundingBox())!.width).toBeGreaterThanOrEqual(100);
  });
});
