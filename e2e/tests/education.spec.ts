import { expect, test, type Browser, type BrowserContextOptions, type Page } from './fixtures';
import { addDays, formatMonthDay, seoulDate } from '@portal/contract/dates';
import { freshToken, pickChild, signIn } from './helpers';

/** A second person on another device: a fresh context with the project's phone settings. */
async function otherPhone(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  const options: BrowserContextOptions = {
    baseURL: use.baseURL,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
    userAgent: use.userAgent,
  };
  const context = await browser.newContext(options);
  return context.newPage();
}

/** The error shown next to a field, found the way a screen reader finds it (its description). */
const describedAs = (page: Page, label: string, message: RegExp | string) =>
  expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);

/** Taps 다음 from the foot of a step (the step longer than the screen: scrolled down to get there). */
async function nextFromBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('button', { name: '다음' }).tap();
}

/** A step opens at its top: the stepper and the exam's name in view. */
async function opensAtTop(page: Page, examName: string) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('list', { name: '입력 단계' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByText(examName, { exact: true }).first()).toBeInViewport();
}

test('student1 enters an exam in four steps, is stopped next to each wrong field, and sees it on the chart', async ({ page }) => {
  await signIn(page, 'student1', '/education');
  await page.getByRole('link', { name: '+ 성적 입력' }).tap();
  await expect(page.getByRole('heading', { name: '1단계 · 시험 선택' })).toBeVisible();

  // Step 1: no exam picked yet, once the calendar is on screen (tapped while it loads, 다음 says it in
  // the failed modal: no field to say it beside; seen on a busy machine).
  await expect(page.getByRole('radio').first()).toBeVisible();
  await page.getByRole('button', { name: '다음' }).tap();
  await expect(page.getByText('시험을 선택해 주세요.')).toBeVisible();
  const exam = page.getByRole('radio', { disabled: false }).first();
  const examLabel = (await exam.locator('xpath=..').innerText()).split('\n')[0]!.trim();
  await exam.check();
  await page.getByRole('button', { name: '다음' }).tap();

  // Step 2: grades, the two inquiry subjects different.
  await expect(page.getByRole('heading', { name: '2단계 · 등급' })).toBeVisible();
  await page.getByLabel('국어 등급').fill('10');
  await page.getByLabel('수학 등급').fill('3');
  await page.getByLabel('영어 등급').fill('1');
  await page.getByLabel('한국사 등급').fill('2');
  await page.getByLabel('탐구1 과목').selectOption('생활과 윤리');
  await page.getByLabel('탐구1 등급').fill('2');
  await page.getByLabel('탐구2 과목').selectOption('생활과 윤리');
  await page.getByLabel('탐구2 등급').fill('3');
  await page.getByRole('button', { name: '다음' }).tap();
  await describedAs(page, '국어 등급', '등급은 1부터 9까지 입력해 주세요.');
  await describedAs(page, '탐구2 과목', '탐구2는 탐구1과 다른 과목을 선택해 주세요.');
  await expect(page.getByLabel('국어 등급')).toBeFocused();
  await page.getByLabel('국어 등급').fill('2');
  await page.getByLabel('탐구2 과목').selectOption('사회·문화');
  await nextFromBottom(page);

  // Step 3: raw scores.
  await expect(page.getByRole('heading', { name: '3단계 · 원점수' })).toBeVisible();
  await opensAtTop(page, examLabel);
  const raw = { 국어: '87', 수학: '101', 영어: '92', 한국사: '44', 탐구1: '45', 탐구2: '39' };
  for (const [subject, value] of Object.entries(raw)) await page.getByLabel(new RegExp(`^${subject}`)).fill(value);
  // A reload here comes back on this step with what she typed (the browser's "leave site?" answered yes).
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('heading', { name: '3단계 · 원점수' })).toBeVisible();
  await expect(page.getByLabel(/^국어/)).toHaveValue('87');
  await page.getByRole('button', { name: '다음' }).tap();
  await expect(page.getByLabel(/^수학/)).toHaveAccessibleDescription('원점수는 0점부터 100점까지 입력해 주세요.');
  await page.getByLabel(/^수학/).fill('76');
  await nextFromBottom(page);

  // Step 4: wrong question numbers as a comma list.
  await expect(page.getByRole('heading', { name: '4단계 · 틀린 문항' })).toBeVisible();
  await opensAtTop(page, examLabel);
  await page.getByLabel(/^국어 틀린 문항/).fill('3, 15, 46');
  await page.getByLabel(/^수학 틀린 문항/).fill('14, 21 22, 29, 30');
  await page.getByLabel(/^영어 틀린 문항/).fill('31, 34');
  await page.getByLabel(/^한국사 틀린 문항/).fill('7, 12');
  await page.getByLabel(/^탐구1 틀린 문항/).fill('5, 18');
  await page.getByLabel(/^탐구2 틀린 문항/).fill('2, 9, 11, 20');
  await page.getByRole('button', { name: '저장' }).tap();
  await expect(page.getByLabel(/^국어 틀린 문항/)).toHaveAccessibleDescription(/문항 번호는 1번부터 45번까지입니다\./);
  await page.getByLabel(/^국어 틀린 문항/).fill('3, 15, 40');
  await expect(page.getByText('1~30번 · 5문항')).toBeVisible();
  await page.getByRole('button', { name: '저장' }).tap();

  const modal = page.getByTestId('confirm-modal');
  await expect(modal).toContainText('성적을 저장했습니다.');
  await expect(page).toHaveURL((u) => u.pathname === '/education');

  // The list has it, and the chart draws it as the newest point, against her goal.
  await expect(page.getByRole('link', { name: new RegExp(examLabel) })).toContainText('국어 2 · 수학 3 · 영어 1 · 한국사 2 · 탐구 2·3');
  const chart = page.getByRole('img', { name: /국어 등급 그래프/ });
  await expect(chart).toHaveAccessibleDescription(/2등급\. 목표는 1등급입니다\.$/);
  // On a 375 px phone the chart fits its card whole: it scrolled sideways, its grade axis cut off.
  await expect(page.getByRole('region', { name: /옆으로 밀어 보기/ })).toHaveCount(0);
  const { chartWidth, cardWidth } = await chart.evaluate((svg) => ({
    chartWidth: svg.getBoundingClientRect().width,
    cardWidth: svg.parentElement!.clientWidth,
  }));
  expect(chartWidth).toBeLessThanOrEqual(cardWidth);
  await page.getByText('표로 보기').tap();
  const lastRow = page.getByRole('table').getByRole('row').last();
  await expect(lastRow).toContainText('2등급');
  await expect(lastRow).toContainText('87점');
  await page.getByRole('button', { name: '수학' }).tap();
  await expect(page.getByRole('img', { name: /수학 등급 그래프/ })).toHaveAccessibleDescription(/3등급\. 목표는 2등급입니다\.$/);

  // The detail shows everything she entered.
  await page.getByRole('link', { name: new RegExp(examLabel) }).tap();
  await expect(page.getByRole('row', { name: /^수학/ })).toContainText('14, 21, 22, 29, 30');
  await expect(page.getByRole('row', { name: /^탐구2/ })).toContainText('사회·문화');
  await expect(page.getByRole('link', { name: '수정' })).toBeVisible();

  // A new entry reloaded on its first step opens there again (the saved entry's 4단계 opened it).
  await page.goto('/education/exams/new');
  await page.getByRole('radio', { disabled: false }).first().check();
  await page.reload();
  await expect(page.getByRole('heading', { name: '1단계 · 시험 선택' })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
});

test('parent1 switches to student2 and sees only her data, read-only', async ({ page }) => {
  await signIn(page, 'parent1', '/education');
  const switcher = page.getByRole('radiogroup', { name: '자녀 선택' });
  await pickChild(switcher, '김서아');
  await expect(switcher.getByRole('radio', { name: '김서아' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('김서아 학생의 기록이에요. 보기만 할 수 있어요.')).toBeVisible();

  // Grades: her goal line (student2 aims at 2; student1 at 1), and no way to enter anything.
  await expect(page.getByRole('img', { name: /국어 등급 그래프/ })).toHaveAccessibleDescription(/목표는 2등급입니다\.$/);
  await expect(page.getByRole('link', { name: '+ 성적 입력' })).toHaveCount(0);

  await page.getByRole('tab', { name: '커리큘럼' }).tap();
  await expect(page.getByRole('link', { name: /고전시가 필수 작품 40선/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /미적분 킬러 문항/ })).toHaveCount(0);
  await page.getByRole('link', { name: /고전시가 필수 작품 40선/ }).tap();
  await expect(page.getByRole('heading', { name: '고전시가 필수 작품 40선' })).toBeVisible();
  await expect(page.getByText('정서 정리가 깔끔해요.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: '완강' })).toHaveCount(0);
  await expect(page.getByLabel('메모 내용')).toHaveCount(0);
  await page.getByRole('link', { name: '‹ 커리큘럼' }).tap();

  // Counselling: hers only; her opening does not mark it read for the student.
  await page.getByRole('tab', { name: '상담 기록' }).tap();
  const record = page.getByRole('link', { name: /언니와의 방 배정 관련 상담/ });
  await expect(record).toContainText('학생 미확인');
  await expect(page.getByRole('link', { name: /시험 불안 상담/ })).toHaveCount(0);
  await record.tap();
  await expect(page.getByText('주말 식사 시간에 함께 보내는 것으로', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: '‹ 상담 기록' }).tap();
  await expect(page.getByRole('link', { name: /언니와의 방 배정 관련 상담/ })).toContainText('학생 미확인');

  // Back to the other child: her records again.
  await pickChild(switcher, '김하린');
  await expect(page.getByRole('link', { name: /시험 불안 상담/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /언니와의 방 배정 관련 상담/ })).toHaveCount(0);
});

test('a teacher writes a counselling record; the student sees it and it becomes read', async ({ page, browser }) => {
  await signIn(page, 'teacher2', '/staff/education');
  // The list says whose counselling falls due: hers in 수학 (매주, last counselled five weeks ago).
  const yuna = page.getByRole('button', { name: /이유나/ });
  await expect(yuna.getByText('상담 차례 1과목')).toBeVisible();
  const unread = Number(/안 읽은 상담 (\d+)/.exec((await yuna.textContent())!)![1]);
  await yuna.tap();
  await page.getByRole('tab', { name: '상담 기록' }).tap();
  // When her next counselling falls, by the cycles she chose (the demo: 국어 매월, 수학 매주, 영어 격주).
  const next = page.getByRole('region', { name: '다음 상담' });
  await expect(next.getByRole('listitem')).toHaveCount(3);
  await expect(next.getByRole('listitem').filter({ hasText: '수학' })).toContainText('상담할 때예요');
  const english = next.getByRole('listitem').filter({ hasText: '영어' });
  await expect(english).toContainText('격주');
  await page.getByText('+ 상담 기록 쓰기').tap();
  await page.getByRole('button', { name: '상담 기록 저장' }).tap();
  await describedAs(page, '분류', '상담 분류를 선택해 주세요.');
  await describedAs(page, '제목', '제목을 입력해 주세요.');
  await page.getByLabel('분류').selectOption({ label: '생활' });
  await page.getByLabel('과목').selectOption({ label: '영어' });
  const title = '주말 외출 뒤 생활 리듬 점검';
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('상담 내용').fill('외출 뒤 취침 시간이 늦어졌습니다.\n이번 주는 11시 30분 전에 자기로 했습니다.');
  await page.getByRole('button', { name: '상담 기록 저장' }).tap();
  await expect(page.getByTestId('confirm-modal')).toContainText('상담 기록을 남겼습니다.');
  const written = page.getByRole('listitem').filter({ hasText: title });
  await expect(written).toContainText('학생 미확인');
  // Counselled in English today: her next English counselling is two weeks from today.
  await expect(english).toContainText(`${formatMonthDay(addDays(seoulDate(new Date()), 14))}쯤`);
  // The list's counts follow without a reload: one more record she has not read.
  await expect(yuna).toContainText(`안 읽은 상담 ${unread + 1}`);

  const student = await otherPhone(browser);
  await signIn(student, 'student3', '/education');
  await student.getByRole('tab', { name: '상담 기록' }).tap();
  const item = student.getByRole('link', { name: new RegExp(title) });
  await expect(item).toContainText('새 상담');
  await expect(item).toContainText('송미경 선생님');
  await item.tap();
  await expect(student.getByRole('heading', { name: title })).toBeVisible();
  await expect(student.getByText('이번 주는 11시 30분 전에 자기로 했습니다.', { exact: false })).toBeVisible();
  await student.getByRole('link', { name: '‹ 상담 기록' }).tap();
  await expect(student.getByRole('link', { name: new RegExp(title) })).toContainText('읽음');
  await expect(student.getByRole('link', { name: new RegExp(title) })).not.toContainText('새 상담');

  // The teacher sees that she read it.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('학생 확인');
  await student.context().close();
});

test('a teacher locks an exam; the student can no longer change it', async ({ page, browser }) => {
  // The student has the newest entry open for changes.
  const student = await otherPhone(browser);
  await signIn(student, 'student4', '/education');
  await student.getByRole('list', { name: '시험별 성적' }).getByRole('link').first().tap();
  await expect(student.getByText('선생님이 확정하기 전까지 수정할 수 있습니다.')).toBeVisible();
  const examName = (await student.getByRole('heading', { level: 1 }).innerText()).trim();
  await student.getByRole('link', { name: '수정' }).tap();
  await expect(student.getByRole('heading', { name: '2단계 · 등급' })).toBeVisible();

  // Meanwhile a teacher confirms it.
  await signIn(page, 'teacher1', '/staff/education');
  await page.getByRole('button', { name: /최지우/ }).tap();
  await page.getByRole('button', { name: `${examName} 확정`, exact: true }).tap();
  await expect(page.getByRole('button', { name: `${examName} 확정 해제`, exact: true })).toBeVisible();

  // Her save is refused with the reason, and the page shows it locked.
  await student.getByLabel('수학 등급').fill('2');
  // One step at a time: a second tap while the first step is still being checked is not a second 다음.
  for (const title of ['3단계 · 원점수', '4단계 · 틀린 문항']) {
    await student.getByRole('button', { name: '다음' }).tap();
    await expect(student.getByRole('heading', { name: title })).toBeVisible();
  }
  await student.getByRole('button', { name: '저장' }).tap();
  const modal = student.getByTestId('confirm-modal');
  await expect(modal).toHaveAttribute('data-type', 'failed');
  await expect(modal).toContainText('선생님이 확정한 성적이라 수정하거나 지울 수 없습니다.');
  await student.getByTestId('confirm-modal-confirm').tap();
  await expect(student.getByText('선생님이 확정한 성적이라 수정할 수 없습니다.')).toBeVisible();
  await student.getByRole('link', { name: '성적 보기로 돌아가기' }).tap();
  await expect(student.getByText(/정우진 선생님이 .*확정한 성적입니다\. 수정할 수 없습니다\./)).toBeVisible();
  await expect(student.getByRole('link', { name: '수정' })).toHaveCount(0);
  await expect(student.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await student.context().close();
});

test('a teacher sets a study plan (an end before the start is refused next to the field); the student follows it with memos and completes it', async ({
  page,
  browser,
}) => {
  const day = (offset: number) => seoulDate(new Date(), offset);
  await signIn(page, 'teacher1', '/staff/education');
  const soyul = page.getByRole('button', { name: /한소율/ });
  const active = Number(/진행 중 계획 (\d+)/.exec((await soyul.textContent())!)![1]);
  await soyul.tap();
  await page.getByRole('tab', { name: '학습 계획' }).tap();
  await page.getByText('+ 새 학습 계획').tap();
  await page.getByLabel('과목').selectOption({ label: '수학' });
  await page.getByLabel('영역').fill('수학Ⅱ');
  const title = '정적분 활용 매일 8문제';
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('시작일').fill(day(0));
  await page.getByLabel('종료일').fill(day(-3));
  await page.getByRole('button', { name: '계획 등록' }).tap();
  await describedAs(page, '종료일', '종료일은 시작일과 같거나 그 뒤여야 합니다.');
  await page.getByLabel('종료일').fill(day(14));
  await page.getByRole('button', { name: '계획 등록' }).tap();
  await expect(page.getByTestId('confirm-modal')).toContainText('학습 계획을 등록했습니다.');
  // The list's count follows without a reload: one more plan in progress.
  await expect(soyul).toContainText(`진행 중 계획 ${active + 1}`);
  const plan = page.getByRole('listitem').filter({ hasText: title });
  await plan.getByText(title).tap();
  await plan.getByLabel('메모 내용').fill('넓이 문제는 그래프부터 그려 보세요.');
  await plan.getByRole('button', { name: '메모 남기기' }).tap();
  await expect(plan.getByRole('listitem').filter({ hasText: '넓이 문제는 그래프부터' })).toContainText('정우진 선생님');

  const student = await otherPhone(browser);
  await signIn(student, 'student5', '/education');
  await student.getByRole('tab', { name: '커리큘럼' }).tap();
  const card = student.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('진행 중');
  await expect(card).toContainText('정우진 선생님 · 메모 1');
  await card.tap();
  await expect(student.getByText('넓이 문제는 그래프부터 그려 보세요.')).toBeVisible();
  await student.getByLabel('메모 내용').fill('오늘 8문제 다 풀었어요.');
  await student.getByRole('button', { name: '메모 남기기' }).tap();
  await expect(student.getByRole('listitem').filter({ hasText: '오늘 8문제 다 풀었어요.' })).toContainText('한소율');
  await student.getByRole('button', { name: '완강' }).tap();
  await student.getByRole('alertdialog').getByRole('button', { name: '완강' }).tap();
  await expect(student.getByRole('button', { name: '다시 시작' })).toBeVisible();
  await student.getByRole('link', { name: '‹ 커리큘럼' }).tap();
  await expect(student.getByRole('link', { name: new RegExp(title) })).toContainText('완강');
  await student.context().close();
});

test('student5 enters a 월례고사 of 국어·수학·영어 only: the others are left out, and at least one subject is asked for', async ({
  page,
}) => {
  await signIn(page, 'student5', '/education/exams/new');
  const exam = page.getByRole('radio', { disabled: false }).first();
  const examLabel = (await exam.locator('xpath=..').innerText()).split('\n')[0]!.trim();
  await exam.check();
  await page.getByRole('button', { name: '다음' }).tap();

  // Step 2: every subject but 제2외국어 is on; she taps away all of them first, and is told.
  const subjects = page.getByRole('group', { name: '응시한 과목' });
  await expect(subjects.getByRole('button', { name: '제2외국어' })).toHaveAttribute('aria-pressed', 'false');
  for (const name of ['국어', '수학', '영어', '한국사', '탐구1', '탐구2']) await subjects.getByRole('button', { name, exact: true }).tap();
  await expect(page.getByLabel('국어 등급')).toHaveCount(0);
  await page.getByRole('button', { name: '다음' }).tap();
  await expect(subjects).toHaveAccessibleDescription('응시한 과목을 하나 이상 선택해 주세요.');
  await expect(subjects.getByRole('button', { name: '국어', exact: true })).toBeFocused();
  for (const name of ['국어', '수학', '영어']) await subjects.getByRole('button', { name, exact: true }).tap();
  await expect(subjects).not.toHaveAccessibleDescription(/하나 이상/);
  await page.getByLabel('국어 등급').fill('2');
  await page.getByLabel('수학 등급').fill('3');
  await page.getByLabel('영어 등급').fill('1');
  await expect(page.getByLabel('탐구1 과목')).toHaveCount(0);
  await page.getByRole('button', { name: '다음' }).tap();

  // Steps 3 and 4 ask for those three only.
  await expect(page.getByRole('heading', { name: '3단계 · 원점수' })).toBeVisible();
  await expect(page.getByLabel(/^한국사/)).toHaveCount(0);
  for (const [subject, value] of Object.entries({ 국어: '88', 수학: '74', 영어: '93' }))
    await page.getByLabel(new RegExp(`^${subject}`)).fill(value);
  await page.getByRole('button', { name: '다음' }).tap();
  await expect(page.getByRole('heading', { name: '4단계 · 틀린 문항' })).toBeVisible();
  await page.getByLabel(/^수학 틀린 문항/).fill('21, 29');
  await page.getByRole('button', { name: '저장' }).tap();
  await expect(page.getByTestId('confirm-modal')).toContainText('성적을 저장했습니다.');

  const item = page.getByRole('link', { name: new RegExp(examLabel) });
  await expect(item).toContainText('국어 2 · 수학 3 · 영어 1');
  await expect(item).not.toContainText('한국사');
  await item.tap();
  await expect(page.getByRole('row', { name: /^수학/ })).toContainText('21, 29');
  await expect(page.getByRole('row', { name: /^한국사/ })).toContainText('응시하지 않음');
  // 수정 opens with the same three chosen.
  await page.getByRole('link', { name: '수정' }).tap();
  await expect(page.getByRole('heading', { name: '2단계 · 등급' })).toBeVisible();
  await expect(page.getByLabel('국어 등급')).toHaveValue('2');
  await expect(page.getByRole('group', { name: '응시한 과목' }).getByRole('button', { name: '한국사', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('student6 saves her raw scores before the grades are out (가채점) and adds the grades later', async ({ page }) => {
  await signIn(page, 'student6', '/education/exams/new');
  const exam = page.getByRole('radio', { disabled: false }).last();
  const examLabel = (await exam.locator('xpath=..').innerText()).split('\n')[0]!.trim();
  await exam.check();
  await page.getByRole('button', { name: '다음' }).tap();

  // Step 2: only the subjects graded absolutely are known; 국어, 수학 and 영어 stay empty.
  await expect(page.getByText('등급이 아직 나오지 않았다면 비워 두고')).toBeVisible();
  await page.getByLabel('한국사 등급').fill('1');
  await page.getByLabel('탐구1 과목').selectOption('생활과 윤리');
  await page.getByLabel('탐구2 과목').selectOption('사회·문화');
  await page.getByRole('button', { name: '다음' }).tap();

  // Step 3: 영어's band gives its grade, one tap away.
  await expect(page.getByRole('heading', { name: '3단계 · 원점수' })).toBeVisible();
  const raw = { 국어: '81', 수학: '70', 영어: '86', 한국사: '42', 탐구1: '41', 탐구2: '38' };
  for (const [subject, value] of Object.entries(raw)) await page.getByLabel(new RegExp(`^${subject}`)).fill(value);
  await expect(page.getByText('영어 86점은 2등급입니다.')).toBeVisible();
  await page.getByRole('button', { name: '2등급 넣기' }).tap();
  await page.getByRole('button', { name: '다음' }).tap();
  await expect(page.getByRole('heading', { name: '4단계 · 틀린 문항' })).toBeVisible();
  await page.getByRole('button', { name: '저장' }).tap();
  await expect(page.getByTestId('confirm-modal')).toContainText('성적을 저장했습니다.');

  const item = page.getByRole('link', { name: new RegExp(examLabel) });
  await expect(item).toContainText('등급 발표 전');
  await expect(item).toContainText('국어 – · 수학 – · 영어 2 · 한국사 1 · 탐구 –·–');
  await item.tap();
  await expect(page.getByRole('row', { name: /^국어/ })).toContainText('발표 전');
  await expect(page.getByRole('row', { name: /^영어/ })).toContainText('2');

  // The grades are out: 수정 opens on step 2 with the empty ones to fill.
  await page.getByRole('link', { name: '수정' }).tap();
  await expect(page.getByRole('heading', { name: '2단계 · 등급' })).toBeVisible();
  await expect(page.getByLabel('국어 등급')).toHaveValue('');
  for (const [label, grade] of [
    ['국어 등급', '3'],
    ['수학 등급', '4'],
    ['탐구1 등급', '3'],
    ['탐구2 등급', '3'],
  ] as const)
    await page.getByLabel(label).fill(grade);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: /^(다음|저장)$/ }).tap();
  await expect(page.getByTestId('confirm-modal')).toContainText('성적을 저장했습니다.');
  await expect(page.getByRole('row', { name: /^국어/ })).toContainText('3');
  await expect(page.getByText('발표 전')).toHaveCount(0);
});

test('a parent opening her other child’s study plan by a link switches to that child there, and stays on it', async ({ page }) => {
  await signIn(page, 'parent1', '/education');
  await pickChild(page, '김서아');
  const token = await freshToken(page, 'student1');
  const plans = await (
    await page.request.get('/backend/education/plans/?pageSize=1', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const plan = plans.results[0] as { id: number; title: string };
  await page.goto(`/education/plans/${plan.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /다른 자녀의 기록이라면 위에서 자녀를 바꿔 주세요/ })).toBeVisible();
  await pickChild(page, '김하린');
  await expect(page.getByRole('heading', { name: plan.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/education/plans/${plan.id}$`));
  // Found: switching again goes back to the list, as on any record.
  await pickChild(page, '김서아');
  await expect(page).toHaveURL(/\/education\?tab=curriculum$/);
});
