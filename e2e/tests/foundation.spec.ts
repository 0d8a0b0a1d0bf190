import { expect, test, type BrowserContext } from './fixtures';
import { callAs, DEMO_PASSWORD, hydrated, isHydrated, sessionOf, signIn, signInWithForm, slowScripts } from './helpers';
import { E2E_SEOUL_TIME } from '../clock';

test('student1 signs in and sees her name, category and badge counts', async ({ page, request }) => {
  // Other specs may have sent her alarms already: the count to show is the API's.
  const login = await request.post('/backend/accounts/login/', { data: { username: 'student1', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const unread: number = (await login.json()).user.bedge.alarm_count;
  await signInWithForm(page, 'student1');
  await expect(page.getByRole('heading', { name: '김하린님, 안녕하세요' })).toBeVisible();
  await expect(page.getByText('학생', { exact: true })).toBeVisible();
  // The home has other counts (today's bookings, inquiries): the alarm count is the one of 새 소식.
  const news = page.getByRole('list', { name: '새 소식' });
  await expect(news.getByText('새 알림')).toBeVisible();
  await expect(news.getByRole('link', { name: /새 알림/ }).getByText(`${unread}건`, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^청람기숙학원 \| /);
  // The footer carries the seller's business information.
  await expect(page.getByText('214-87-40521')).toBeVisible();
  await expect(page.getByText('제2026-경기양평-0412호')).toBeVisible();
});

test('a classmate behind the same address who fails against her name does not keep her out of her own browser', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  // Her own account (the run's), so that no other spec meets the address held for it.
  const username = `dv${Date.now().toString(36).slice(-6)}`;
  const made = (await callAs(page, 'admin', 'POST', '/staff/people/', {
    category: 'student',
    name: '한지민',
    username,
    className: '1반',
  })) as {
    oneTimePassword: string;
  };
  const signInOn = async (context: BrowserContext, password: string) => {
    const { csrfToken } = await (await context.request.get('/api/auth/csrf')).json();
    const res = await context.request.post('/api/auth/callback/credentials', { form: { csrfToken, username, password, json: 'true' } });
    return new URL(((await res.json()) as { url: string }).url).searchParams.get('error');
  };
  // Her browser signs in once (the centre's address: every browser of this run comes from 127.0.0.1)...
  const hers = await browser.newContext();
  expect(await signInOn(hers, made.oneTimePassword)).toBeNull();
  const device = (await hers.cookies()).find((c) => c.name === 'portal-device');
  expect(device, 'her browser keeps its device token').toMatchObject({ httpOnly: true, path: '/api/auth/', sameSite: 'Lax' });
  // Someone else signs in on the same browser after her (a shared phone): her standing stays with it.
  await hers.clearCookies({ name: /next-auth/ });
  const { csrfToken } = await (await hers.request.get('/api/auth/csrf')).json();
  await hers.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, username: 'student5', password: DEMO_PASSWORD, json: 'true' },
  });
  const both = (await hers.cookies()).find((c) => c.name === 'portal-device')!.value.split('~');
  expect(both).toHaveLength(2);
  await hers.clearCookies({ name: /next-auth/ });
  // ...and a classmate's types her name with wrong passwords until that address is held for her account.
  const classmate = await browser.newContext();
  for (let i = 0; i < 5; i++) expect(await signInOn(classmate, 'wrong-password')).toBe('CredentialsSignin');
  const theirs = await classmate.newPage();
  await theirs.goto('/sign/login');
  await hydrated(theirs);
  await theirs.getByLabel('아이디').fill(username);
  await theirs.getByLabel('비밀번호').fill(made.oneTimePassword);
  await theirs.getByRole('button', { name: '로그인' }).tap();
  await expect(theirs.locator('#login-error')).toHaveText('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
  // She signs in from her browser all the same.
  const mine = await hers.newPage();
  await mine.goto('/sign/login');
  await hydrated(mine);
  await mine.getByLabel('아이디').fill(username);
  await mine.getByLabel('비밀번호').fill(made.oneTimePassword);
  await mine.getByRole('button', { name: '로그인' }).tap();
  await expect(mine).toHaveURL(/\/mypage\/change-password\?required=1/);
  await hers.close();
  await classmate.close();
});

test('/login, the address people guess, leads to the sign-in page', async ({ page }) => {
  const res = await page.request.get('/login', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe('/sign/login');
});

test('the manifest makes an app of the centre: its splash the colour of its pages, turning as it is held, its icons there', async ({
  page,
}) => {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    lang: 'ko',
    display: 'standalone',
    start_url: '/',
    background_color: '#f4f6fa',
  });
  // Turned as it is held: a tablet on its side has a layout of its own.
  expect(manifest.orientation).toBeUndefined();
  for (const icon of manifest.icons as { src: string }[]) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
});

test('a wrong password is refused with one Korean message, and nothing is lost from the form', async ({ page }) => {
  await page.goto('/sign/login');
  await page.getByLabel('아이디').fill('student2');
  await page.getByLabel('비밀번호').fill('wrong-password');
  await page.getByRole('button', { name: '로그인' }).tap();
  await expect(page.locator('#login-error')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.');
  await expect(page.getByLabel('아이디')).toHaveValue('student2');
  await expect(page).toHaveURL(/\/sign\/login/);
});

test('the sign-in form sent before its scripts have run waits for them: no password in any address, and she is signed in', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (r) => addresses.push(r.url()));
  await slowScripts(page);
  await page.goto('/sign/login', { waitUntil: 'commit' });
  await page.getByLabel('아이디').fill('student2');
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByLabel('비밀번호').press('Enter');
  expect(await isHydrated(page)).toBe(false);
  await expect(page).toHaveURL((u) => u.pathname === '/', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '김서아님, 안녕하세요' })).toBeVisible();
  // The browser's own way would have been a GET of /sign/login with both fields in its address.
  expect(addresses.filter((a) => /password=|demo1234/.test(a))).toEqual([]);
});

test('an error code that names an inherited property shows the general message, not a server error; no code says nothing failed', async ({
  page,
}) => {
  for (const code of ['__proto__', 'constructor', 'valueOf']) {
    const res = await page.goto(`/sign/login?error=${code}`);
    expect(res?.status(), code).toBe(200);
    await expect(page.getByText('로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeVisible();
  }
  // next-auth's error address without a code: the sign-in page, with nothing said to have failed.
  await page.goto('/api/auth/error');
  await expect(page).toHaveURL(/\/sign\/login/);
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  await expect(page.locator('#login-error')).toHaveText('');
});

test('the drawer opens, navigates and highlights the current section', async ({ page }) => {
  await signIn(page, 'student1');
  await page.getByRole('button', { name: '메뉴 열기' }).tap();
  const drawer = page.getByRole('navigation', { name: '전체 메뉴' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  // Ten entries, one per index route; the my-page entry shows the picture with the username as alt text.
  await expect(drawer.getByRole('listitem')).toHaveCount(10);
  await expect(drawer.getByRole('img', { name: 'student1' })).toBeVisible();
  await drawer.getByRole('link', { name: /마이페이지/ }).tap();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: '김하린' })).toBeVisible();
  await page.getByRole('button', { name: '메뉴 열기' }).tap();
  await expect(drawer.getByRole('link', { name: /마이페이지/ })).toHaveAttribute('aria-current', 'page');
  await expect(drawer.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current', 'page');
});

test('a wide screen gets the side bar as its one menu; a phone never loads it', async ({ page }) => {
  // The page's scripts in the order asked for: the side bar's is the one with its button's label.
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: res.text().catch(() => '') });
  });
  await signIn(page, 'student1');
  await expect(page.getByRole('heading', { name: '김하린님, 안녕하세요' })).toBeVisible();
  await page.getByRole('button', { name: '메뉴 열기' }).tap();
  await page.getByRole('navigation', { name: '전체 메뉴' }).getByRole('link', { name: '자료실' }).tap();
  await expect(page).toHaveURL(/\/services\/notice$/);
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
  const onPhone = scripts.length;

  await page.setViewportSize({ width: 1280, height: 800 });
  const bar = page.getByRole('navigation', { name: '주요 메뉴' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeHidden();
  // Its code came only now, for the wide screen (it used to come with every page, on a phone too).
  const bodies = await Promise.all(scripts.map((s) => s.body));
  const holders = scripts.filter((_, i) => bodies[i]!.includes('메뉴 펼치기')).map((s) => scripts.indexOf(s));
  expect(holders.length).toBeGreaterThan(0);
  expect(holders.every((i) => i >= onPhone)).toBe(true);

  await bar.getByRole('button', { name: '메뉴 펼치기' }).click();
  await bar.getByRole('link', { name: '식단' }).click();
  await expect(page).toHaveURL(/\/fd$/);
  await expect(bar.getByRole('link', { name: '식단' })).toHaveAttribute('aria-current', 'page');

  // Back to a phone's width: the bar goes, the drawer's button is back.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeVisible();
});

test('a signed-out visit to /mypage goes to sign-in and comes back after it', async ({ page }) => {
  await page.goto('/mypage');
  await expect(page).toHaveURL('/sign/login?error=SessionRequired&redirect=%2Fmypage');
  await page.getByLabel('아이디').fill('parent1');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).tap();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByRole('heading', { name: '박지현' })).toBeVisible();
  await expect(page.getByText('학부모').first()).toBeVisible();
});

test('an outside redirect target is ignored after sign-in', async ({ page }) => {
  await page.goto('/sign/login?redirect=' + encodeURIComponent('//evil.example/steal'));
  await page.getByLabel('아이디').fill('student2');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).tap();
  await expect(page).toHaveURL((u) => u.pathname === '/' && u.host.startsWith('localhost'));
});

test('a session revoked behind the page is sent back to sign-in', async ({ page, request }) => {
  await signIn(page, 'student2', '/mypage');
  const tokens = await sessionOf(page);
  expect(tokens).not.toBeNull();
  // Somebody ends this sign-in elsewhere (e.g. a password change): the whole family is revoked.
  const res = await request.post('/backend/accounts/logout/', { headers: { authorization: `Bearer ${tokens!.accessToken}` } });
  expect(res.status()).toBe(204);
  await page.reload();
  await expect(page).toHaveURL('/sign/login?error=SessionExpired&redirect=%2Fmypage');
  // Told why, as a notice (not as a mistake of hers).
  await expect(page.getByText('로그인이 끝났습니다. 다시 로그인하면 쓰던 내용을 이어서 볼 수 있어요.')).toBeVisible();
  await expect(page.getByLabel('아이디')).not.toHaveAttribute('aria-invalid', 'true');
});

test('on a family’s one phone, her mother signing in on a login page left open ends the daughter’s sign-in, and the daughter’s tab becomes the mother’s home', async ({
  page,
  context,
  request,
}) => {
  // A login page opened while nobody was signed in, left open in another tab.
  const other = await context.newPage();
  await other.goto('/sign/login');
  await hydrated(other);
  await signIn(page, 'student5', '/contactus/new');
  // Halfway through a question: her unsaved form does not hold the page with "leave site?".
  await page.getByLabel('문의 내용').fill('기숙사 3층 정수기가 고장 났어요.');
  const hers = await sessionOf(page);
  expect(hers).not.toBeNull();

  await other.getByLabel('아이디').fill('parent2');
  await other.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await other.getByRole('button', { name: '로그인' }).tap();
  await expect(other.getByRole('heading', { name: '정은영님, 안녕하세요' })).toBeVisible();

  // The daughter's tab shows nothing of hers any more: it is her mother's home, loaded afresh.
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect(page.getByRole('heading', { name: '정은영님, 안녕하세요' })).toBeVisible();
  // And her sign-in is over at the API: its refresh token gets no new pair (her pushes stop with it).
  const refreshed = await request.post('/backend/accounts/login/refresh/', { data: { refresh: hers!.refreshToken } });
  expect(refreshed.status()).toBe(401);
  // Her tab hearing that her sign-in ended does not end her mother's, now the browser's.
  await page.reload();
  await expect(page.getByRole('heading', { name: '정은영님, 안녕하세요' })).toBeVisible();
  expect(await sessionOf(other)).not.toBeNull();
  await other.close();
});

test("next-auth's own sign-out address asks in Korean: 취소 keeps her signed in, 로그아웃 ends the sign-in on the API too", async ({
  page,
  request,
}) => {
  await signIn(page, 'student3', '/mypage');
  // Its English page is not shown: the address leads to ours.
  await page.goto('/api/auth/signout');
  await expect(page).toHaveURL((u) => u.pathname === '/sign/logout');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '로그아웃할까요?' })).toBeVisible();
  await page.getByRole('button', { name: '취소' }).tap();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByRole('heading', { name: '로그아웃할까요?' })).toBeHidden();
  expect(await sessionOf(page)).not.toBeNull();

  await page.goto('/sign/logout');
  await hydrated(page);
  const tokens = await sessionOf(page);
  await page.getByRole('button', { name: '로그아웃' }).tap();
  await expect(page).toHaveURL((u) => u.pathname === '/sign/login');
  expect(await sessionOf(page)).toBeNull();
  // The API ended that sign-in: its refresh token no longer gets a new pair.
  const refreshed = await request.post('/backend/accounts/login/refresh/', { data: { refresh: tokens!.refreshToken } });
  expect(refreshed.status()).toBe(401);
  await page.goto('/sign/logout');
  await expect(page.getByRole('heading', { name: '로그아웃되어 있어요' })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/sign/login');
});

test('a page opened after her access token ran out comes with its data: the portal renews the pair first, the browser spends nothing', async ({
  page,
}) => {
  await signIn(page, 'student1', '/alarms');
  const before = (await sessionOf(page))!;
  // Away from the portal while the run's access tokens (6 s) run out: nothing of hers renews them.
  await page.goto('about:blank');
  await page.waitForTimeout(7_000);
  const browserRenewals: string[] = [];
  const refused: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/backend/accounts/login/refresh/')) browserRenewals.push(r.url());
  });
  page.on('response', (r) => {
    if (r.url().includes('/backend/') && r.status() === 401) refused.push(r.url());
  });
  const res = (await page.goto('/alarms'))!;
  // The proxy answered first: the same address again, with the renewed session cookie.
  const hop = res.request().redirectedFrom();
  expect(hop?.url()).toMatch(/\/alarms$/);
  const renewal = (await hop!.response())!;
  expect(renewal.status()).toBe(307);
  expect(await renewal.headerValue('set-cookie')).toMatch(/^next-auth\.session-token=[^;]+;.*HttpOnly/i);
  const after = (await sessionOf(page))!;
  expect(after.refreshToken).not.toBe(before.refreshToken);
  // The page's HTML already holds her newest alarm, as the API answers it with the new token.
  const list = await page.request.get('/backend/alarms/', { headers: { authorization: `Bearer ${after.accessToken}` } });
  expect(list.status()).toBe(200);
  const newest = ((await list.json()) as { results: { title: string }[] }).results[0]!;
  const html = await res.text();
  const escaped = newest.title
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
  expect(html.includes(escaped) || html.includes(JSON.stringify(newest.title).slice(1, -1)), newest.title).toBe(true);
  await expect(page.getByText(newest.title).first()).toBeVisible();
  await hydrated(page);
  expect(browserRenewals).toEqual([]);
  expect(refused).toEqual([]);
});

test('three tabs stay signed in across several access-token expiries', async ({ context }) => {
  test.setTimeout(90_000);
  const first = await context.newPage();
  await signIn(first, 'student1');
  const tabs = [first, await context.newPage(), await context.newPage()];
  await tabs[1]!.goto('/mypage');
  await tabs[2]!.goto('/');
  const initial = (await sessionOf(first))!.refreshToken;
  // Access tokens live 6 s in this run: three rounds of 7 s cross at least three expiries, and in each
  // round all three tabs call the API at the same moment with an expired token.
  for (let round = 0; round < 3; round++) {
    await first.waitForTimeout(7_000);
    await Promise.all(tabs.map((t) => t.reload()));
    for (const t of tabs) {
      await expect(t).not.toHaveURL(/\/sign\/login/);
      await expect(t.getByRole('heading', { name: /김하린/ })).toBeVisible();
    }
    // Each page's profile request came back from the API (through a refresh), not from the session.
    for (const t of tabs) await expect(t.locator('[data-state="fresh"]')).toBeVisible();
    for (const t of tabs) await expect(t).not.toHaveURL(/\/sign\/login/);
  }
  const last = (await sessionOf(first))!.refreshToken;
  expect(last).not.toBe(initial);
  for (const t of tabs) await expect(t).not.toHaveURL(/\/sign\/login/);
});

test('the old gym and diet paths redirect to their screens', async ({ request }) => {
  const gym = await request.get('/reservation/gym', { maxRedirects: 0 });
  expect(gym.status()).toBe(308);
  expect(gym.headers()['location']).toBe('/reservation/eym');
  const diet = await request.get('/services/diet', { maxRedirects: 0 });
  expect(diet.headers()['location']).toBe('/fd');
});

test('a page’s address in capitals opens the page, its query kept; a file’s name keeps its capitals', async ({ page, request }) => {
  const typed = await request.get('/Services/Notice?page=2', { maxRedirects: 0 });
  expect(typed.status()).toBe(308);
  const to = new URL(typed.headers()['location']!, 'http://localhost');
  expect(to.pathname + to.search).toBe('/services/notice?page=2');
  expect((await request.get('/Nowhere', { maxRedirects: 0 })).status()).toBe(404);
  // Past the first segment, and the address people guess (/login, sent on to the sign-in page).
  expect((await request.get('/education/Exams/New', { maxRedirects: 0 })).headers()['location']).toMatch(/\/education\/exams\/new$/);
  expect((await request.get('/Login', { maxRedirects: 0 })).headers()['location']).toMatch(/\/login$/);
  const font = '/fonts/pretendard-1.3.9/woff2-dynamic-subset/PretendardVariable.subset.72.woff2';
  expect((await request.get(font, { maxRedirects: 0 })).status()).toBe(200);
  await signIn(page, 'student1');
  await page.goto('/Education');
  await expect(page).toHaveURL((u) => u.pathname === '/education');
  await expect(page.getByRole('heading', { level: 1, name: '학습 관리' })).toBeVisible();
});

test('the LUMINA entry asks for a refresh, then opens LUMINA in a new tab with the access token', async ({ page, context }) => {
  await signIn(page, 'student1');
  await page.getByRole('button', { name: '메뉴 열기' }).tap();
  const sendRefresh = page.waitForRequest((r) => r.url().endsWith('/backend/accounts/erp/send-refresh/') && r.method() === 'POST');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('navigation', { name: '전체 메뉴' })
      .getByRole('link', { name: /LUMINA/ })
      .tap(),
  ]);
  expect((await (await sendRefresh).response())?.status()).toBe(204);
  await expect.poll(() => tab.url()).toContain('/lumina-landing?token=');
  // The token is an access token of this sign-in: a JWT whose subject is the signed-in student.
  const token = new URL(tab.url()).searchParams.get('token')!;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  const userId = await page.evaluate(async () => (await (await fetch('/api/auth/session')).json()).user.id);
  expect(claims.sub).toBe(String(userId));
  // The portal itself stays where it was.
  await expect(page).toHaveURL((u) => u.pathname === '/');
});

test('the staff pages answer 404 to students and parents, and open for teachers', async ({ browser }) => {
  for (const username of ['student6', 'parent2']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, username);
    for (const path of [
      '/staff',
      '/staff/education',
      '/staff/vacations',
      '/staff/reservations',
      '/staff/wifi',
      '/staff/people',
      '/staff/site',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), `${username} ${path}`).toBe(404);
      await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
      // Its title names no staff page: the same 404 as a wrong address.
      await expect(page).toHaveTitle(/^페이지를 찾을 수 없습니다 \| /);
    }
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'teacher2');
  const res = await page.goto('/staff');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '선생님 메뉴', level: 1 })).toBeVisible();
  // The operator's console is the admin's: a teacher gets the 404 page.
  for (const path of ['/staff/people', '/staff/people/import', '/staff/site']) {
    const other = await page.goto(path);
    expect(other?.status(), `teacher2 ${path}`).toBe(404);
    await expect(page).toHaveTitle(/^페이지를 찾을 수 없습니다 \| /);
  }
  await context.close();
});

test('the run happens on the pinned clock: the test, the browser, the portal and the API agree on it', async ({ page, request }) => {
  // The suite starts at 13:00 in Seoul and takes well under an hour.
  const hour = (ms: number) => Number(new Date(ms).toLocaleString('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', hourCycle: 'h23' }));
  const now = Date.now();
  expect(hour(now)).toBe(Number(E2E_SEOUL_TIME.slice(0, 2)));
  const near = (ms: number) => Math.abs(ms - now) < 60_000;
  await page.goto('/sign/login');
  expect(near(await page.evaluate(() => Date.now()))).toBe(true);
  const portal = await request.get('/sign/login');
  expect(near(Date.parse(portal.headers()['date']!))).toBe(true);
  const api = await request.get(`http://127.0.0.1:${process.env.E2E_API_PORT || '4100'}/health/`);
  expect(near(Date.parse(api.headers()['date']!))).toBe(true);
});

test('a link shared in a messenger previews as the portal, with its name and icon as absolute addresses', async ({ request, baseURL }) => {
  const res = await request.get('/services/notice/1');
  expect(res.url()).toContain('/sign/login');
  const html = await res.text();
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(html)?.[1];
  expect(meta('og:image')).toBe(`${new URL(baseURL!).origin}/icons/icon-512.png`);
  expect(meta('og:title')).toMatch(/자기주도 학습 서비스/);
  expect(meta('og:site_name')).toBeTruthy();
});
