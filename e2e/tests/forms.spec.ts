import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

/** The back-confirm of spec section 4. */
const backConfirm = (page: Page) => page.getByRole('alertdialog', { name: '이전 페이지로 돌아갈까요?' });
/** The same question asked when a link (the drawer's, an in-page one) leaves the page. */
const leaveConfirm = (page: Page) => page.getByRole('alertdialog', { name: '이 페이지를 나갈까요?' });

/** Her goals page with the 국어 target changed (and so unsaved). */
async function changedGoals(page: Page) {
  await signIn(page, 'student1', '/mypage/goals');
  const korean = page.getByLabel('국어', { exact: true });
  await expect(korean).toBeEnabled();
  const before = await korean.inputValue();
  const changed = before === '4' ? '5' : '4';
  await korean.selectOption(changed);
  await expect(page.getByRole('button', { name: '저장', exact: true })).toBeEnabled();
  return { korean, before, changed };
}

test('a changed form asks before the drawer takes her away; 취소 keeps it, 확인 leaves and forgets it', async ({ page }) => {
  const { korean, before, changed } = await changedGoals(page);

  await page.getByRole('button', { name: '메뉴 열기' }).tap();
  const drawer = page.getByRole('navigation', { name: '전체 메뉴' });
  await drawer.getByRole('link', { name: '홈' }).tap();
  await expect(leaveConfirm(page)).toBeVisible();
  await expect(leaveConfirm(page)).toContainText('입력하거나 저장한 정보가 초기화됩니다.');
  await leaveConfirm(page).getByRole('button', { name: '취소' }).tap();
  await expect(leaveConfirm(page)).toBeHidden();
  await expect(page).toHaveURL((u) => u.pathname === '/mypage/goals');
  await expect(korean).toHaveValue(changed);

  await drawer.getByRole('link', { name: '홈' }).tap();
  await leaveConfirm(page).getByRole('button', { name: '확인' }).tap();
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect(drawer).toBeHidden();

  // Discarded: coming back shows what is saved.
  await page.goto('/mypage/goals');
  await expect(page.getByLabel('국어', { exact: true })).toHaveValue(before);
  await expect(page.getByRole('button', { name: '저장됨' })).toBeDisabled();
});

test('a memo being written asks before an in-page link leaves the plan', async ({ page }) => {
  await signIn(page, 'student1', '/education');
  await page.getByRole('tab', { name: '커리큘럼' }).tap();
  await page
    .getByRole('link', { name: /진행 중/ })
    .first()
    .tap();
  await page.getByLabel('메모 내용').fill('오늘은 여기까지 풀었어요.');

  await page.getByRole('link', { name: '‹ 커리큘럼' }).tap();
  await expect(leaveConfirm(page)).toBeVisible();
  await leaveConfirm(page).getByRole('button', { name: '취소' }).tap();
  await expect(page.getByLabel('메모 내용')).toHaveValue('오늘은 여기까지 풀었어요.');

  await page.getByRole('link', { name: '‹ 커리큘럼' }).tap();
  await leaveConfirm(page).getByRole('button', { name: '확인' }).tap();
  await expect(page.getByRole('tab', { name: '커리큘럼' })).toHaveAttribute('aria-selected', 'true');
});

test('a reload keeps the draft until it is saved or discarded', async ({ page }) => {
  const { korean, changed } = await changedGoals(page);
  // The browser's own "leave site?" question (beforeunload) is answered yes: she reloads on purpose.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(korean).toHaveValue(changed);
  await expect(page.getByRole('button', { name: '저장', exact: true })).toBeEnabled();

  // The kept draft still guards: the page's own back button asks.
  await page.getByRole('button', { name: '‹ 마이페이지' }).tap();
  await backConfirm(page).getByRole('button', { name: '확인' }).tap();
  await expect(page).toHaveURL((u) => u.pathname === '/mypage');
  await page.goto('/mypage/goals');
  await expect(page.getByRole('button', { name: '저장됨' })).toBeDisabled();
});

test('the exam form’s 다음 is on screen on step 1 without scrolling, and works from there', async ({ page }) => {
  await signIn(page, 'student1', '/education/exams/new');
  await expect(page.getByRole('heading', { name: '1단계 · 시험 선택' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  // The step is longer than the screen, so only the sticky bar keeps the button in sight.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(812);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const next = page.getByRole('button', { name: '다음' });
  const box = (await next.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(812);
  expect(box.height).toBeGreaterThanOrEqual(48);

  // Picked far down the list: the next step still opens at its top, the stepper and the exam's name
  // in view.
  const choice = page.locator('label', { has: page.locator('input[type="radio"]:not([disabled])') }).last();
  await choice.scrollIntoViewIfNeeded();
  await choice.getByRole('radio').check();
  const examName = (await choice.innerText()).split('\n')[0]!.trim();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await next.tap();
  await expect(page.getByRole('heading', { name: '2단계 · 등급' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('list', { name: '입력 단계' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByText(examName, { exact: true })).toBeInViewport();
});

test('the browser’s Back on the exam form goes to the step before, and asks only on the first step', async ({ page }) => {
  await signIn(page, 'student1', '/education');
  await page.goto('/education/exams/new');
  const choice = page.locator('label', { has: page.locator('input[type="radio"]:not([disabled])') }).first();
  await choice.getByRole('radio').check();
  await page.getByRole('button', { name: '다음' }).tap();
  await expect(page.getByRole('heading', { name: '2단계 · 등급' })).toBeVisible();

  // Back: step 1 again, her choice kept, nothing asked and the page not left.
  await page.goBack();
  await expect(page.getByRole('heading', { name: '1단계 · 시험 선택' })).toBeVisible();
  await expect(choice.getByRole('radio')).toBeChecked();
  await expect(backConfirm(page)).toBeHidden();
  await expect(page).toHaveURL(/\/education\/exams\/new$/);

  // Forward through the steps again, and Back from step 1: now it asks; 취소 keeps the form.
  await page.getByRole('button', { name: '다음' }).tap();
  await expect(page.getByRole('heading', { name: '2단계 · 등급' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: '1단계 · 시험 선택' })).toBeVisible();
  await page.goBack();
  await backConfirm(page).getByRole('button', { name: '취소' }).tap();
  await expect(page.getByRole('heading', { name: '1단계 · 시험 선택' })).toBeVisible();
  await expect(choice.getByRole('radio')).toBeChecked();
  await expect(backConfirm(page)).toBeHidden();
  // Back again while it asks closes the question, as 취소: she is still on the form, still guarded.
  await page.goBack();
  await expect(backConfirm(page)).toBeVisible();
  await page.goBack();
  await expect(backConfirm(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: '1단계 · 시험 선택' })).toBeVisible();
  await expect(choice.getByRole('radio')).toBeChecked();
  // And 확인 leaves for the page before.
  await page.goBack();
  await backConfirm(page).getByRole('button', { name: '확인' }).tap();
  await expect(page).toHaveURL(/\/education$/);
});

test('a third target university turns 추가 into a note, not a greyed button', async ({ page }) => {
  await signIn(page, 'student5', '/mypage/goals');
  const add = page.getByRole('button', { name: '+ 목표 대학 추가' });
  const universities = page.getByLabel(/지망 대학$/);
  await expect(add).toBeEnabled();
  for (let i = 0; i < 3 && (await add.isVisible()); i++) await add.tap();
  await expect(add).toHaveCount(0);
  await expect(page.getByText('목표 대학은 세 곳까지 정할 수 있어요.')).toBeVisible();
  await expect(universities).toHaveCount(3);

  // A message goes once its field is mended (a row's message stayed, red, after she typed it).
  for (const n of [1, 2, 3]) {
    const university = page.getByLabel(`${n}지망 대학`);
    if (!(await university.inputValue())) await university.fill(['서울대학교', '연세대학교', '고려대학교'][n - 1]!);
    const department = page.getByLabel(`${n}지망 학과`);
    await department.fill(n === 3 ? '' : '경영학과');
  }
  await page.getByRole('button', { name: '저장', exact: true }).tap();
  const third = page.getByLabel('3지망 학과');
  await expect(third).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('학과를 입력해 주세요.')).toBeVisible();
  await third.fill('국어국문학과');
  await expect(third).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('학과를 입력해 주세요.')).toHaveCount(0);
});

test.describe('offline', () => {
  // The service worker keeps the kit's overlays for when the phone is offline.
  test.use({ serviceWorkers: 'allow' });
  test('the exam form’s 다음 says the connection is gone instead of doing nothing', async ({ page, context }) => {
    await signIn(page, 'student6', '/education/exams/new');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
      .toMatch(/\/sw\.js$/);
    await expect(page.getByRole('heading', { name: '1단계 · 시험 선택' })).toBeVisible();
    await context.setOffline(true);
    await page
      .locator('label', { has: page.locator('input[type="radio"]:not([disabled])') })
      .first()
      .getByRole('radio')
      .check();
    await page.getByRole('button', { name: '다음' }).tap();
    await expect(page.getByTestId('confirm-modal')).toContainText('인터넷 연결을 확인해 주세요.');
    await page.getByTestId('confirm-modal-confirm').tap();
    await expect(page.getByRole('heading', { name: '1단계 · 시험 선택' })).toBeVisible();
    // Back online, 다음 goes on.
    await context.setOffline(false);
    await page.getByRole('button', { name: '다음' }).tap();
    await expect(page.getByRole('heading', { name: '2단계 · 등급' })).toBeVisible();
  });
});
