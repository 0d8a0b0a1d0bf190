import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234!';

/** Signs in through the login page as a person would, and waits for the page she lands on. */
export async function signIn(page: Page, username: string, path = '/') {
  await page.goto(`/sign/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).tap();
  await expect(page).toHaveURL((u) => u.pathname === path);
}

/** The tokens of the page's session, read the way the portal reads them. */
export async function sessionOf(page: Page): Promise<{ accessToken: string; refreshToken: string } | null> {
  return page.evaluate(async () => {
    const res = await fetch('/api/auth/session');
    const s = await res.json();
    return s?.accessToken ? { accessToken: s.accessToken, refreshToken: s.refreshToken } : null;
  });
}
