import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { freshToken, signIn, signInWithForm } from './helpers';

// The installable app and web push, in Chromium with its service worker allowed (blocked in the
// other specs). Real push delivery needs the browser vendor's push service, which headless Chromium
// cannot reach: the API's tests deliver and decrypt pushes through a local push service instead.
test.use({ serviceWorkers: 'allow' });

/** Waits until the page is controlled by the portal's active service worker. */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
}

/** What the push service below received: each request's path and its content encoding. */
const pushed: { path: string; encoding: string | undefined }[] = [];

/**
 * A push service on 127.0.0.1 that takes every Web Push request (201) and notes it. It stays up for
 * as long as this worker runs: pushes to the subscriptions made here may come after a test has ended
 * (a later alarm, a retry), and a push service that is gone would leave them retrying.
 */
const pushService = new Promise<string>((resolve) => {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      pushed.push({ path: req.url ?? '', encoding: req.headers['content-encoding'] });
      res.writeHead(201).end();
    });
  });
  server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  server.unref();
});

/**
 * Headless Chromium has no push service to subscribe with: this browser's PushManager answers with a
 * subscription of the shape a real one has (its endpoint at the push service above), kept in the
 * page's storage as a browser keeps its subscription.
 */
async function fakePushService(context: BrowserContext) {
  await context.addInitScript(
    (service) => {
      if (typeof PushManager === 'undefined') return;
      const storeKey = 'e2e-push-subscription';
      type Saved = { endpoint: string; p256dh: string; auth: string };
      const b64url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const make = (s: Saved) => ({
        endpoint: s.endpoint,
        options: { applicationServerKey: null },
        toJSON: () => ({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(storeKey);
          return true;
        },
      });
      PushManager.prototype.getSubscription = async function () {
        const saved = localStorage.getItem(storeKey);
        return (saved ? make(JSON.parse(saved) as Saved) : null) as unknown as PushSubscription;
      };
      PushManager.prototype.subscribe = async function () {
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
        const saved: Saved = {
          endpoint: `${service}/e2e/${crypto.randomUUID()}`,
          p256dh: b64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
          auth: b64url(crypto.getRandomValues(new Uint8Array(16))),
        };
        localStorage.setItem(storeKey, JSON.stringify(saved));
        return make(saved) as unknown as PushSubscription;
      };
    },
    await pushService,
  );
}

/** She signs in on a phone of the fake push service and turns push on there; answers the switch. */
async function pushTurnedOn(page: Page, context: BrowserContext, username: string) {
  await context.grantPermissions(['notifications']);
  await fakePushService(context);
  await signIn(page, username, '/mypage/alarms');
  const sw = page.getByRole('switch', { name: /이 기기에서 알림 받기/ });
  await sw.tap();
  await expect(sw).toBeChecked();
  return sw;
}

/** Takes her subscription off the server (this spec's push service ends with its worker: later specs' alarms would be retried at it). */
async function removeSubscription(page: Page, username: string, endpoint: string) {
  const removed = await page.request.post('/backend/push/subscriptions/remove/', {
    data: { endpoint },
    headers: { authorization: `Bearer ${await freshToken(page, username)}` },
  });
  expect(removed.status()).toBe(204);
}

test('the service worker installs after load, and a page reloaded offline shows the offline page', async ({ page, context }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: '문제 해결' })).toBeVisible();
  await controlled(page);
  // The offline page and the manifest's icons were precached at install.
  expect(await page.evaluate(async () => !!(await caches.match('/offline.html', { ignoreSearch: true })))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '인터넷에 연결되어 있지 않아요' })).toBeVisible();
  await expect(page.getByText('와이파이나 모바일 데이터가 켜져 있는지 확인해 주세요.', { exact: false })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('link', { name: '다시 시도' }).tap();
  await expect(page.getByRole('heading', { name: '문제 해결' })).toBeVisible();
  await expect(page).toHaveURL(/\/help$/);
});

test('the worker shows a push as a notification with its title and the page to open', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/help');
  await controlled(page);
  // Chromium's DevTools protocol hands the worker a push as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL.endsWith('/'))?.registrationId).toBeTruthy();
  const { registrationId, scopeURL } = registrations.find((r) => r.scopeURL.endsWith('/'))!;
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data })),
    );
  /**
   * Hands the worker a push until it shows what is expected: a delivery through the protocol was once
   * lost in a full run (nothing shown within 10 s; never seen alone or under load). The tag makes a
   * second delivery replace the first one's notification instead of adding one.
   */
  const deliver = (
    data: { title: string; link: string; tag: string },
    seen: (n: Awaited<ReturnType<typeof shown>>) => unknown,
    want: unknown,
  ) =>
    expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(scopeURL).origin, registrationId, data: JSON.stringify(data) });
      await expect.poll(async () => seen(await shown()), { timeout: 8_000 }).toEqual(want);
    }).toPass({ timeout: 30_000 });

  await deliver({ title: '문의에 답변이 달렸습니다.', link: '/contactus/3', tag: 'answer' }, (n) => n, [
    { title: '문의에 답변이 달렸습니다.', body: '눌러서 확인해 보세요.', data: { link: '/contactus/3' } },
  ]);
  // A link off the portal is not followed: the notification opens the home page instead.
  await deliver({ title: '다른 곳으로', link: 'https://example.com/', tag: 'elsewhere' }, (n) => n.map((x) => x.data.link), [
    '/contactus/3',
    '/',
  ]);
});

test('the manifest names the centre and its icons', async ({ page }) => {
  await page.goto('/help');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', lang: 'ko' });
  expect(manifest.name).toMatch(/[가-힣]/);
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');
  // What Chromium itself checks before it offers to install the app (Lighthouse 12 no longer does):
  // nothing is missing but a normal window (a test's browser context is an incognito one).
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the push doctor shows what is missing on a device that has not asked yet', async ({ page }) => {
  await signIn(page, 'student1', '/help/alarm');
  await expect(page.getByRole('heading', { name: '푸시 알림 오류' })).toBeVisible();
  await controlled(page);
  await page.reload();
  await expect(page.getByTestId('push-worker')).toContainText('작동 중');
  await expect(page.getByTestId('push-permission')).toContainText('아직 묻지 않음');
  await expect(page.getByTestId('push-subscription')).toContainText('연결되지 않음');
  await expect(page.getByRole('button', { name: '테스트 알림 보내기' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: '아이폰·아이패드에서 알림 받기' })).toBeVisible();
  await expect(page.getByText('iOS 16.4 이상에서, 홈 화면에 추가한 포털 앱으로 열었을 때만', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: '알림이 차단되어 있을 때' })).toBeVisible();
});

test('she turns notifications on for this device, and the doctor sends her a test push', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await fakePushService(context);

  await signIn(page, 'student2', '/mypage/alarms');
  const sw = page.getByRole('switch', { name: /이 기기에서 알림 받기/ });
  await expect(sw).toBeEnabled();
  await expect(sw).not.toBeChecked();
  await sw.tap();
  await expect(page.getByText('이 기기에서 알림을 받아요.')).toBeVisible();
  await expect(sw).toBeChecked();

  await page.goto('/help/alarm');
  await expect(page.getByTestId('push-permission')).toContainText('허용됨');
  await expect(page.getByTestId('push-subscription')).toContainText('연결됨 · 내 기기 1대');
  await expect(page.getByText('이 기기는 알림을 받을 준비가 되어 있어요.')).toBeVisible();
  await page.getByRole('button', { name: '테스트 알림 보내기' }).tap();
  await expect(page.getByText('테스트 알림을 보냈어요.')).toBeVisible();
  // The API's outbox delivered it, encrypted, to this device's push service.
  const device = await page.evaluate(() => (JSON.parse(localStorage.getItem('e2e-push-subscription')!) as { endpoint: string }).endpoint);
  await expect
    .poll(() => pushed.filter((p) => p.path === new URL(device).pathname), { timeout: 15_000 })
    .toEqual([{ path: new URL(device).pathname, encoding: 'aes128gcm' }]);

  // 다시 연결하기: a new subscription replaces the old one; still one device.
  await page.getByRole('button', { name: '다시 연결하기' }).tap();
  await expect(page.getByText('다시 연결했어요. 테스트 알림을 보내 보세요.')).toBeVisible();
  await expect(page.getByTestId('push-subscription')).toContainText('연결됨 · 내 기기 1대');

  // Off again from the settings.
  await page.goto('/mypage/alarms');
  await expect(sw).toBeChecked();
  await sw.tap();
  await expect(page.getByText('이 기기에서는 알림을 받지 않아요.')).toBeVisible();
  await expect(sw).not.toBeChecked();
});

test('signed out and in again on her phone, she gets push back by herself; someone else signing in there does not', async ({
  page,
  context,
}) => {
  const sw = await pushTurnedOn(page, context, 'student3');

  await page.goto('/sign/logout');
  await page.getByRole('button', { name: '로그아웃' }).tap();
  await expect(page).toHaveURL(/\/sign\/login/);

  // Her sign-out ended the server's side of the subscription; a while after her next page is up, the
  // portal registers the browser's subscription again, and the doctor on screen shows it.
  await signIn(page, 'student3', '/help/alarm');
  await expect(page.getByTestId('push-subscription')).toContainText('연결됨 · 내 기기 1대', { timeout: 15_000 });
  await page.goto('/mypage/alarms');
  await expect(sw).toBeChecked();

  // Another student signs in on the same phone: the subscription is not registered as hers.
  const registered: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/push/subscriptions/')) registered.push(r.url());
  });
  await signIn(page, 'student1', '/mypage/alarms');
  await page.waitForTimeout(4_000);
  expect(registered).toEqual([]);
  await expect(sw).not.toBeChecked();

  // Her subscription is taken off the server again: this spec runs first, and the later specs' alarms
  // to her would otherwise be pushed to a push service that ended with this worker, and retried.
  const endpoint = await page.evaluate(() => (JSON.parse(localStorage.getItem('e2e-push-subscription')!) as { endpoint: string }).endpoint);
  await removeSubscription(page, 'student3', endpoint);
});

test('her sign-in ran out on a shared phone and someone else signs in there: her pushes stop coming to it', async ({ page, context }) => {
  const sw = await pushTurnedOn(page, context, 'student3');
  const subscription = () => page.evaluate(() => localStorage.getItem('e2e-push-subscription'));
  const { endpoint } = JSON.parse((await subscription())!) as { endpoint: string };

  // Her session ends unseen (as it does after 14 days): no sign-out, nothing to end when the next one signs in.
  await context.clearCookies();
  await signInWithForm(page, 'student1', '/mypage/alarms');
  // The browser's subscription went with her: the push service refuses it from now on, and the API forgets it.
  await expect.poll(subscription).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('portal.push-owner'))).toBeNull();
  await expect(sw).not.toBeChecked();

  // Her row is taken off the server here (the push service of this spec ends with its worker).
  await removeSubscription(page, 'student3', endpoint);
});
