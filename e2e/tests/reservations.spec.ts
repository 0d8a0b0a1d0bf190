import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { addDays, formatDate, seoulToday, weekdayOf } from '@portal/contract/dates';
import { DEMO_PASSWORD, hydrated, openedPicker, signIn, touchDrag } from './helpers';

/** A day ahead in Seoul (tomorrow by default: always bookable, and left free for students 3 to 6). */
function tomorrow(days = 1) {
  const iso = addDays(seoulToday(), days);
  return { iso, label: formatDate(iso), weekday: weekdayOf(iso) };
}

/** Taps a date in the strip, by the full date its button reads out. */
async function pickDate(page: Page, label: string) {
  const button = page.getByRole('group', { name: '예약 날짜' }).getByRole('button', { name: new RegExp(label.replace(/[().]/g, '\\$&')) });
  await button.tap();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

const slotAt = (page: Page, start: string) => page.getByTestId('slot').filter({ hasText: `${start} ~` });
const countOf = async (slot: Locator) => Number((await slot.textContent())!.match(/현재 신청자 (\d+)명/)![1]);

async function confirm(page: Page, label: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label, exact: true }).tap();
}

test('books a computer period, sees the count rise, and cancels it', async ({ page }) => {
  const day = tomorrow();
  await signIn(page, 'student3', '/reservation/computer');
  await expect(page.getByRole('heading', { name: '컴퓨터실 예약' })).toBeVisible();
  await pickDate(page, day.label);
  const slot = slotAt(page, '20:00');
  await expect(slot).toContainText('정원 20명');
  await expect(slot).toContainText('신청 가능');
  const before = await countOf(slot);
  // The spec's button: 100 x 48.
  const box = (await slot.getByRole('button', { name: /^예약/ }).boundingBox())!;
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([100, 48]);

  await slot.getByRole('button', { name: /^예약/ }).tap();
  await expect(page.getByRole('alertdialog')).toContainText('20:00~20:50에 예약할까요?');
  await confirm(page, '예약하기');
  await expect(page.getByTestId('toast').filter({ hasText: '예약했습니다.' })).toBeVisible();
  await expect(slot).toContainText(`현재 신청자 ${before + 1}명`);
  await expect(slot).toContainText('내 예약');
  await expect(slot).toContainText(/\d+번 좌석/);

  await slot.getByRole('button', { name: /^취소/ }).tap();
  await confirm(page, '예약 취소');
  await expect(page.getByTestId('toast').filter({ hasText: '예약을 취소했습니다.' })).toBeVisible();
  await expect(slot).toContainText(`현재 신청자 ${before}명`);
  await expect(slot).toContainText('신청 가능');
});

test('the phone’s Back closes the booking question and keeps her on the page; nothing is booked', async ({ page }) => {
  const day = tomorrow(2);
  // Arrived by a link, as from the drawer: Back would otherwise go to home under the open question.
  await signIn(page, 'student4', '/reservation/my');
  await page.goto('/reservation/computer');
  await hydrated(page);
  await pickDate(page, day.label);
  const slot = slotAt(page, '20:00');
  const before = await countOf(slot);
  await slot.getByRole('button', { name: /^예약/ }).tap();
  await expect(page.getByRole('alertdialog')).toContainText('20:00~20:50에 예약할까요?');
  await page.goBack();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page).toHaveURL(/\/reservation\/computer(\?|$)/);
  await expect(slot).toContainText(`현재 신청자 ${before}명`);
  await expect(slot).toContainText('신청 가능');
  // The question asked again and answered by its button leaves no extra step in the history.
  await slot.getByRole('button', { name: /^예약/ }).tap();
  await confirm(page, '닫기');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/reservation\/my$/);
});

test.describe('on a bad network', () => {
  // The service worker keeps the kit's overlays for when the phone is offline.
  test.use({ serviceWorkers: 'allow' });
  test('offline, a booking is refused at once with a message, and not made once back online', async ({ page, context }) => {
    const day = tomorrow(3);
    await signIn(page, 'student6', '/reservation/computer');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
      .toMatch(/\/sw\.js$/);
    await pickDate(page, day.label);
    const slot = slotAt(page, '19:00');
    await expect(slot).toContainText('신청 가능');
    await slot.getByRole('button', { name: /^예약/ }).tap();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await context.setOffline(true);
    await confirm(page, '예약하기');
    // Said at once (it waited without a word, then booked by itself once back online; and the
    // message's own code could not come offline).
    const failed = page.getByRole('alertdialog').filter({ hasText: '예약하지 못했습니다' });
    await expect(failed).toContainText('인터넷 연결을 확인해 주세요.');
    await failed.getByRole('button').first().tap();
    await context.setOffline(false);
    await page.waitForTimeout(1_500);
    await page.reload();
    await expect(slot).toContainText('신청 가능');
  });
});

test('a booking whose answer is lost on the way back is told as unknown, and the list shows it was made', async ({ page }) => {
  const day = tomorrow(4);
  await signIn(page, 'student6', '/reservation/computer');
  await pickDate(page, day.label);
  const slot = slotAt(page, '19:00');
  await expect(slot).toContainText('신청 가능');
  await page.route(
    (url) => url.pathname.endsWith('/backend/reservations/'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    },
  );
  await slot.getByRole('button', { name: /^예약/ }).tap();
  await confirm(page, '예약하기');
  // It may have been made: she is told to look, not that it failed.
  const unsure = page.getByRole('alertdialog').filter({ hasText: '결과를 확인하지 못했습니다' });
  await expect(unsure).toContainText('연결이 끊겨 예약됐는지 알 수 없어요. 목록에서 확인해 주세요.');
  await unsure.getByRole('button').first().tap();
  await expect(slot).toContainText('내 예약');
});

test('a day slow to come shows its own date and a skeleton, not the times of the day before', async ({ page }) => {
  const day = tomorrow(2);
  await signIn(page, 'student3', '/reservation/computer');
  await expect(slotAt(page, '20:00')).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/reservations/facilities/computer/day/') && url.searchParams.get('date') === day.iso,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page
    .getByRole('group', { name: '예약 날짜' })
    .getByRole('button', { name: new RegExp(day.label.replace(/[().]/g, '\\$&')) })
    .tap();
  await expect(page.getByRole('heading', { level: 2, name: day.label })).toBeVisible();
  await expect(page.getByTestId('skeleton')).toBeVisible();
  await expect(page.getByTestId('slot')).toHaveCount(0);
  release();
  await expect(slotAt(page, '20:00')).toBeVisible();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
});

test('once her quota of the day is used, no period offers 예약, and her own can still be cancelled', async ({ page }) => {
  const day = tomorrow(2);
  await signIn(page, 'student6', '/reservation/computer');
  await pickDate(page, day.label);
  const book = page.getByTestId('slot').getByRole('button', { name: /^예약/ });
  // Booked one after another until none is offered: the quota's count (two a day), whatever she had.
  for (let booked = 0; booked < 5 && (await book.count()) > 0; booked++) {
    const before = await book.count();
    await book.first().tap();
    await confirm(page, '예약하기');
    await expect(page.getByTestId('toast').filter({ hasText: '예약했습니다.' }).last()).toBeVisible();
    await expect.poll(() => book.count()).toBeLessThan(before);
  }
  await expect(book).toHaveCount(0);
  // Still her chosen day, its quota used: a page mounted again under her went back to today (seen once).
  await expect(page.getByRole('heading', { level: 2, name: day.label })).toBeVisible();
  await expect(page.getByText(/이날 2\/2번/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`date=${day.iso}`));
  await expect(page.getByTestId('slot').filter({ hasText: '신청 가능' }).first()).toBeVisible();
  // The note of a quota she filled by booking is information, not the colour of an error.
  const note = page.getByRole('status').filter({ hasText: /에 \d+번까지 예약할 수 있습니다/ });
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute('data-tone', 'info');
  await expect(page.getByTestId('slot').getByRole('button', { name: /^취소/ }).first()).toBeVisible();
});

test('books a phone call with the time picker by touch, its 선택 the one confirmation; the server picks the booth', async ({ page }) => {
  const day = tomorrow();
  await signIn(page, 'student4', '/reservation/call');
  await pickDate(page, day.label);
  await expect(page.getByTestId('phone-window')).toHaveCount(3);
  await expect(page.getByTestId('phone-window').first()).toContainText('12:30 ~ 13:20');
  await page.getByRole('button', { name: '다른 시간 직접 고르기' }).tap();
  await openedPicker(page);
  const hour = page.getByTestId('time-picker-hour');
  await expect(hour).toHaveAttribute('aria-valuenow', '12');
  // The hours offered are only those of the open windows: 12, 13, 17, ... Two rows up is 17.
  await touchDrag(page, hour, 2);
  await expect(hour).toHaveAttribute('aria-valuenow', '17');
  await expect(page.getByTestId('time-picker-minute')).toHaveAttribute('aria-valuenow', '30');
  // The picker's 선택 is her one confirmation: booked at once, no second question.
  await page.getByRole('button', { name: '17:30으로 선택' }).tap();
  await expect(page.getByTestId('toast').filter({ hasText: '예약했습니다.' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const mine = page.getByTestId('my-call');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('17:30 ~ 17:40');
  await expect(mine).toContainText(/\d번 부스/);
  await expect(page.getByTestId('phone-window').nth(1)).toContainText('현재 신청자');

  // It is on her list of coming bookings, and can be cancelled there.
  await page.getByRole('link', { name: '내 예약', exact: true }).tap();
  const row = page
    .getByRole('region', { name: day.label })
    .getByTestId('upcoming')
    .filter({ hasText: '전화' })
    .filter({ hasText: '17:30 ~ 17:40' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^취소/ }).tap();
  await confirm(page, '예약 취소');
  await expect(row).toHaveCount(0);
});

/** A second person on her own phone: a context of her own, on the computer room's day. */
async function studentPage(browser: Browser, username: string, date: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, '/reservation/computer');
  await page.goto(`/reservation/computer?date=${date}`);
  return page;
}

test('two students race for the last seat: exactly one gets it, the other is told why', async ({ browser, page }) => {
  const day = tomorrow();
  // The admin opens a one-seat period tomorrow, through the same API the portal uses.
  const login = await page.request.post('/backend/accounts/login/', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const { access } = await login.json();
  const added = await page.request.post('/backend/staff/reservations/facilities/computer/templates/', {
    headers: { authorization: `Bearer ${access}` },
    data: { weekdays: [day.weekday], startTime: '16:00', endTime: '16:40', capacity: 1 },
  });
  expect(added.status()).toBe(201);

  const [a, b] = await Promise.all([studentPage(browser, 'student5', day.iso), studentPage(browser, 'student6', day.iso)]);
  for (const p of [a, b]) {
    await expect(slotAt(p, '16:00')).toContainText('현재 신청자 0명 / 정원 1명');
    await slotAt(p, '16:00').getByRole('button', { name: /^예약/ }).tap();
    await expect(p.getByRole('alertdialog')).toBeVisible();
  }
  // Both confirm at the same moment.
  await Promise.all([a, b].map((p) => p.getByTestId('confirm-dialog-confirm').tap()));

  const outcome = async (p: Page) => {
    const won = p.getByTestId('toast').filter({ hasText: '예약했습니다.' });
    const lost = p.getByTestId('confirm-modal');
    await expect(won.or(lost)).toBeVisible();
    return (await won.count()) > 0 ? 'won' : 'lost';
  };
  const results = await Promise.all([outcome(a), outcome(b)]);
  expect([...results].sort()).toEqual(['lost', 'won']);
  const loser = results[0] === 'lost' ? a : b;
  const winner = loser === a ? b : a;
  const modal = loser.getByTestId('confirm-modal');
  await expect(modal).toHaveAttribute('data-type', 'failed');
  await expect(modal).toContainText('예약하지 못했습니다');
  await expect(modal).toContainText('정원이 모두 찼습니다. 다른 시간을 골라 주세요.');
  await loser.getByTestId('confirm-modal-confirm').tap();
  await expect(slotAt(loser, '16:00')).toContainText('현재 신청자 1명 / 정원 1명');
  await expect(slotAt(loser, '16:00')).toContainText('정원 마감');
  await expect(slotAt(winner, '16:00')).toContainText('내 예약');
  await a.context().close();
  await b.context().close();
});

test('a place another student takes is counted on her open page within seconds, not at its next poll', async ({ browser, page }) => {
  const day = tomorrow(3);
  const token = async (username: string) =>
    (await (await page.request.post('/backend/accounts/login/', { data: { username, password: DEMO_PASSWORD } })).json()).access as string;
  const as = async (username: string) => ({ authorization: `Bearer ${await token(username)}` });
  const added = await page.request.post('/backend/staff/reservations/facilities/computer/templates/', {
    headers: await as('admin'),
    data: { weekdays: [day.weekday], startTime: '15:00', endTime: '15:40', capacity: 3 },
  });
  expect(added.status()).toBe(201);

  const watcher = await studentPage(browser, 'student5', day.iso);
  await expect(slotAt(watcher, '15:00')).toContainText('현재 신청자 0명 / 정원 3명');
  // Student4 books it on her own phone.
  const other = await as('student4');
  const dayOf = await page.request.get(`/backend/reservations/facilities/computer/day/?date=${day.iso}`, { headers: other });
  const slot = ((await dayOf.json()).slots as { id: number; startTime: string }[]).find((s) => s.startTime === '15:00')!;
  const booked = await page.request.post('/backend/reservations/', { headers: other, data: { facility: 'computer', slotId: slot.id } });
  expect(booked.status()).toBe(201);
  // The page polls every 30 s; told live, it reads the day again within about a second (told too if
  // the booking came before its stream was open: a stream is told the last 30 s first).
  await expect(slotAt(watcher, '15:00')).toContainText('현재 신청자 1명 / 정원 3명', { timeout: 10_000 });
  // A fresh token: the first may have run out meanwhile (6 s in these tests, on a busy machine).
  const cancelled = await page.request.post(`/backend/reservations/${(await booked.json()).id}/cancel/`, {
    headers: await as('student4'),
  });
  expect(cancelled.status()).toBe(200);
  // Within seconds again: one read per five seconds at most, however busy the break.
  await expect(slotAt(watcher, '15:00')).toContainText('현재 신청자 0명 / 정원 3명', { timeout: 15_000 });
  await watcher.context().close();
});

test('a parent sees her child’s bookings, read only', async ({ page }) => {
  await signIn(page, 'parent1', '/reservation/computer');
  await expect(page.getByText(/학생의 예약 현황입니다\./)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '학부모님은 예약 현황만 볼 수 있습니다.' })).toBeVisible();
  await expect(page.getByTestId('slot').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^예약/ })).toHaveCount(0);
  // Her child's, not hers: "자녀의 예약" in the tab, the header and the page title.
  await expect(page.getByRole('link', { name: '내 예약', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: '자녀의 예약', exact: true }).tap();
  await expect(page.getByTestId('upcoming').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '자녀의 예약' })).toBeVisible();
  await expect(page.locator('header')).toContainText('자녀의 예약');
  await expect(page).toHaveTitle(/^자녀의 예약 \| /);
  await expect(page.getByRole('button', { name: /^취소/ })).toHaveCount(0);
});

test('her history pages in as she scrolls, with no-shows and cancellations', async ({ page }) => {
  await signIn(page, 'student1', '/mypage/reservations');
  const rows = page.getByTestId('history');
  await expect(rows.first()).toBeVisible();
  await expect(rows).toHaveCount(20);
  await rows.last().scrollIntoViewIfNeeded();
  await expect.poll(() => rows.count()).toBeGreaterThan(20);
  await expect(page.getByTestId('history').filter({ hasText: '불참' }).first()).toBeVisible();
  await expect(page.getByTestId('history').filter({ hasText: '지난 예약' }).first()).toBeVisible();
});

test('staff see who booked, close a day and mark a no-show', async ({ page }) => {
  const day = tomorrow(6);
  await signIn(page, 'teacher1', '/staff/reservations');
  await expect(page.getByRole('heading', { name: '시설 예약 관리' })).toBeVisible();
  // Teachers run the days; the rules are the admin's.
  await expect(page.getByRole('button', { name: '운영 설정' })).toHaveCount(0);
  await page.getByLabel('날짜').fill(day.iso);
  await expect(page.getByRole('heading', { name: /19:00 ~ 19:50/ })).toBeVisible();
  await page.getByRole('button', { name: '이날 휴관' }).tap();
  await expect(page.getByRole('alert').filter({ hasText: '휴관 사유를 입력해 주세요.' })).toBeVisible();
  await page.getByLabel('휴관 사유').fill('컴퓨터 점검');
  await page.getByRole('button', { name: '이날 휴관' }).tap();
  await confirm(page, '휴관');
  await expect(page.getByText('휴관: 컴퓨터 점검')).toBeVisible();
  await page.getByRole('button', { name: '휴관 해제' }).tap();
  await confirm(page, '해제');
  await expect(page.getByRole('button', { name: '이날 휴관' })).toBeVisible();

  // A past day of the demo: a started booking can be marked as a no-show.
  await page.getByLabel('날짜').fill(tomorrow(-2).iso);
  const mark = page.getByRole('button', { name: /^노쇼 (?!취소)/ }).first();
  await expect(mark).toBeVisible();
  const who = (await mark.textContent())!.replace(/^노쇼\s*/, '').trim();
  await mark.tap();
  await expect(page.getByTestId('toast').filter({ hasText: `${who} 학생을 노쇼로 기록했습니다.` })).toBeVisible();
});

test('the admin sets the rules; bad values are refused next to their fields', async ({ page, browser }) => {
  await signIn(page, 'admin', '/staff/reservations');
  await page.getByRole('button', { name: '운동' }).tap();
  await page.getByRole('button', { name: '운영 설정' }).tap();
  const rules = page.getByRole('form', { name: '운영 규칙' });
  await expect(rules.getByLabel('시설 이름')).toHaveValue('운동');
  await rules.getByLabel('시설 이름').fill('');
  await rules.getByLabel('하루 예약 한도 (번)').fill('0');
  await rules.getByRole('button', { name: '저장' }).tap();
  await expect(rules.getByRole('alert').filter({ hasText: '이름을 입력해 주세요.' })).toBeVisible();
  await expect(rules.getByRole('alert').filter({ hasText: '하루 예약 한도는 1 이상이어야 합니다.' })).toBeVisible();
  await rules.getByLabel('시설 이름').fill('헬스장');
  await rules.getByLabel('하루 예약 한도 (번)').fill('2');
  await rules.getByLabel('이용 규칙 (학생에게 보이는 안내)').fill('· 운동화를 꼭 신어 주세요.');
  await rules.getByRole('button', { name: '저장' }).tap();
  await expect(page.getByTestId('confirm-modal')).toContainText('운영 규칙을 저장했습니다.');

  // A period without a start time or capacity is refused next to those fields.
  const add = page.getByRole('form', { name: '시간대 추가' });
  await add.getByRole('button', { name: '추가' }).tap();
  await expect(add.getByRole('alert').filter({ hasText: '정원을 입력해 주세요.' })).toBeVisible();
  await expect(add.getByRole('alert').filter({ hasText: /시간/ }).first()).toBeVisible();
  // The time button is marked as a wrong field is, not only the message under it.
  const start = add.getByRole('button', { name: /^시작 시간/ });
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(start).toHaveCSS('border-top-color', 'rgb(198, 40, 40)');

  // Students read the new rules at once.
  const context = await browser.newContext();
  const student = await context.newPage();
  await signIn(student, 'student6', '/reservation/eym');
  await expect(student.getByRole('heading', { name: '운동 예약' })).toBeVisible();
  await student.getByText('이용 규칙').tap();
  await expect(student.getByText('· 운동화를 꼭 신어 주세요.')).toBeVisible();
  await context.close();
});

test('a chosen day slow to come shows a skeleton the height of the day before: the link below it stays put', async ({ page }) => {
  await signIn(page, 'student4', '/reservation/computer');
  const more = page.getByRole('link', { name: '내 예약 전체 보기' });
  await expect(page.getByRole('list', { name: /컴퓨터/ })).toBeVisible();
  const top = () => more.evaluate((a) => Math.round(a.getBoundingClientRect().top + window.scrollY));
  const before = await top();
  // The next day's times take 3 s to come.
  await page.route(/\/backend\/reservations\/facilities\/computer\/day\/\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => undefined);
  });
  await pickDate(page, tomorrow(2).label);
  await expect(page.getByText('예약 현황을 불러오는 중입니다')).toBeAttached();
  expect(await top()).toBe(before);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
