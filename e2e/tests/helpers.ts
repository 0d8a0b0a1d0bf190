import { deflateSync } from 'node:zlib';
import { expect, type Browser, type Locator, type Page } from './fixtures';

export const DEMO_PASSWORD = 'demo1234!';

/**
 * Signs in through the login page as a person would, and waits for the page she lands on. Only the
 * specs about signing in use it; the others sign in with `signIn`.
 */
export async function signInWithForm(page: Page, username: string, path = '/') {
  await page.goto(`/sign/login?redirect=${encodeURIComponent(path)}`);
  // Typed before the form hydrated, a value can be dropped (seen: "아이디와 비밀번호를 모두 입력해 주세요."):
  // wait for the scripts, and type again until both fields hold what was typed.
  await page.waitForLoadState('load');
  await expect(async () => {
    await page.getByLabel('아이디').fill(username);
    await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
    await page.waitForTimeout(100);
    await expect(page.getByLabel('아이디')).toHaveValue(username, { timeout: 200 });
    await expect(page.getByLabel('비밀번호')).toHaveValue(DEMO_PASSWORD, { timeout: 200 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: '로그인' }).tap();
  await expect(page).toHaveURL((u) => u.pathname === path);
}

/**
 * Signs in through next-auth's credentials endpoint (what the login form posts), then opens `path`:
 * the session a form sign-in makes, without loading and hydrating the login page first (a page load
 * per sign-in, about 120 in the suite). The form itself is tested by the specs about signing in.
 */
export async function signIn(page: Page, username: string, path = '/') {
  await renewSession(page, username);
  await page.goto(path);
  await expect(page).toHaveURL((u) => u.pathname === path);
  await hydrated(page);
}

/**
 * Waits until the page's React has hydrated (the portal marks `<html data-hydrated>`): a tap made
 * before is only answered then (lib/early-taps.ts), and what a field held may still be taken over.
 * A first, cold load takes longest (nothing of the portal cached yet).
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds back each of the page's scripts for `ms`: the server's HTML is then on screen, and can be
 * tapped, for a while before React hydrates it (as on a slow phone). Routing also bypasses the
 * browser's cache, so every script is held back.
 */
export async function slowScripts(page: Page, ms = 2_000) {
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Waits until the overlay just opened has its entry on the history (pushed once it has been drawn): a
 * script's Back right after it shows can come first, on a busy machine (a finger's comes later).
 */
export async function overlayEntered(page: Page) {
  await expect.poll(() => page.evaluate(() => (history.state as { __kitOverlay?: boolean } | null)?.__kitOverlay)).toBe(true);
}

/** Whether the page has hydrated yet (`<html data-hydrated>`). */
export const isHydrated = async (page: Page) => (await page.locator('html[data-hydrated]').count()) > 0;

/**
 * Signs in again through next-auth's endpoint, without the form, into the page's browser context: its
 * session then holds an access token younger than this run's short lifetime (6 s). A page of the portal
 * is left first (for a blank one): a session request it had in flight could answer after the renewal
 * and put its older session back in the cookie.
 */
export async function renewSession(page: Page, username: string) {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const res = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, username, password: DEMO_PASSWORD, json: 'true' },
  });
  expect(res.ok(), `renewing the session of ${username}`).toBe(true);
}

/**
 * An access token of `username` issued just now, by a sign-in of its own at the API (through the portal's
 * /backend/). The run's access tokens live 6 s, so the one a page holds may be about to run out (the page
 * renews it only when the API refuses it). It is not read from the page's session: a session request the
 * page had in flight may answer after a renewal and put the older token back in its cookie (seen in CI as
 * TOKEN_EXPIRED on a token that was to be fresh).
 */
export async function freshToken(page: Page, username: string): Promise<string> {
  const res = await page.request.post('/backend/accounts/login/', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok(), `signing ${username} in at the API: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { access: string }).access;
}

/**
 * The answer to the page's next file upload that the page keeps: a 401 is a token that ran out (this
 * run's live 6 s), which the upload renews and sends again, so the answer that counts is the one after.
 */
export function uploadAnswer(page: Page) {
  return page.waitForResponse((r) => r.url().includes('/backend/files/') && r.request().method() === 'POST' && r.status() !== 401);
}

/** Calls the API through the portal as `username`, signed in on the page's browser (to arrange what a test is not about). */
export async function callAs(page: Page, username: string, method: 'POST' | 'PUT', path: string, data: unknown) {
  const token = await freshToken(page, username);
  const res = await page.request.fetch(`/backend${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** The tokens of the page's session, read the way the portal reads them. */
export async function sessionOf(page: Page): Promise<{ accessToken: string; refreshToken: string } | null> {
  return page.evaluate(async () => {
    const res = await fetch('/api/auth/session');
    const s = await res.json();
    return s?.accessToken ? { accessToken: s.accessToken, refreshToken: s.refreshToken } : null;
  });
}

/** The time picker's row height (spec: 40 px). */
export const PICKER_ROW = 40;

/** A finger drag with real touch events (CDP), `rows` rows upwards (negative: downwards). */
export async function touchDrag(page: Page, column: Locator, rows: number) {
  const box = (await column.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 8;
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - (rows * PICKER_ROW * i) / steps }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Waits for the time picker to be open and still (it slides up for 0.3 s), and answers the sheet. */
export async function openedPicker(page: Page) {
  const sheet = page.getByTestId('time-picker');
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId('time-picker-root')).toHaveAttribute('data-state', 'open');
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = (await sheet.boundingBox())?.y ?? -2;
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return sheet;
}

/** Opens the time picker of a field, moves the hour with the keyboard, and confirms. */
export async function pickTime(page: Page, field: string, hourSteps: number, expected: string) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).tap();
  await expect(page.getByTestId('time-picker-root')).toHaveAttribute('data-state', 'open');
  const hour = page.getByTestId('time-picker-hour');
  await hour.focus();
  for (let i = 0; i < Math.abs(hourSteps); i++) await page.keyboard.press(hourSteps > 0 ? 'ArrowUp' : 'ArrowDown');
  // 열세 시로, 열아홉 시 삼십 분으로: the particle follows how the time is read.
  await page.getByRole('button', { name: `${expected}${expected.endsWith(':00') ? '로' : '으로'} 선택` }).tap();
  await expect(page.getByTestId('time-picker')).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^${field}`) })).toHaveText(expected);
}

/**
 * Takes a signed-out device's page to `path`, and waits until it lands on sign-in. The page may be on
 * its way there already (a request of its own refused meanwhile, or its live stream ended with its
 * sign-in), which cuts this navigation short: only that abort, or that other navigation, is let pass.
 */
export async function sentToSignIn(page: Page, path: string) {
  await page.goto(path).catch((e: Error) => {
    if (!e.message.includes('net::ERR_ABORTED') && !/interrupted by another navigation to "[^"]*\/sign\/login/.test(e.message)) throw e;
  });
  await expect(page).toHaveURL(/\/sign\/login/, { timeout: 20_000 });
}

/** A separate browser (own cookies and storage) signed in as `username`: one person on her own phone. */
export async function personOn(browser: Browser, username: string, path = '/') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, path);
  return page;
}

/** The unread alarm count on the home screen. */
export async function alarmCount(page: Page): Promise<number> {
  await page.goto('/');
  const badge = page.getByRole('list', { name: '새 소식' }).getByRole('listitem').filter({ hasText: '새 알림' });
  await expect(badge).toBeVisible();
  // The profile is shown from the session first, then refreshed: wait for the fresh one.
  await expect(page.locator('section[data-state="fresh"]')).toBeVisible();
  return Number((await badge.locator('strong').textContent())!.replace(/\D/g, ''));
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A real 2×2 PNG (a screenshot or a photo, as far as the server can tell), padded after its end to `size` bytes. */
export function png(size: number): Buffer {
  const image = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return Buffer.concat([image, Buffer.alloc(Math.max(0, size - image.length), 0x2e)]);
}

/**
 * The button that downloads `fileName`: its name is what it shows (kind, name, size) between the
 * words a screen reader adds, such as "진단서 … 내려받기" (the visible text stays part of the name).
 */
export function fileButton(scope: Page | Locator, fileName: string, before = ''): Locator {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('button', { name: new RegExp(`^${escape(before)}.*${escape(fileName)}.* 내려받기$`) });
}

/**
 * Picks a child in a parent's child switcher. A tap that lands before the page has hydrated is
 * answered only once it has (slow on a loaded machine), so it taps until the switcher shows her.
 */
export async function pickChild(scope: Page | Locator, name: string) {
  const child = scope.getByRole('radio', { name });
  await expect(async () => {
    await child.tap();
    await expect(child).toBeChecked({ timeout: 1_000 });
  }).toPass();
}
