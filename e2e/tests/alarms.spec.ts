import { seoulDate } from '@portal/contract/dates';
import { expect, test, type Page } from './fixtures';
import { callAs, isHydrated, personOn, pickChild, pickTime, renewSession, slowScripts } from './helpers';

/** The home screen's unread alarm count, once the profile is the API's (not the session's copy). */
async function homeCount(page: Page) {
  await expect(page.locator('section[data-state="fresh"]')).toBeVisible();
  return Number((await page.getByTestId('home-alarm-count').locator('strong').textContent())!.replace(/\D/g, ''));
}

const stamp = () => new Date().toISOString().slice(11, 19);

test('an answer to her inquiry moves her badge live; the alarm opens the answer and is read', async ({ browser }) => {
  test.setTimeout(120_000);
  const student = await personOn(browser, 'student1', '/');
  const teacher = await personOn(browser, 'teacher1', '/staff/inquiries');
  const question = `모의고사 수학 21번 풀이를 여쭤봅니다 (${stamp()})`;
  const asked = await callAs(student, 'student1', 'POST', '/inquiries/', {
    kind: 'academic',
    subject: 'math',
    teacherId: null,
    answerMethod: 'app',
    body: question,
  });

  // Her home, opened once and never reloaded from here on.
  await student.goto('/');
  const before = await homeCount(student);
  await student.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const answer = '21번은 그래프의 대칭을 먼저 보면 풀립니다. 해설지 3쪽을 함께 보세요.';
  await callAs(teacher, 'teacher1', 'POST', `/staff/inquiries/${asked.id}/answer/`, { answer });
  await expect(student.getByTestId('home-alarm-count').locator('strong')).toHaveText(`${before + 1}건`, { timeout: 15_000 });
  expect(await student.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // Home's count opens the list; the newest alarm is the answer, unread.
  await student.getByTestId('home-alarm-count').tap();
  await expect(student).toHaveURL(/\/alarms$/);
  await expect(student.getByRole('heading', { name: /^알림/ })).toBeVisible();
  const row = student.getByTestId('alarm-row').first();
  await expect(row).toContainText('문의에 답변이 등록되었습니다 (학습 문의 · 수학).');
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(student.getByTestId('alarms-unread')).toHaveText(`읽지 않은 알림 ${before + 1}건`);

  await row.tap();
  await expect(student).toHaveURL(new RegExp(`/contactus/${asked.id}`));
  await expect(student.getByText(answer)).toBeVisible();

  // Back on the list: read, and the badge is one less.
  await student.goBack();
  await expect(student).toHaveURL(/\/alarms$/);
  await expect(student.getByTestId('alarm-row').first()).toHaveAttribute('data-unread', 'false');
  if (before > 0) await expect(student.getByTestId('alarms-unread')).toHaveText(`읽지 않은 알림 ${before}건`);
  else await expect(student.getByTestId('alarms-unread')).toHaveCount(0);
});

test('parent1 with two children: an alarm about her second child opens that child’s page', async ({ browser }) => {
  test.setTimeout(120_000);
  const parent = await personOn(browser, 'parent1', '/');
  const seoa = await personOn(browser, 'student2', '/');
  // She was looking at her first child, 김하린.
  await parent.goto('/mypage/vacations');
  await pickChild(parent, '김하린');
  await expect(parent.getByRole('radio', { name: '김하린' })).toHaveAttribute('aria-checked', 'true');

  // The drawer's bell opens her alarm list.
  await parent.getByRole('button', { name: '메뉴 열기' }).tap();
  await parent.getByRole('link', { name: /^알림/ }).tap();
  await expect(parent).toHaveURL(/\/alarms$/);
  await expect(parent.getByTestId('alarm-row').first()).toBeVisible();
  // Her alarms are about both children: no switcher here that would change nothing.
  await expect(parent.getByRole('radiogroup', { name: '자녀 선택' })).toHaveCount(0);

  // Her second child asks for an outing: the alarm arrives in the open list, without a reload.
  const reason = `치과 진료 다녀오겠습니다 (${stamp()})`;
  const day = seoulDate(new Date(), 25);
  await callAs(seoa, 'student2', 'POST', '/vacations/', {
    type: 'outing',
    startAt: `${day}T14:00:00+09:00`,
    expectedReturnAt: `${day}T17:00:00+09:00`,
    reason,
  });
  const row = parent.getByTestId('alarm-row').first();
  await expect(row).toContainText('김서아 학생의 외출 신청에 동의가 필요합니다.', { timeout: 15_000 });

  await row.tap();
  await expect(parent).toHaveURL((u) => u.pathname === '/mypage/vacations');
  // 김서아's page, not 김하린's: her request is there, the switcher on her, the address clean again.
  await expect(parent.getByRole('radio', { name: '김서아' })).toHaveAttribute('aria-checked', 'true');
  await expect(parent.getByText(reason)).toBeVisible();
  await expect(parent).toHaveURL((u) => !u.search.includes('student='));
  // Her choice is remembered: the switcher still decides.
  await pickChild(parent, '김하린');
  await expect(parent.getByRole('radio', { name: '김하린' })).toHaveAttribute('aria-checked', 'true');
  await expect(parent.getByText(reason)).toHaveCount(0);

  // A link naming a child not hers (one unlinked since the alarm): she is told, and sees her own child's page.
  await parent.goto('/mypage/vacations?student=999999');
  await expect(parent.getByRole('status').filter({ hasText: '연결된 자녀가 아니에요.' })).toContainText(
    '김하린 학생의 화면을 보여 드려요.',
  );
  await expect(parent).toHaveURL((u) => !u.search.includes('student='));
  await expect(parent.getByRole('radio', { name: '김하린' })).toHaveAttribute('aria-checked', 'true');
});

test('모두 읽음 zeroes her badge everywhere', async ({ browser }) => {
  const parent = await personOn(browser, 'parent1', '/alarms');
  const harin = await personOn(browser, 'student1', '/');
  const day = seoulDate(new Date(), 27);
  // Something unread: her first child asks for an outing.
  await callAs(harin, 'student1', 'POST', '/vacations/', {
    type: 'outing',
    startAt: `${day}T10:00:00+09:00`,
    expectedReturnAt: `${day}T12:00:00+09:00`,
    reason: `안경점 다녀오겠습니다 (${stamp()})`,
  });
  await expect(parent.getByTestId('alarms-unread')).toBeVisible({ timeout: 15_000 });
  await expect(parent.locator('[data-testid="alarm-row"][data-unread="true"]').first()).toBeVisible();
  const readAll = parent.getByRole('button', { name: '모두 읽음' });
  await readAll.tap();
  await expect(parent.getByTestId('alarms-unread')).toHaveCount(0);
  await expect(readAll).toBeDisabled();
  await expect(parent.locator('[data-testid="alarm-row"][data-unread="true"]')).toHaveCount(0);
  await parent.getByRole('button', { name: '메뉴 열기' }).tap();
  await expect(parent.getByTestId('drawer-alarm-count')).toHaveCount(0);
  await parent.getByRole('button', { name: '메뉴 닫기' }).tap();
  // And on home, after a reload (the server's count, not this tab's memory).
  await parent.goto('/');
  expect(await homeCount(parent)).toBe(0);
});

test('the alarm settings stay put once the page knows this browser: its push help is drawn from the first paint', async ({ page }) => {
  // This browser refuses notifications (the headless shell): the switch sends her to the help page.
  await renewSession(page, 'student1');
  await slowScripts(page);
  await page.goto('/mypage/alarms', { waitUntil: 'commit' });
  const help = page.getByRole('link', { name: '알림이 오지 않을 때 해결 방법 보기' });
  await expect(help).toBeVisible();
  await expect(page.getByText('브라우저에서 알림이 차단되어 있어요.')).toBeVisible();
  const switches = () => page.getByRole('switch').evaluateAll((all) => all.map((s) => Math.round(s.getBoundingClientRect().top)));
  const before = await switches();
  expect(await isHydrated(page)).toBe(false);
  // The device's switch and the seven kinds of alarm, from the server's HTML.
  expect(before.length).toBeGreaterThanOrEqual(8);
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
  // Known now by the switch itself: the same line, the same hint, and not a switch moved.
  await expect(page.getByRole('switch', { name: /이 기기에서 알림 받기/ })).toBeDisabled();
  await expect(help).toBeVisible();
  await expect(help).toHaveCount(1);
  expect(await switches()).toEqual(before);
});

test('her quiet hours are picked with the time picker and kept: the days, a start and an end, or all day', async ({ browser }) => {
  // The admin: no spec subscribes her to push or opens her settings (kit.spec taps teacher1's and
  // teacher2's days, expecting none chosen). Her days are taken off again at the end.
  const page = await personOn(browser, 'admin', '/mypage/alarms');
  const days = page.getByRole('group', { name: '방해 금지 요일' });
  // No day chosen: no quiet hours, and no times to pick.
  await expect(page.getByRole('button', { name: /^시작/ })).toBeDisabled();
  await days.getByRole('button', { name: '토', exact: true }).tap();
  await days.getByRole('button', { name: '일', exact: true }).tap();
  await pickTime(page, '시작', 1, '23:00');
  await pickTime(page, '종료', 0, '07:00');
  await page.getByRole('button', { name: '저장', exact: true }).tap();
  await expect(page.getByText('알림 설정을 저장했습니다.')).toBeVisible();

  await page.reload();
  await expect(days.getByRole('button', { name: '토', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(days.getByRole('button', { name: '일', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(days.getByRole('button', { name: '월', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: /^시작/ })).toHaveText('23:00');
  await expect(page.getByRole('button', { name: /^종료/ })).toHaveText('07:00');

  // 종일: the times step aside.
  await page.getByRole('switch', { name: '종일' }).tap();
  await expect(page.getByRole('button', { name: /^시작/ })).toBeDisabled();
  await page.getByRole('button', { name: '저장', exact: true }).tap();
  await expect(page.getByRole('button', { name: '저장됨' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: '종일' })).toBeChecked();

  await days.getByRole('button', { name: '토', exact: true }).tap();
  await days.getByRole('button', { name: '일', exact: true }).tap();
  await page.getByRole('button', { name: '저장', exact: true }).tap();
  await expect(page.getByRole('button', { name: '저장됨' })).toBeVisible();
  await page.context().close();
});
