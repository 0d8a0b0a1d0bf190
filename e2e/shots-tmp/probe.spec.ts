import { test } from '@playwright/test';
import fs from 'node:fs';
test('probe', async ({ page }) => {
  await page.goto('/sign/login?redirect=%2Freservation%2Fcomputer');
  await page.getByLabel('아이디').fill('student1');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).tap();
  await page.waitForURL(/reservation\/computer/);
  await page.waitForTimeout(3000);
  fs.appendFileSync('/tmp/probe.log', '\n=====MARK=====\n');
  await page.goto('/reservation/computer');
  await page.waitForTimeout(4000);
});
