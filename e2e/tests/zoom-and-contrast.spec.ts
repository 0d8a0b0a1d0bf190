import { addDays, formatDate, seoulToday } from '@portal/contract/dates';
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

test('in high-contrast mode an alarm switch keeps its outline and knob', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await signIn(page, 'student1', '/mypage/alarms');
  const toggle = page.getByRole('switch').first();
  await expect(toggle).toBeVisible();
  // Drawn with backgrounds only, it was not there at all.
  expect(await toggle.evaluate((el) => [getComputedStyle(el).borderTopStyle, getComputedStyle(el).borderTopWidth])).toEqual([
    'solid',
    '2px',
  ]);
});

test.describe('at 200% zoom on a phone (188 × 406 CSS px)', () => {
  test.use({ viewport: { width: 188, height: 406 } });

  test('a call’s start times stay whole, and the confirmation keeps both its buttons on screen', async ({ page }) => {
    const label = formatDate(addDays(seoulToday(), 1));
    await signIn(page, 'student6', '/reservation/call');
    await page
      .getByRole('group', { name: '예약 날짜' })
      .getByRole('button', { name: new RegExp(label.replace(/[().]/g, '\\$&')) })
      .tap();
    await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
    const start = page.getByTestId('free-starts').first().getByRole('button').first();
    await start.scrollIntoViewIfNeeded();
    // One line, as tall as a button: "17:3 / 0" was split over two.
    expect(await start.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(52);
    await start.tap();
    const dialog = page.getByRole('alertdialog');
    for (const name of ['닫기', '예약하기']) {
      const box = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(188);
    }
    await dialog.getByRole('button', { name: '닫기', exact: true }).tap();
    await expect(dialog).toHaveCount(0);
    // Nothing wider than the screen: the date strip reached 4 px past it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(188);
  });

  test('the grade chart keeps its size and scrolls instead of shrinking its labels', async ({ page }) => {
    await signIn(page, 'student1', '/education');
    const chart = page.getByRole('img', { name: /등급 그래프/ });
    await expect(chart).toBeVisible();
    // Drawn at its least width (280) and scaled down to the screen, its labels were 6 px.
    await expect.poll(async () => (await chart.boundingBox())?.width).toBeGreaterThanOrEqual(280);
  });

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

test.describe('at 160% zoom on a phone (234 × 508 CSS px)', () => {
  test.use({ viewport: { width: 234, height: 508 } });

  test('a parent of two sees both her children in the header, the centre’s name giving way', async ({ page }) => {
    await signIn(page, 'parent1', '/');
    const switcher = page.getByRole('radiogroup', { name: '자녀 선택' });
    for (const name of ['김서아', '김하린']) await expect(switcher.getByRole('radio', { name })).toBeInViewport({ ratio: 1 });
  });
});
