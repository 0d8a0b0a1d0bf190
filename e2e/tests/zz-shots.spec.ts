import fs from 'node:fs';
import { test } from './fixtures';
import { signIn } from './helpers';

test('shots', async ({ browser }) => {
  test.setTimeout(120_000);
  const shot = async (user: string, path: string, name: string, full = false) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, user, path);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/library-shots/${name}.png`, fullPage: full });
    if (name === 'library') {
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: /2027 수능 국어 EBS 연계 작품 정리 파일/ }).tap();
      const d = await saved;
      fs.copyFileSync((await d.path())!, `/tmp/library-shots/${d.suggestedFilename()}`);
    }
    await context.close();
  };
  fs.mkdirSync('/tmp/library-shots', { recursive: true });
  await shot('student1', '/services/library', 'library');
  await shot('student1', '/services/library', 'library-full', true);
  await shot('teacher1', '/staff/library', 'staff-library');
  await shot('student1', '/help/feedback', 'feedback', true);
  await shot('teacher1', '/staff/feedback', 'staff-feedback');
});
