import { expect, test, type Page } from './fixtures';
import { seoulDate } from '@portal/contract/dates';
import { DEMO_PASSWORD, alarmCount, hydrated, personOn, pickChild, pickTime } from './helpers';

const cardOf = (page: Page, reason: string) => page.getByRole('article').filter({ hasText: reason });

test('a vacation goes request (student1) -> consent (parent1) -> approval (teacher1), each seeing it and being notified', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await personOn(browser, 'student1');
  const parent = await personOn(browser, 'parent1');
  const teacher = await personOn(browser, 'teacher1');
  const before = { student: await alarmCount(student), parent: await alarmCount(parent), teacher: await alarmCount(teacher) };
  const reason = '사촌 동생 돌잔치에 가족과 함께 다녀오겠습니다.';

  // The student asks; a return before the start is refused next to the field.
  await student.goto('/mypage/vacations');
  await student.getByRole('button', { name: '휴가 신청' }).tap();
  const form = student.getByRole('form', { name: '새 휴가 신청' });
  await form.getByRole('button', { name: '신청하기' }).tap();
  await expect(form.getByText('휴가 종류를 선택해 주세요.')).toBeVisible();
  await expect(form.getByText('사유를 입력해 주세요.')).toBeVisible();
  // The date is filled (tomorrow), the time is not: the time says so, not the date.
  const startTime = form.getByRole('button', { name: '시작 시간 선택' });
  await expect(startTime).toHaveAttribute('aria-invalid', 'true');
  await expect(startTime).toHaveAccessibleDescription('시작 일시를 선택해 주세요.');
  await expect(form.getByLabel('시작 날짜')).toHaveAttribute('aria-invalid', 'false');
  await form.getByRole('radio', { name: '외박' }).tap();
  await form.getByLabel('시작 날짜').fill(seoulDate(new Date(), 12));
  await pickTime(student, '시작 시간', 1, '14:00');
  await form.getByLabel('복귀 예정 날짜').fill(seoulDate(new Date(), 11));
  await pickTime(student, '복귀 예정 시간', 0, '18:00');
  await form.getByLabel('사유').fill(reason);
  await form.getByRole('button', { name: '신청하기' }).tap();
  const endError = form.getByRole('alert').filter({ hasText: '복귀 예정 일시는 시작 일시보다 뒤여야 합니다.' });
  await expect(endError).toBeVisible();
  await expect(form.getByRole('button', { name: /^복귀 예정 시간/ })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('복귀 예정 날짜').fill(seoulDate(new Date(), 13));
  await expect(endError).toBeHidden();
  await form.getByRole('button', { name: '신청하기' }).tap();
  await expect(student.getByText('휴가를 신청했습니다.')).toBeVisible();
  await expect(form).toBeHidden();
  const mine = cardOf(student, reason);
  await expect(mine).toContainText('외박');
  await expect(mine).toContainText('보호자 동의 대기');
  await expect(mine.getByRole('button', { name: '신청 취소' })).toBeVisible();

  // Her mother hears of it and consents, for the right child.
  expect(await alarmCount(parent)).toBe(before.parent + 1);
  await parent.goto('/mypage/vacations');
  await pickChild(parent, '김하린');
  await expect(parent.getByRole('heading', { name: '김하린 학생의 휴가 내역' })).toBeVisible();
  await expect(parent.getByRole('button', { name: '휴가 신청' })).toHaveCount(0);
  const asked = cardOf(parent, reason);
  await asked.getByRole('button', { name: '동의하기' }).tap();
  await parent.getByRole('alertdialog').getByRole('button', { name: '동의', exact: true }).tap();
  await expect(asked).toContainText('선생님 승인 대기');
  await expect(asked).toContainText('보호자 동의 · 박지현');
  await expect(asked.getByRole('button', { name: '동의하기' })).toHaveCount(0);
  // What asked her to consent is answered: no longer unread.
  expect(await alarmCount(parent)).toBe(before.parent);

  // She hears that her mother consented; the teacher hears of it and approves.
  expect(await alarmCount(student)).toBe(before.student + 1);
  expect(await alarmCount(teacher)).toBe(before.teacher + 1);
  await teacher.goto('/staff/vacations');
  await expect(teacher.getByRole('button', { name: '승인 대기' })).toHaveAttribute('aria-pressed', 'true');
  const waiting = cardOf(teacher, reason);
  await expect(waiting).toContainText('김하린');
  await waiting.getByRole('button', { name: '승인', exact: true }).tap();
  await teacher.getByRole('alertdialog').getByRole('button', { name: '승인', exact: true }).tap();
  await expect(teacher.getByText('승인했습니다.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await teacher.getByRole('button', { name: '복귀 확인' }).tap();
  await expect(cardOf(teacher, reason)).toContainText('시작 일시가 지나면 복귀를 기록할 수 있습니다.');

  // The student and her mother both hear the decision and see it.
  expect(await alarmCount(student)).toBe(before.student + 2);
  await student.goto('/mypage/vacations');
  await expect(cardOf(student, reason).getByText('승인', { exact: true })).toBeVisible();
  await expect(cardOf(student, reason)).toContainText('정우진 선생님');
  await expect(cardOf(student, reason).getByRole('button', { name: '신청 취소' })).toHaveCount(0);
  expect(await alarmCount(parent)).toBe(before.parent + 1);

  for (const p of [student, parent, teacher]) await p.context().close();
});

test('a student with no parent account asks, is told a teacher decides at once, and a teacher does', async ({ browser }) => {
  test.setTimeout(90_000);
  // student4 has no linked parent: her request used to wait for a consent no one could give.
  const student = await personOn(browser, 'student4');
  const teacher = await personOn(browser, 'teacher1');
  const reason = '치과 정기 검진에 다녀오겠습니다.';
  await student.goto('/mypage/vacations');
  await student.getByRole('button', { name: '휴가 신청' }).tap();
  const form = student.getByRole('form', { name: '새 휴가 신청' });
  await form.getByRole('radio', { name: '외출' }).tap();
  await form.getByLabel('시작 날짜').fill(seoulDate(new Date(), 15));
  await pickTime(student, '시작 시간', 1, '14:00');
  await form.getByLabel('복귀 예정 날짜').fill(seoulDate(new Date(), 15));
  await pickTime(student, '복귀 예정 시간', 0, '18:00');
  await form.getByLabel('사유').fill(reason);
  await form.getByRole('button', { name: '신청하기' }).tap();
  await expect(student.getByText('연결된 보호자가 없어 선생님이 바로 확인합니다.')).toBeVisible();
  await expect(cardOf(student, reason)).toContainText('선생님 승인 대기');
  await expect(cardOf(student, reason)).toContainText('보호자 동의 없이 접수');

  await teacher.goto('/staff/vacations');
  const waiting = cardOf(teacher, reason);
  await expect(waiting).toContainText('최지우');
  await waiting.getByRole('button', { name: '승인', exact: true }).tap();
  await teacher.getByRole('alertdialog').getByRole('button', { name: '승인', exact: true }).tap();
  await expect(teacher.getByText('승인했습니다.')).toBeVisible();
  await student.reload();
  await expect(cardOf(student, reason).getByText('승인', { exact: true })).toBeVisible();
  for (const p of [student, teacher]) await p.context().close();
});

test('a teacher rejects only with a reason, and marks a student back from an outing', async ({ browser }) => {
  const teacher = await personOn(browser, 'teacher2', '/staff/vacations');
  // The demo's request of 김서아 waits for a decision.
  const card = cardOf(teacher, '할머니 칠순 잔치');
  await card.getByRole('button', { name: '반려' }).tap();
  await card.getByRole('button', { name: '반려하기' }).tap();
  await expect(card.getByRole('alert')).toHaveText('반려 사유를 입력해 주세요.');
  await expect(card.getByLabel('반려 사유')).toHaveAttribute('aria-invalid', 'true');
  // A reason kept over a reload opens its form again, and 취소 still closes it (it stayed open).
  await card.getByLabel('반려 사유').fill('진료 확인서를 함께 올려 주세요.');
  await teacher.reload();
  await expect(card.getByLabel('반려 사유')).toHaveValue('진료 확인서를 함께 올려 주세요.');
  await card.getByRole('button', { name: '취소' }).tap();
  await expect(card.getByRole('button', { name: '승인', exact: true })).toBeVisible();

  // 최지우 is out on an outing right now.
  await teacher.getByRole('button', { name: '복귀 확인' }).tap();
  const away = cardOf(teacher, '교정 치과 진료');
  await away.getByRole('button', { name: '지금 복귀' }).tap();
  await teacher.getByRole('alertdialog').getByRole('button', { name: '복귀 기록' }).tap();
  await expect(teacher.getByText('복귀를 기록했습니다.')).toBeVisible();
  await expect(away).toHaveCount(0);
  await teacher.context().close();
});

test('a parent sees only the child she picked, read-only but for consent', async ({ browser }) => {
  const parent = await personOn(browser, 'parent1', '/mypage/vacations');
  await pickChild(parent, '김서아');
  await expect(parent.getByRole('heading', { name: '김서아 학생의 휴가 내역' })).toBeVisible();
  await expect(cardOf(parent, '할머니 칠순 잔치').or(cardOf(parent, '피부과 진료'))).not.toHaveCount(0);
  await expect(cardOf(parent, '안경을 새로 맞추러')).toHaveCount(0);
  await expect(parent.getByRole('button', { name: '신청 취소' })).toHaveCount(0);
  await expect(parent.getByRole('button', { name: '휴가 신청' })).toHaveCount(0);
  await pickChild(parent, '김하린');
  await expect(cardOf(parent, '안경을 새로 맞추러').getByRole('button', { name: '동의하기' })).toBeVisible();
  await parent.context().close();
});

test('a mother does not consent, with a reason her daughter reads; the request ends without a teacher', async ({ browser }) => {
  test.setTimeout(90_000);
  const student = await personOn(browser, 'student2', '/');
  const reason = '친구들과 영화 보러 외출하고 싶어요.';
  const day = seoulDate(new Date(), 23);
  const token = await student.evaluate(async () => (await (await fetch('/api/auth/session')).json()).accessToken as string);
  const asked = await student.request.post('/backend/vacations/', {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 'outing', startAt: `${day}T13:00:00+09:00`, expectedReturnAt: `${day}T18:00:00+09:00`, reason },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const parent = await personOn(browser, 'parent1', '/mypage/vacations');
  await pickChild(parent, '김서아');
  const card = cardOf(parent, reason);
  await card.getByRole('button', { name: '동의하지 않기' }).tap();
  // Without a reason: refused beside the field, nothing sent.
  await card.getByRole('button', { name: '동의하지 않기' }).tap();
  await expect(card.getByText('동의하지 않는 이유를 적어 주세요.')).toBeVisible();
  await card.getByLabel(/동의하지 않는 이유/).fill('이번 주는 모의고사 준비에 집중했으면 해요.');
  await card.getByRole('button', { name: '동의하지 않기' }).tap();
  await expect(parent.getByText('동의하지 않았습니다.')).toBeVisible();
  await expect(card).toContainText('보호자 미동의');
  await expect(card.getByRole('button', { name: '동의하기' })).toHaveCount(0);

  // Her daughter reads why, on her list and in her alarm.
  await student.goto('/mypage/vacations');
  const hers = cardOf(student, reason);
  await expect(hers).toContainText('보호자 미동의 · 박지현');
  await expect(hers).toContainText('보호자 의견 이번 주는 모의고사 준비에 집중했으면 해요.');
  await student.goto('/alarms');
  await expect(student.getByText('보호자가 외출 신청에 동의하지 않았습니다.').first()).toBeVisible();
  await student.context().close();
  await parent.context().close();
});

test('the counselling cycle is the student’s to set and her mother’s to read', async ({ browser }) => {
  const student = await personOn(browser, 'student2', '/mypage/counseling');
  const korean = student.getByRole('group', { name: '국어' });
  await expect(korean.getByRole('radio', { name: '매주' })).toBeChecked();
  await korean.getByRole('radio', { name: '매월' }).tap();
  await student.getByRole('button', { name: '저장', exact: true }).tap();
  await expect(student.getByText('상담 주기를 저장했습니다.')).toBeVisible();
  await student.reload();
  await expect(student.getByRole('group', { name: '국어' }).getByRole('radio', { name: '매월' })).toBeChecked();

  const parent = await personOn(browser, 'parent1', '/mypage/counseling');
  await pickChild(parent, '김서아');
  // One name on the screen, in the header, the heading and the tab; the child is said below it.
  await expect(parent.getByRole('heading', { name: '자녀의 상담 주기' })).toBeVisible();
  await expect(parent.locator('header').getByText('자녀의 상담 주기', { exact: true })).toBeVisible();
  await expect(parent).toHaveTitle(/^자녀의 상담 주기 \| /);
  await expect(parent.getByText('김서아 학생이 고른 과목별 상담 주기예요.', { exact: false })).toBeVisible();
  const seen = parent.getByRole('group', { name: '국어' });
  await expect(seen.getByRole('radio', { name: '매월' })).toBeChecked();
  await expect(seen.getByRole('radio', { name: '매주' })).toBeDisabled();
  await expect(parent.getByRole('button', { name: /^저장/ })).toHaveCount(0);
  await parent.goto('/mypage/allergies');
  await expect(parent.getByRole('heading', { name: '자녀의 알레르기' })).toBeVisible();
  await expect(parent).toHaveTitle(/^자녀의 알레르기 \| /);
  await expect(parent.getByText('김서아 학생이 등록한 알레르기예요.', { exact: false })).toBeVisible();
  for (const p of [student, parent]) await p.context().close();
});

test('changing the password signs out her other session and keeps this one', async ({ browser }) => {
  test.setTimeout(90_000);
  const here = await personOn(browser, 'student6', '/mypage/change-password');
  const elsewhere = await personOn(browser, 'student6', '/mypage');
  await expect(elsewhere.getByRole('heading', { name: '윤채원' })).toBeVisible();

  const field = (label: string) => here.getByLabel(label, { exact: true });
  const submit = () => here.getByRole('button', { name: '비밀번호 변경', exact: true }).tap();
  const errorOf = (label: string) => field(label).locator('xpath=..').getByRole('alert');

  await field('현재 비밀번호').fill(DEMO_PASSWORD);
  await field('새 비밀번호').fill('짧은비번');
  await field('새 비밀번호 확인').fill('짧은비번');
  await submit();
  await expect(errorOf('새 비밀번호')).toHaveText('새 비밀번호는 8자 이상으로 입력해 주세요.');

  await field('새 비밀번호').fill('12345678');
  await field('새 비밀번호 확인').fill('12345678');
  await submit();
  await expect(errorOf('새 비밀번호')).toHaveText('너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.');

  const fresh = '양평 청람 기숙사 창가 자리';
  await field('현재 비밀번호').fill('not-my-password');
  await field('새 비밀번호').fill(fresh);
  await field('새 비밀번호 확인').fill(fresh);
  await submit();
  await expect(errorOf('현재 비밀번호')).toHaveText('현재 비밀번호가 올바르지 않습니다.');
  await expect(here).toHaveURL(/\/mypage\/change-password$/);

  await field('현재 비밀번호').fill(DEMO_PASSWORD);
  await submit();
  await expect(here.getByText('비밀번호를 변경했습니다.')).toBeVisible();
  await expect(field('현재 비밀번호')).toHaveValue('');

  // The other phone is sent to sign-in by itself, without a tap: its live stream ends with its sign-in,
  // and reconnecting finds it over. This one stays, across a token refresh.
  await expect(elsewhere).toHaveURL(/\/sign\/login\?error=SessionExpired&redirect=/, { timeout: 15_000 });
  await here.waitForTimeout(7_000);
  await here.goto('/mypage');
  await expect(here.getByRole('heading', { name: '윤채원' })).toBeVisible();
  await here.getByRole('link', { name: '휴가 내역' }).tap();
  await expect(here.getByRole('heading', { name: '휴가 내역' })).toBeVisible();
  await expect(here).toHaveURL(/\/mypage\/vacations$/);

  // The new password signs in, back where it was sent off; the old one no longer does. Its own call on
  // /mypage may have been refused before the tap (6 s tokens here), which sends it off from /mypage.
  const from = new URL(elsewhere.url()).searchParams.get('redirect');
  expect(['/mypage/vacations', '/mypage']).toContain(from);
  await elsewhere.getByLabel('아이디').fill('student6');
  await elsewhere.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await elsewhere.getByRole('button', { name: '로그인' }).tap();
  await expect(elsewhere.locator('#login-error')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.');
  await elsewhere.getByLabel('비밀번호').fill(fresh);
  await elsewhere.getByRole('button', { name: '로그인' }).tap();
  await expect(elsewhere).toHaveURL(new RegExp(`${from}$`));

  // Her demo password back: a spec run after this one on the same portal signs her in with it (one
  // did, at 200 % zoom, and failed when the two happened to share a worker).
  const { access } = await (
    await here.request.post('/backend/accounts/login/', { data: { username: 'student6', password: fresh } })
  ).json();
  const back = await here.request.post('/backend/accounts/password/', {
    headers: { authorization: `Bearer ${access}` },
    data: { currentPassword: fresh, newPassword: DEMO_PASSWORD, newPasswordConfirm: DEMO_PASSWORD },
  });
  expect(back.ok(), await back.text()).toBe(true);
  for (const p of [here, elsewhere]) await p.context().close();
});

test('the request form, while its code comes, stands in at about its own height: her history below drops once, not twice', async ({
  browser,
}) => {
  const student = await personOn(browser, 'student3', '/mypage/vacations');
  const history = student.getByRole('article').first();
  await expect(history).toBeVisible();
  await hydrated(student);
  // A slow network: the form's code takes two seconds.
  await student.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((r) => setTimeout(r, 2_000));
    await route.continue();
  });
  await student.getByRole('button', { name: '휴가 신청' }).tap();
  await expect(student.getByRole('status').filter({ hasText: '신청서를 여는 중입니다' })).toBeVisible();
  const meanwhile = (await history.boundingBox())!.y;
  await expect(student.getByRole('form', { name: /휴가 신청/ })).toBeVisible();
  // Four cards stood in, 128 px short of the form.
  expect(Math.abs((await history.boundingBox())!.y - meanwhile)).toBeLessThan(40);
  await student.context().close();
});
