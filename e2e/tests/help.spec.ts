import { devices, expect, test, type Page } from './fixtures';
import { personOn, signIn } from './helpers';

const networkCard = (page: Page, ssid: string) =>
  page.getByTestId('wifi-network').filter({ has: page.getByRole('heading', { name: ssid }) });

test('signed out, /help lists the help pages and leads to the install guide', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: '문제 해결' })).toBeVisible();
  await expect(page.getByRole('link', { name: /앱 설치 안내/ })).toHaveAttribute('href', '/help/pwa');
  await expect(page.getByRole('link', { name: /와이파이 연결 안내/ })).toHaveAttribute('href', '/help/wifi');
  await expect(page.getByRole('link', { name: /의견 보내기/ })).toHaveAttribute('href', '/help/feedback');
  // Still signed out: the guide opens without a sign-in.
  await page.getByRole('link', { name: /앱 설치 안내/ }).tap();
  await expect(page).toHaveURL(/\/help\/pwa$/);
  await expect(page.getByRole('heading', { level: 1, name: '앱 설치 안내' })).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent });

  test('the install guide opens on the iPhone tab: Safari, the share button, 홈 화면에 추가, with pictures', async ({ page }) => {
    await page.goto('/help/pwa');
    await expect(page.getByRole('tab', { name: '아이폰' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '안드로이드' })).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('Safari에서만 홈 화면에 추가할 수 있어요');
    await expect(panel).toContainText('공유 버튼');
    const picture = panel.getByRole('img', { name: /공유 목록에서 '홈 화면에 추가'/ });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: devices['Galaxy S9+'].userAgent });

  test('the install guide opens on the Android tab, and the PC steps are a tab away', async ({ page }) => {
    await page.goto('/help/pwa');
    await expect(page.getByRole('tab', { name: '안드로이드' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText("'홈 화면에 추가' 또는 '앱 설치'");
    await expect(panel.getByRole('img', { name: /점 세 개 메뉴 버튼/ })).toBeVisible();
    await page.getByRole('tab', { name: 'PC' }).tap();
    await expect(page.getByRole('tab', { name: 'PC' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('주소창 오른쪽의 설치 아이콘');
  });
});

test('/help/wifi shows the networks to everyone, and their passwords (with a copy button) once signed in', async ({ page, context }) => {
  // The visitor's page arrives with the networks in its HTML (in the same response as the fallback
  // React streams while the list is read), not with a skeleton for the browser to fill.
  const html = (await (await page.request.get('/help/wifi')).text()).replace(/<!--\$\?-->[\s\S]*?<!--\/\$-->/g, '');
  expect(html).toContain('Cheongram_Study');
  expect(html).not.toContain('data-testid="skeleton"');
  expect(html).not.toContain('study2026!');
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/help/wifi');
  const study = networkCard(page, 'Cheongram_Study');
  await expect(study).toContainText('본관 1~3층 자습실·강의실');
  await expect(study).toContainText('로그인하면 보여요');
  await expect(page.getByTestId('wifi-network')).toHaveCount(3);
  await expect(page.locator('main')).not.toContainText('study2026!');
  await expect(page.getByRole('button', { name: /비밀번호 복사/ })).toHaveCount(0);
  // The steps for her phone (the run's default user agent is a Pixel).
  await expect(page.getByRole('tab', { name: '안드로이드' })).toHaveAttribute('aria-selected', 'true');
  // The browser's first render matched the server's.
  expect(errors.filter((e) => /hydrat|did not match|Minified React error #(418|423|425)/i.test(e))).toEqual([]);

  await expect(page.getByRole('link', { name: '로그인하고 비밀번호 보기' })).toHaveAttribute('href', /redirect=%2Fhelp%2Fwifi/);
  await signIn(page, 'student1', '/help/wifi');
  await expect(study).toContainText('study2026!');
  await expect(networkCard(page, 'Cheongram_Dorm')).toContainText('goodnight27');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await study.getByRole('button', { name: 'Cheongram_Study 비밀번호 복사' }).tap();
  await expect(page.getByText('비밀번호를 복사했어요.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('study2026!');

  // A parent: the visitors' password, not the study rooms' (a students-only network).
  await signIn(page, 'parent1', '/help/wifi');
  await expect(networkCard(page, 'Cheongram_Guest')).toContainText('welcome0271');
  await expect(study).toContainText('학생과 선생님만 볼 수 있어요');
  await expect(page.locator('main')).not.toContainText('study2026!');
});

test('the admin edits a network and the student sees the change; a teacher may not open the editor', async ({ browser }) => {
  test.setTimeout(120_000);
  const teacher = await personOn(browser, 'teacher1', '/staff');
  await expect(teacher.getByRole('link', { name: '와이파이 관리' })).toHaveCount(0);
  expect((await teacher.goto('/staff/wifi'))?.status()).toBe(404);
  await expect(teacher.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();

  const admin = await personOn(browser, 'admin', '/staff');
  await admin.getByRole('link', { name: '와이파이 관리' }).first().tap();
  await expect(admin).toHaveURL(/\/staff\/wifi$/);
  const dorm = admin.getByRole('listitem', { name: '와이파이 2' });
  await expect(dorm.getByLabel('네트워크 이름 (SSID)')).toHaveValue('Cheongram_Dorm');
  await dorm.getByLabel('사용할 수 있는 곳').fill('생활관 2~4층');
  // Parents may have the dormitory's password now (it was for students only).
  const studentsOnly = dorm.getByRole('checkbox', { name: /학생 전용/ });
  await expect(studentsOnly).toBeChecked();
  await studentsOnly.tap();
  await dorm.getByLabel('비밀번호').fill('short');
  await admin.getByRole('button', { name: '저장', exact: true }).tap();
  await expect(dorm.getByText('비밀번호는 8자 이상 63자 이하입니다. 비밀번호가 없는 네트워크는 비워 두세요.')).toBeVisible();
  await expect(dorm.getByLabel('비밀번호')).toBeFocused();
  await dorm.getByLabel('비밀번호').fill('dorm-2026-winter');
  await admin.getByRole('button', { name: '저장', exact: true }).tap();
  await expect(admin.getByText('와이파이 안내를 저장했습니다.')).toBeVisible();
  await expect(admin.getByText('와이파이 안내를 저장했습니다.')).toBeHidden();
  // The guest network moves up above the dormitory's.
  await expect(admin.getByRole('button', { name: 'Cheongram_Study 위로 옮기기' })).toBeDisabled();
  await admin.getByRole('button', { name: 'Cheongram_Guest 위로 옮기기' }).tap();
  await expect(admin.getByRole('listitem', { name: '와이파이 2' }).getByLabel('네트워크 이름 (SSID)')).toHaveValue('Cheongram_Guest');
  await admin.getByRole('button', { name: '저장', exact: true }).tap();
  await expect(admin.getByText('와이파이 안내를 저장했습니다.')).toBeVisible();

  const student = await personOn(browser, 'student1', '/help/wifi');
  const changed = networkCard(student, 'Cheongram_Dorm');
  await expect(changed).toContainText('생활관 2~4층');
  await expect(changed).toContainText('dorm-2026-winter');
  await expect(student.locator('main')).not.toContainText('goodnight27');
  await expect(student.getByTestId('wifi-network').getByRole('heading')).toHaveText([
    'Cheongram_Study',
    'Cheongram_Guest',
    'Cheongram_Dorm',
  ]);
  const parent = await personOn(browser, 'parent1', '/help/wifi');
  await expect(networkCard(parent, 'Cheongram_Dorm')).toContainText('dorm-2026-winter');
  await expect(networkCard(parent, 'Cheongram_Study')).toContainText('학생과 선생님만 볼 수 있어요');
});
