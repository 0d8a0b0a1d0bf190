import { seoulToday } from '@portal/contract/dates';
import { expect, test, type Page } from './fixtures';
import { callAs, freshToken, pickChild, signIn } from './helpers';

/**
 * One card of the home as she sees it. The cards' code loads after the page's (lazyComponent): on a
 * server's first render they stream in, and for a moment React's hidden copy of the streamed part
 * is in the document beside the shown one.
 */
const card = (page: Page, id: string) => page.getByTestId(`home-${id}`).filter({ visible: true });

/** Taps a card's head (its title row) and checks the page it opens. */
async function tapCard(page: Page, id: string, path: string) {
  await card(page, id).getByRole('link').first().tap();
  await expect(page).toHaveURL((u) => u.pathname === path);
  await page.goBack();
  await expect(card(page, id)).toBeVisible();
}

/**
 * Taps the child the switcher does not show and returns her name. A tap before the switcher has
 * hydrated is answered only once it has (slow on a loaded machine), so it taps until she is picked.
 */
async function pickOtherChild(page: Page): Promise<string> {
  const switcher = page.getByRole('radiogroup', { name: '자녀 선택' });
  const name = (await switcher.getByRole('radio', { checked: false }).innerText()).trim();
  await expect(async () => {
    await switcher.getByRole('radio', { name }).tap();
    await expect(switcher.getByRole('radio', { name })).toHaveAttribute('aria-checked', 'true', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  return name;
}
test('student1 sees her day: bookings, D-day, meals, notices and inquiries, each opening its page', async ({ page }) => {
  await signIn(page, 'student1');
  // Her computer room booking of tonight (the demo's) with its time.
  await expect(card(page, 'bookings')).toContainText('19:00');
  await expect(card(page, 'bookings').getByRole('heading', { name: '오늘 예약' })).toBeVisible();
  // A booking is one compact row (it was 167 px high, two thirds of it empty, under its two lines).
  const row = card(page, 'bookings').getByRole('listitem').filter({ hasText: '19:00' });
  expect((await row.boundingBox())!.height).toBeLessThan(90);
  // The next mock exam of the calendar is counted down.
  await expect(card(page, 'dday')).toContainText(/D-(DAY|\d+)/);
  await expect(card(page, 'meals')).toContainText('조식');
  // The three newest notices, each its own link.
  await expect(card(page, 'notices').getByRole('listitem')).toHaveCount(3);
  await expect(card(page, 'inquiries')).toContainText(/\d+건/);
  // Her next counselling per subject of her cycles (the demo: 국어 격주, overdue; 수학 매주, last yesterday; 영어 매월, none yet).
  const counseling = card(page, 'counseling');
  await expect(counseling.getByRole('listitem')).toHaveCount(3);
  await expect(counseling.getByRole('listitem').filter({ hasText: '국어' })).toContainText('상담할 때예요');
  await expect(counseling.getByRole('listitem').filter({ hasText: '수학' })).toContainText(/\d+월 \d+일\(.\)쯤/);
  await expect(counseling.getByRole('listitem').filter({ hasText: '영어' })).toContainText('첫 상담 전');
  // Her alarms are a way into her page.
  await expect(page.getByRole('link', { name: /새 알림/ })).toBeVisible();

  await tapCard(page, 'bookings', '/reservation/my');
  await tapCard(page, 'inquiries', '/contactus');
  await tapCard(page, 'meals', '/fd');
  await tapCard(page, 'counseling', '/education');
  // Her new chats and alarms open their lists.
  await page.getByTestId('home-chat-count').tap();
  await expect(page).toHaveURL((u) => u.pathname === '/chat');
  await page.goBack();
  await page.getByTestId('home-alarm-count').tap();
  await expect(page).toHaveURL((u) => u.pathname === '/alarms');
  await page.goBack();
  const first = card(page, 'notices').getByRole('listitem').first().getByRole('link');
  await first.tap();
  await expect(page).toHaveURL(/\/services\/notice\/\d+$/);
});

test('she cancels a booking of today from her home, after one question', async ({ page }) => {
  // Tonight's 20:00 computer period, booked beforehand (student4's: no other spec books her today).
  const token = await freshToken(page, 'student4');
  const day = await page.request.get(`/backend/reservations/facilities/computer/day/?date=${seoulToday()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const slot = ((await day.json()) as { slots: { id: number; startTime: string }[] }).slots.find((s) => s.startTime === '20:00')!;
  await callAs(page, 'student4', 'POST', '/reservations/', { facility: 'computer', slotId: slot.id });

  await signIn(page, 'student4');
  const bookings = card(page, 'bookings');
  const row = bookings.getByRole('listitem').filter({ hasText: '20:00' });
  await expect(row).toContainText('컴퓨터실');
  await row.getByRole('button', { name: /^취소/ }).tap();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('20:00~20:50');
  await dialog.getByRole('button', { name: '예약 취소', exact: true }).tap();
  await expect(page.getByTestId('toast').filter({ hasText: '예약을 취소했습니다.' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("parent1 sees her child's day and what waits for her", async ({ page }) => {
  // A notice for one class: under either child, it says which class it is for.
  const title = `1반 자습실 자리 바꾸기 (${Date.now() % 100000})`;
  await callAs(page, 'teacher1', 'POST', '/staff/notices/', {
    category: 'general',
    title,
    bodyHtml: '<p>금요일 저녁에 자리를 바꿉니다.</p>',
    audience: 'class',
    className: '1반',
  });
  await signIn(page, 'parent1');
  await expect(card(page, 'notices').getByRole('listitem').filter({ hasText: title })).toContainText(/1반 · \d+월 \d+일/);
  await expect(page.getByText(/학생의 오늘 일정입니다/)).toBeVisible();
  await expect(card(page, 'consents')).toContainText(/\d+건/);
  await expect(card(page, 'payments')).toContainText(/\d+건/);
  await expect(card(page, 'bookings')).toContainText(/\d+건/);
  await expect(card(page, 'dday')).toContainText('수능');
  await expect(card(page, 'notices').getByRole('listitem')).toHaveCount(3);
  // Her child's next counselling, read only: no booking of hers can be cancelled here.
  await expect(card(page, 'counseling')).toContainText(/상담할 때예요|쯤|첫 상담 전/);
  await expect(card(page, 'bookings').getByRole('button', { name: /^취소/ })).toHaveCount(0);
  await tapCard(page, 'consents', '/mypage/vacations');
  await tapCard(page, 'payments', '/contents');
});

test("a parent's home comes with its cards in place: none is streamed after the page to be moved in later", async ({ page }) => {
  // Her home is larger than React's 12,800-byte chunk: a Suspense boundary around the cards was sent
  // after the page and moved in a frame after it showed, pushing the cards down (a layout shift of 0.18).
  await signIn(page, 'parent1');
  const html = await (await page.request.get('/')).text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  for (const id of ['consents', 'payments', 'dday', 'bookings', 'counseling', 'meals', 'notices', 'inquiries'])
    expect(main, `the ${id} card is not in place`).toContain(`data-testid="home-${id}"`);
  expect(main).not.toContain('<template');
});

test('a parent’s pick of a child is remembered on the device, and the server draws the next page for that child', async ({ page }) => {
  await signIn(page, 'parent1');
  const switcher = page.getByRole('radiogroup', { name: '자녀 선택' });
  const name = await pickOtherChild(page);
  await expect(page.getByText(`${name} 학생의 오늘 일정입니다.`)).toBeVisible();
  // The page as the server sends it (before any script runs) is already hers, with her cards filled.
  const html = (await (await page.request.get('/')).text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`${name} 학생의 오늘 일정입니다.`);
  expect(html).not.toContain('aria-busy="true"');
  await page.reload();
  await expect(switcher.getByRole('radio', { name })).toHaveAttribute('aria-checked', 'true');
});

test('a parent looking at one child is told, on the first screen, that her other child waits for her; one tap shows that child', async ({
  page,
}) => {
  // 김하린 asks for an outing: it waits for her mother's consent.
  const reason = `다른 자녀 안내를 확인하는 외출 (${Date.now().toString(36)})`;
  const start = new Date(Date.now() + 23 * 86_400_000);
  await callAs(page, 'student1', 'POST', '/vacations/', {
    type: 'outing',
    startAt: start.toISOString(),
    expectedReturnAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    reason,
  });
  await signIn(page, 'parent1');
  await pickChild(page, '김서아');
  const other = page.getByRole('region', { name: '김하린 학생의 확인할 일' }).filter({ visible: true });
  await expect(other).toContainText('김하린 학생도 확인할 일이 있습니다.');
  await expect(other).toContainText(/휴가 동의 \d+건/);
  // Drawn by the server with the rest (no shift when it arrives).
  const html = (await (await page.request.get('/')).text()).replaceAll('<!-- -->', '');
  expect(html).toContain('김하린 학생도 확인할 일이 있습니다.');
  await other.getByRole('button', { name: '김하린 학생 보기' }).tap();
  await expect(page.getByRole('radio', { name: '김하린' })).toHaveAttribute('aria-checked', 'true');
  await expect(card(page, 'consents')).toContainText(reason);
});

test('a card whose data fails says so with 다시 시도, and the others stay', async ({ page }) => {
  await signIn(page, 'parent1');
  // The other child's cards load in the browser: her bookings fail, everything else answers.
  await page.route('**/reservations/upcoming/**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await pickOtherChild(page);
  await expect(card(page, 'bookings').getByRole('alert')).toContainText('불러오지 못했습니다', { timeout: 15_000 });
  await expect(card(page, 'bookings').getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expect(card(page, 'meals')).toContainText('조식');
  await expect(card(page, 'notices').getByRole('listitem')).toHaveCount(3);
  await expect(card(page, 'inquiries')).toContainText(/\d+건/);
  // Back again, 다시 시도 fills the card.
  await page.unroute('**/reservations/upcoming/**');
  await card(page, 'bookings').getByRole('button', { name: '다시 시도' }).tap();
  await expect(card(page, 'bookings').getByRole('heading', { name: '오늘 예약' })).toBeVisible();
  await expect(card(page, 'bookings').getByRole('alert')).toHaveCount(0);
});

test('teacher1 sees what waits: inquiries, chat rooms, vacations to approve and today’s bookings', async ({ page }) => {
  await signIn(page, 'teacher1');
  await expect(card(page, 'staff-inquiries')).toContainText(/\d+건/);
  await expect(card(page, 'staff-chat')).toContainText(/\d+건|기다리는 채팅이 없습니다/);
  await expect(card(page, 'staff-vacations')).toContainText(/\d+건/);
  // The demo has bookings today (student1's computer room at 19:00 among them).
  await expect(card(page, 'staff-bookings')).toContainText(/[1-9]\d*건/);
  // No student card on a teacher's home.
  await expect(card(page, 'bookings')).toHaveCount(0);
  await tapCard(page, 'staff-vacations', '/staff/vacations');
  await tapCard(page, 'staff-inquiries', '/staff/inquiries');
  await tapCard(page, 'staff-bookings', '/staff/reservations');
  await tapCard(page, 'staff-chat', '/staff/chat');
  // Her 새 채팅 count is of her own rooms: it opens 내 대화, where they are.
  await page.goto('/');
  await page.getByTestId('home-chat-count').tap();
  await expect(page).toHaveURL(/\/staff\/chat\?tab=open$/);
  await expect(page.getByRole('group', { name: '대화 구분' }).getByRole('button', { name: '내 대화' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('admin sees what waits on a home the server draws with its data, and each card opens its page', async ({ page }) => {
  await signIn(page, 'admin');
  // Streamed fallbacks taken out: React's hidden copy of a part sent later is not the first screen.
  const html = (await (await page.request.get('/')).text()).replace(/<!--\$\?-->[\s\S]*?<!--\/\$-->/g, '');
  for (const id of ['staff-inquiries', 'staff-chat', 'staff-vacations', 'staff-bookings'])
    expect(html, `the ${id} card is not drawn by the server`).toContain(`data-testid="home-${id}"`);
  expect(html, 'a card was sent loading').not.toContain('aria-busy="true"');
  await expect(card(page, 'staff-inquiries')).toContainText(/\d+건/);
  await expect(card(page, 'staff-bookings')).toContainText(/[1-9]\d*건/);
  await expect(card(page, 'bookings')).toHaveCount(0);
  await tapCard(page, 'staff-inquiries', '/staff/inquiries');
  await tapCard(page, 'staff-bookings', '/staff/reservations');
});
