import { expect, test, type Locator, type Page } from './fixtures';
import { openedPicker, PICKER_ROW as ROW, signIn, touchDrag } from './helpers';

/** Opens the notification settings with Saturday as a quiet day, so the time buttons are enabled. */
async function openSettings(page: Page, username: string) {
  await signIn(page, username, '/mypage');
  await page.getByRole('link', { name: '알림 설정' }).tap();
  await expect(page.getByRole('heading', { name: '알림 설정' })).toBeVisible();
  const saturday = page.getByRole('button', { name: '토' });
  await saturday.tap();
  await expect(saturday).toHaveAttribute('aria-pressed', 'true');
  // The guard's entry is on the history: what Back will meet (its code arrives just after the change).
  await expect.poll(() => page.evaluate(() => (history.state as Record<string, unknown> | null)?.__kitBackGuard)).toBe(true);
}

async function openPicker(page: Page, which: '시작' | '종료') {
  await page.getByRole('button', { name: new RegExp(`^${which}`) }).tap();
  return openedPicker(page);
}

const valueOf = (column: Locator) => column.getAttribute('aria-valuenow').then(Number);

test.describe('time picker on the notification settings', () => {
  test('picks the start time by touch drag and shows it on the form', async ({ page }) => {
    await openSettings(page, 'teacher1');
    await openPicker(page, '시작');
    const hour = page.getByTestId('time-picker-hour');
    expect(await valueOf(hour)).toBe(22);
    await touchDrag(page, hour, -2);
    await expect(hour).toHaveAttribute('aria-valuenow', '20');
    await page.getByRole('button', { name: '20:00로 선택' }).tap();
    await expect(page.getByTestId('time-picker')).toBeHidden();
    await expect(page.getByRole('button', { name: /^시작/ })).toHaveText('20:00');
  });

  test('picks by mouse drag and by the wheel', async ({ page }) => {
    await openSettings(page, 'teacher2');
    await openPicker(page, '종료');
    const hour = page.getByTestId('time-picker-hour');
    const minute = page.getByTestId('time-picker-minute');
    expect(await valueOf(hour)).toBe(7);
    const box = (await hour.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 2 * ROW, { steps: 8 });
    await page.mouse.up();
    await expect(hour).toHaveAttribute('aria-valuenow', '9');
    const mbox = (await minute.boundingBox())!;
    await page.mouse.move(mbox.x + mbox.width / 2, mbox.y + mbox.height / 2);
    await page.mouse.wheel(0, 100);
    await expect(minute).not.toHaveAttribute('aria-valuenow', '0');
    const picked = await valueOf(minute);
    expect(picked).toBeGreaterThan(0);
    const label = `09:${String(picked).padStart(2, '0')}`;
    await page.getByRole('button', { name: `${label}으로 선택` }).click();
    await expect(page.getByRole('button', { name: /^종료/ })).toHaveText(label);
  });

  test('picks by keyboard, and a cancelled pick changes nothing', async ({ page }) => {
    await openSettings(page, 'student3');
    await openPicker(page, '시작');
    const hour = page.getByTestId('time-picker-hour');
    await hour.focus();
    await page.keyboard.press('ArrowUp');
    await expect(hour).toHaveAttribute('aria-valuenow', '23');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('time-picker-minute')).toHaveAttribute('aria-valuenow', '2');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^시작/ })).toHaveText('23:02');

    // Cancel by the close button, then by a tap outside: the value stays as it was.
    await openPicker(page, '시작');
    await touchDrag(page, page.getByTestId('time-picker-hour'), -3);
    await page.getByTestId('time-picker-close').tap();
    await expect(page.getByTestId('time-picker')).toBeHidden();
    await expect(page.getByRole('button', { name: /^시작/ })).toHaveText('23:02');
    await openPicker(page, '시작');
    await page.getByTestId('time-picker-backdrop').click({ position: { x: 10, y: 10 } });
    await expect(page.getByTestId('time-picker')).toBeHidden();
    await expect(page.getByRole('button', { name: /^시작/ })).toHaveText('23:02');
  });
});

test('saving shows a success modal that closes by itself; a failure shows a failed modal an outside tap does not close', async ({
  page,
}) => {
  await openSettings(page, 'student4');
  await page.getByRole('switch', { name: /채팅/ }).tap();
  await page.getByRole('button', { name: '저장' }).tap();
  const modal = page.getByTestId('confirm-modal');
  await expect(modal).toHaveAttribute('data-type', 'success');
  await expect(modal).toContainText('알림 설정을 저장했습니다.');
  await expect(modal).toBeHidden({ timeout: 3000 });
  await expect(page.getByRole('button', { name: '저장됨' })).toBeDisabled();

  // The server fails the next save.
  await page.route('**/backend/alarms/settings/', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'INTERNAL', message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' }),
        })
      : route.continue(),
  );
  await page.getByRole('switch', { name: /공지사항/ }).tap();
  await page.getByRole('button', { name: '저장' }).tap();
  await expect(modal).toHaveAttribute('data-type', 'failed');
  await expect(modal).toContainText('요청에 실패했습니다');
  await page.getByTestId('confirm-modal-backdrop').click({ position: { x: 5, y: 5 } });
  await page.waitForTimeout(400);
  await expect(modal).toBeVisible();
  await page.getByTestId('confirm-modal-confirm').tap();
  await expect(modal).toBeHidden();
  // Nothing she entered is lost.
  await expect(page.getByRole('switch', { name: /공지사항/ })).not.toBeChecked();
  await expect(page.getByRole('button', { name: '저장' })).toBeEnabled();
});

test('leaving a changed form by the browser back button asks first', async ({ page }) => {
  await openSettings(page, 'student5');
  // Saturday is pressed but not saved: the form is changed.
  await page.goBack();
  const dialog = page.getByRole('alertdialog', { name: '이전 페이지로 돌아갈까요?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('입력하거나 저장한 정보가 초기화됩니다.');
  await dialog.getByRole('button', { name: '취소' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/mypage\/alarms$/);
  await expect(page.getByRole('button', { name: '토' })).toHaveAttribute('aria-pressed', 'true');

  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '확인' }).tap();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByRole('heading', { name: '한소율' })).toBeVisible();
});

test('the page’s own back button asks too, and an unchanged form leaves at once', async ({ page }) => {
  await openSettings(page, 'student6');
  await page.getByRole('button', { name: '‹ 마이페이지' }).tap();
  const dialog = page.getByRole('alertdialog', { name: '이전 페이지로 돌아갈까요?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '취소' }).tap();
  await page.getByRole('button', { name: '토' }).tap();
  await expect(page.getByRole('button', { name: '토' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: '‹ 마이페이지' }).tap();
  await expect(page).toHaveURL(/\/mypage$/);
});

test.describe('not found inside the shell', () => {
  test('a wrong address keeps the header and drawer and offers the way home', async ({ page }) => {
    await signIn(page, 'student2');
    for (const path of ['/no-such-page', '/mypage/nothing-here', '/reservation/computer/extra']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다', level: 1 })).toBeVisible();
      // The tab (and a screen reader's first words) says so too, not the home page's title.
      await expect(page).toHaveTitle(/^페이지를 찾을 수 없습니다 \| /);
      await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeVisible();
    }
    await page.getByRole('button', { name: '메뉴 열기' }).tap();
    await expect(page.getByRole('navigation', { name: '전체 메뉴' })).toBeVisible();
    await page.getByRole('button', { name: '메뉴 닫기' }).tap();
    await expect(page.getByRole('navigation', { name: '전체 메뉴' })).toBeHidden();
    await page.getByRole('link', { name: '홈으로 가기' }).tap();
    await expect(page).toHaveURL((u) => u.pathname === '/');
  });

  test('a signed-out visitor of a guarded section is still sent to sign in', async ({ page }) => {
    await page.goto('/mypage/nothing-here');
    await expect(page).toHaveURL((u) => u.pathname === '/sign/login' && u.searchParams.get('redirect') === '/mypage/nothing-here');
    // An address that is no page at all answers the 404, titled as one.
    for (const path of ['/no-such-page', '/sign/nothing-here']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page).toHaveTitle(/^페이지를 찾을 수 없습니다 \| /);
    }
  });
});
