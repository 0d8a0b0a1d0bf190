import { addDays, formatDate, seoulToday } from '@portal/contract/dates';
import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD, callAs, isHydrated, overlayEntered, png, renewSession, sessionOf, signIn, slowScripts } from './helpers';

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string; exp: number };
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a mother’s tap on her other child, made before the switcher’s code has come, is kept and made', async ({ page }) => {
  await signIn(page, 'parent1', '/mypage');
  // As on a slow phone: the switcher's code comes after the page's, which has hydrated meanwhile.
  await slowScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const group = page.getByRole('radiogroup', { name: '자녀 선택' });
  const other = group.getByRole('radio', { checked: false });
  await expect(other).toBeVisible();
  const name = (await other.textContent())!;
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
  await expect(page.locator('[data-hydrating]').filter({ has: group })).toHaveCount(1);
  await other.tap();
  await expect(group.getByRole('radio', { name })).toHaveAttribute('aria-checked', 'true', { timeout: 20_000 });
  await expect(page.getByText(`${name} 학생의 오늘 일정입니다.`)).toBeVisible();
});

test('back after following a link returns to where she was on the list', async ({ page }) => {
  await signIn(page, 'student1', '/services/notice');
  const links = page.locator('main a[href^="/services/notice/"]');
  await expect(links.nth(5)).toBeVisible();
  // Far enough down the list that the top of the page is out of sight.
  const target = links.nth((await links.count()) - 2);
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(300);
  // Past the 150 ms save debounce, as a person reading the list would be.
  await page.waitForTimeout(400);
  const href = await target.getAttribute('href');
  await target.tap();
  await expect(page).toHaveURL((u) => u.pathname === href);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  // The new page starts at its top; she reads it for a moment before going back.
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.waitForTimeout(500);
  await page.goBack();
  await expect(page).toHaveURL((u) => u.pathname === '/services/notice');
  await expect.poll(() => scrollY(page)).toBe(before);
});

test('Back closes the open menu and stays on the page; a page opened from the menu is one Back away', async ({ page }) => {
  await signIn(page, 'student1', '/fd');
  const menu = page.getByRole('navigation', { name: '전체 메뉴' });
  await page.getByRole('button', { name: '메뉴 열기' }).tap();
  await expect(menu).toBeVisible();
  await overlayEntered(page);
  await page.goBack();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL((u) => u.pathname === '/fd');
  // Opened again, an entry tapped: its page, and Back comes back here (no menu entry left between).
  await page.getByRole('button', { name: '메뉴 열기' }).tap();
  await menu.locator('a[href="/alarms"]').tap();
  await expect(page).toHaveURL((u) => u.pathname === '/alarms');
  await page.goBack();
  await expect(page).toHaveURL((u) => u.pathname === '/fd');
  await expect(menu).toBeHidden();
});

test('a staff page shows its own tab in the strip from the first paint: the strip does not jump once the scripts run', async ({ page }) => {
  await renewSession(page, 'teacher1');
  await slowScripts(page);
  await page.goto('/staff/contents', { waitUntil: 'commit' });
  const strip = page.getByRole('navigation', { name: '선생님 메뉴' });
  const current = strip.getByRole('link', { name: '콘텐츠 관리' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  /** Where the current tab is drawn, relative to the strip's box, and the strip's scroll. */
  const place = () =>
    strip.evaluate((nav) => {
      const tab = nav.querySelector('[aria-current="page"]')!.getBoundingClientRect();
      const box = nav.getBoundingClientRect();
      return {
        left: Math.round(tab.left - box.left),
        right: Math.round(tab.right - box.left),
        width: Math.round(box.width),
        scroll: Math.round(nav.scrollLeft),
      };
    });
  // The server's HTML, before React: the twelfth tab is in view whole already.
  const before = await place();
  expect(await isHydrated(page)).toBe(false);
  expect(before.scroll).toBeGreaterThan(0);
  expect(before.left).toBeGreaterThanOrEqual(0);
  expect(before.right).toBeLessThanOrEqual(before.width);
  // …and stays where it was once React has hydrated the page.
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
  expect(await place()).toEqual(before);
});

test('a tap on the page before its scripts have run is answered once they have', async ({ page }) => {
  await renewSession(page, 'student1');
  await slowScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The server's HTML is on screen; React has not hydrated it yet.
  await page.getByRole('button', { name: '메뉴 열기' }).tap();
  expect(await isHydrated(page)).toBe(false);
  await expect(page.getByRole('navigation', { name: '전체 메뉴' })).toBeVisible({ timeout: 20_000 });
  expect(await isHydrated(page)).toBe(true);
  // Once, not twice: the drawer stays open.
  await page.waitForTimeout(500);
  await expect(page.getByRole('navigation', { name: '전체 메뉴' })).toBeVisible();
});

test('a file picked before the page’s scripts have run is taken once they have, once', async ({ page }) => {
  await renewSession(page, 'student1');
  await slowScripts(page);
  await page.goto('/contactus/new', { waitUntil: 'commit' });
  // The file field is the browser's own: it takes a file from the server's HTML, before React has hydrated it.
  const form = page.locator('form[aria-labelledby="inquiry-form-title"]');
  await form.getByLabel('파일 고르기').setInputFiles({ name: '미리 고른 사진.png', mimeType: 'image/png', buffer: png(2_000) });
  expect(await isHydrated(page)).toBe(false);
  await expect(form.getByRole('button', { name: '미리 고른 사진.png 빼기' })).toBeVisible({ timeout: 20_000 });
  expect(await isHydrated(page)).toBe(true);
  await page.waitForTimeout(500);
  await expect(form.getByRole('button', { name: /빼기$/ })).toHaveCount(1);
});

test('LUMINA gets a fresh access token when the one at hand has expired', async ({ page, context }) => {
  test.setTimeout(60_000);
  // The live event stream reconnects (refreshing the token) when its token expires: kept closed here,
  // so that the page still holds the expired token when she taps.
  await page.route(
    (url) => url.pathname.startsWith('/backend/live/events'),
    (route) => route.abort(),
  );
  await signIn(page, 'student2');
  const stale = (await sessionOf(page))!.accessToken;
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/backend/accounts/erp/send-refresh/')) answers.push(r.status());
  });
  // The drawer is open (its profile read done); access tokens live 6 s in this run, so the one the
  // page holds has expired when she taps LUMINA.
  await page.getByRole('button', { name: '메뉴 열기' }).tap();
  await expect(page.getByRole('navigation', { name: '전체 메뉴' })).toBeVisible();
  await page.waitForTimeout(7_000);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('navigation', { name: '전체 메뉴' })
      .getByRole('link', { name: /LUMINA/ })
      .tap(),
  ]);
  await expect.poll(() => tab.url()).toContain('/lumina-landing?token=');
  // The server was asked with the expired token, the client refreshed, and asked again.
  expect(answers).toEqual([401, 204]);
  const handed = new URL(tab.url()).searchParams.get('token')!;
  expect(handed).not.toBe(stale);
  expect(handed).toBe((await sessionOf(page))!.accessToken);
  expect(claimsOf(handed).exp * 1000).toBeGreaterThan(Date.now());
});

test('a guarded page opened signed out goes to sign-in with SessionRequired, and /lumina hands off after it', async ({ page }) => {
  // The redirect is never kept (a kept one sent Back after signing in round in circles).
  const redirect = page.waitForResponse((r) => new URL(r.url()).pathname === '/mypage');
  await page.goto('/mypage');
  expect((await redirect).headers()['cache-control']).toBe('no-store');
  await expect(page).toHaveURL('/sign/login?error=SessionRequired&redirect=%2Fmypage');
  // Being asked to sign in is said as a notice, not as a failed sign-in.
  await expect(page.getByRole('status').filter({ hasText: '로그인이 필요한 페이지입니다.' })).toBeVisible();
  await expect(page.locator('#login-error')).toBeEmpty();
  await expect(page.getByLabel('아이디')).not.toHaveAttribute('aria-invalid', 'true');

  await page.goto('/lumina');
  await expect(page).toHaveURL('/sign/login?error=SessionRequired&redirect=%2Flumina');
  await page.waitForLoadState('load');
  await page.getByLabel('아이디').fill('student2');
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).tap();
  // Straight on to LUMINA, as the drawer's entry does, with this sign-in's access token.
  await expect(page).toHaveURL(/\/lumina-landing\?token=/);
  const token = new URL(page.url()).searchParams.get('token')!;
  // (LUMINA is on another host in this run: the portal's session is read from the portal.)
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(claimsOf(token).sub).toBe(String(session.user.id));
});

test('a phone call is booked by tapping a free time and confirming once', async ({ page }) => {
  const label = formatDate(addDays(seoulToday(), 1));
  await signIn(page, 'student5', '/reservation/call');
  const day = page.getByRole('group', { name: '예약 날짜' }).getByRole('button', { name: new RegExp(label.replace(/[().]/g, '\\$&')) });
  await day.tap();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
  const first = page.getByTestId('phone-window').first();
  await expect(first).toContainText(/시작 시각 \d+개 남음/);
  // The free start times are on the page at once, as buttons.
  const start = first.getByTestId('free-starts').getByRole('button').first();
  await expect(start).toBeInViewport();
  // Four to a row at 375 px, as designed (a least width for large text once made it three).
  const tops = await first
    .getByTestId('free-starts')
    .getByRole('button')
    .evaluateAll((els) => els.slice(0, 4).map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const time = (await start.textContent())!.trim();
  expect(time).toMatch(/^\d\d:\d\d$/);
  // Its name starts with the time she sees, as a word of its own (axe's label-content-name-mismatch).
  await expect(start).toHaveAccessibleName(new RegExp(`^${time} 시작, \\d+분 통화 예약$`));

  await start.tap();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${time}~`);
  // Its two buttons are equal halves (within 2 %). Both are read in one frame: the dialog may still be
  // scaling in, and two reads a frame apart once differed by 2.3 %.
  const [close, book] = await dialog.evaluate((box) =>
    ['닫기', '예약하기'].map(
      (name) => [...box.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!.getBoundingClientRect().width,
    ),
  );
  expect(Math.abs(close! - book!) / book!).toBeLessThan(0.02);
  await dialog.getByRole('button', { name: '예약하기', exact: true }).tap();
  // Booked: no second question, no picker.
  await expect(page.getByTestId('toast').filter({ hasText: '예약했습니다.' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('time-picker')).toHaveCount(0);
  const mine = page.getByTestId('my-call');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(`${time} ~`);
  await expect(first.getByRole('button', { name: new RegExp(`^${time} 시작`) })).toHaveCount(0);

  // Leave the day as it was for the other specs.
  await mine.getByRole('button', { name: /^취소/ }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: '예약 취소', exact: true }).tap();
  await expect(mine).toHaveCount(0);
});

test('a phone in another time zone is told, from the first paint, that every time is Seoul’s; a phone in Seoul is not', async ({
  page,
  browser,
}) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('모든 시간은 한국 시간 기준이에요.')).toBeHidden();
  const abroad = await browser.newContext({ timezoneId: 'America/Los_Angeles', locale: 'ko-KR', viewport: { width: 375, height: 812 } });
  try {
    const there = await abroad.newPage();
    // Marked by the page's first inline script, before the shell below it is parsed.
    await there.goto('/help');
    await expect(there.getByText('모든 시간은 한국 시간 기준이에요.')).toBeVisible();
  } finally {
    await abroad.close();
  }
});

test('a strip of tabs wider than the phone opens with its current tab in view', async ({ page }) => {
  await signIn(page, 'teacher1', '/staff/inquiries');
  const current = page.getByRole('navigation', { name: '선생님 메뉴' }).locator('[aria-current="page"]');
  await expect(current).toHaveText('문의 관리');
  // Whole inside the 375 px screen, not cut at its edge (it lies beyond it in the strip).
  await expect.poll(async () => (await current.boundingBox())!.x + (await current.boundingBox())!.width).toBeLessThanOrEqual(375);
  expect((await current.boundingBox())!.x).toBeGreaterThanOrEqual(0);
});

test('a keyboard skips the menus: the first Tab shows 본문으로 건너뛰기, Enter puts her in the page without a new address', async ({
  page,
}) => {
  await signIn(page, 'student1', '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '본문으로 건너뛰기' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const before = page.url();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  expect(page.url()).toBe(before);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: /새 알림/ })).toBeFocused();
});

test('a mother of three, two with long names: the switcher gives way in the header, and no page is wider than the phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now() % 100_000;
  const kid = async (name: string, username: string) =>
    ((await callAs(page, 'admin', 'POST', '/staff/people/', { category: 'student', name, username })) as { person: { id: number } }).person
      .id;
  const children = [
    { studentId: await kid('황보알렉산드리나 막시밀리아나 볼페스', `alexa${stamp}`), relation: '어머니' },
    { studentId: await kid('황보다온가나다라마바사아자차카타파하거너더', `harin${stamp}`), relation: '어머니' },
    { studentId: await kid('황보하나', `hana${stamp}`), relation: '어머니' },
  ];
  const username = `longmom${stamp}`;
  const made = (await callAs(page, 'admin', 'POST', '/staff/people/', { category: 'parent', name: '이엄마', username, children })) as {
    oneTimePassword: string;
  };
  // Her own password first: a one-time one holds her on the change page.
  const { access } = await (
    await page.request.post('/backend/accounts/login/', { data: { username, password: made.oneTimePassword } })
  ).json();
  const password = '긴 이름 아이들의 엄마 2026';
  const changed = await page.request.post('/backend/accounts/password/', {
    headers: { authorization: `Bearer ${access}` },
    data: { currentPassword: made.oneTimePassword, newPassword: password, newPasswordConfirm: password },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/sign/login');
  await page.waitForLoadState('load');
  await expect(async () => {
    await page.getByLabel('아이디').fill(username);
    await page.getByLabel('비밀번호').fill(password);
    await expect(page.getByLabel('비밀번호')).toHaveValue(password, { timeout: 200 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: '로그인' }).tap();
  await expect(page).toHaveURL((u) => u.pathname === '/', { timeout: 15_000 });
  for (const path of ['/', '/education', '/mypage']) {
    if (path !== '/') await page.goto(path);
    await expect(page.getByRole('radio', { name: /황보알렉산드리나/ })).toBeVisible();
    // The switcher (its names cut with …) stays inside the header; the page is the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    const right = await page
      .getByRole('radiogroup')
      .first()
      .evaluate((g) => g.parentElement!.getBoundingClientRect().right);
    expect(right, path).toBeLessThanOrEqual(360);
    // A short name is whole (three children squeezed each to a letter); the long ones are cut.
    const cut = (name: RegExp) => page.getByRole('radio', { name }).evaluate((r) => r.scrollWidth > r.clientWidth);
    expect(await cut(/^황보하나$/), path).toBe(false);
    expect(await cut(/황보다온/), path).toBe(true);
  }
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('a teacher picks a student and sees her work beside the list; every staff tab is in sight', async ({ page }) => {
    await signIn(page, 'teacher1', '/staff/education');
    await page.getByRole('button', { name: /김하린/ }).tap();
    const name = page.getByRole('heading', { name: '김하린 학생' });
    await expect(name).toBeVisible();
    // Beside the list, in the first screen: one column put it below a 1024 x 768 tablet's fold.
    const box = (await name.boundingBox())!;
    expect(box.x).toBeGreaterThan(250);
    expect(box.y).toBeLessThan(400);
    await page.setViewportSize({ width: 768, height: 1024 });
    const tabs = page.getByRole('navigation', { name: '선생님 메뉴' }).getByRole('link');
    expect(await tabs.count()).toBeGreaterThan(8);
    for (const tab of await tabs.all()) {
      const b = (await tab.boundingBox())!;
      expect(b.x + b.width, (await tab.textContent()) ?? '').toBeLessThanOrEqual(768);
    }
  });

  test('beside the side bar, the bell and her unread count are there: the drawer that has them never opens', async ({ page }) => {
    // Her daughter asks for an outing: her consent is asked, an unread alarm.
    const start = new Date(Date.now() + (30 + (Date.now() % 50)) * 86_400_000);
    await callAs(page, 'student3', 'POST', '/vacations/', {
      type: 'outing',
      startAt: start.toISOString(),
      expectedReturnAt: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      reason: '치과 진료',
    });
    await signIn(page, 'parent2', '/education');
    const bar = page.getByRole('navigation', { name: '주요 메뉴' });
    const bell = bar.getByRole('link', { name: /알림/ });
    await expect(bell).toBeVisible();
    await expect(bar.getByTestId('side-alarm-count')).toHaveText(/^읽지 않은 알림 \d+건$/);
    await bell.click();
    await expect(page).toHaveURL(/\/alarms$/);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every staff page starts at the tabs’ left edge; the library’s upload form sits beside what was shared, and the people two a row', async ({
    page,
  }) => {
    await signIn(page, 'admin', '/staff/inquiries');
    // Where a page's heading starts once its layout has settled (read twice a frame apart, until they
    // agree: a loaded run once read a page mid-layout, 41 px off).
    const left = async (path: string) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      const read = async () => {
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        return Math.round((await heading.boundingBox())!.x);
      };
      let [before, now] = [await read(), await read()];
      while (before !== now) [before, now] = [now, await read()];
      return now;
    };
    const first = await left('/staff/inquiries');
    for (const path of ['/staff/meals', '/staff/reservations', '/staff/wifi', '/staff/chat', '/staff/library'])
      expect(await left(path), path).toBe(first);
    const form = (await page.getByRole('form', { name: '자료 올리기' }).boundingBox())!;
    const list = (await page.getByRole('heading', { name: '올린 자료' }).boundingBox())!;
    expect(list.x).toBeGreaterThan(form.x + form.width);
    expect(list.y).toBeLessThan(form.y + 100);
    // The people: two a row.
    await page.goto('/staff/people');
    const rows = page.getByRole('list', { name: /목록$/ }).getByRole('link');
    await expect(rows.nth(1)).toBeVisible();
    const [a, b] = [(await rows.nth(0).boundingBox())!, (await rows.nth(1).boundingBox())!];
    expect(b.y).toBe(a.y);
    expect(b.x).toBeGreaterThan(a.x + a.width);
  });
});
