import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../tests/helpers';

const out = '/tmp/kit-shots';
async function shot(page: Page, route: string, name: string, full = false) {
  await page.goto(route);
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: full });
}

test('student', async ({ page }) => {
  await signIn(page, 'student1');
  await shot(page, '/education', 's-education');
  await shot(page, '/education?tab=curriculum', 's-curriculum');
  await shot(page, '/reservation/computer', 's-computer', true);
  await shot(page, '/reservation/my', 's-my');
  await shot(page, '/mypage/reservations', 's-history');
  await shot(page, '/mypage/vacations', 's-vacations');
  await shot(page, '/mypage/alarms', 's-alarms');
  await shot(page, '/no-such-page', 's-404');
  await shot(page, '/mypage/nothing-here', 's-404-mypage');
  // Skeleton: slow the API down and catch the loading state.
  await page.route('**/backend/**', async (r) => {
    await new Promise((res) => setTimeout(res, 3000));
    await r.continue();
  });
  await page.goto('/mypage/reservations');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/s-skeleton.png` });
});

test('parent', async ({ page }) => {
  await signIn(page, 'parent1');
  await shot(page, '/education', 'p-education');
  await shot(page, '/reservation/my', 'p-my');
});

test('teacher', async ({ page }) => {
  await signIn(page, 'teacher1');
  await shot(page, '/staff/vacations', 't-vacations');
  await shot(page, '/staff/reservations', 't-reservations');
  await shot(page, '/staff/education', 't-education');
});

test('signed out', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/o-404.png` });
  await page.goto('/mypage/nothing-here');
  await expect(page).toHaveURL(/\/sign\/login/);
});
