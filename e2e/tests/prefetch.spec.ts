import { expect, test, type Page } from './fixtures';
import { freshToken, renewSession, signIn } from './helpers';

/** Errors React reports when the browser's first render does not match the server's HTML (production codes too). */
const HYDRATION = /hydrat|did not match|Minified React error #(418|423|425)/i;

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The page's HTML as the server sends it (with the browser's cookies), before any script runs. */
async function serverHtml(page: Page, route: string) {
  const res = await page.request.get(route);
  expect(res.status(), route).toBe(200);
  return res.text();
}

const stylesheets = new Map<string, Promise<string>>();

/**
 * The CSS-module classes of the server's HTML (`AbC12x_name`) that none of the page's own CSS (inlined
 * in its head, or linked) defines: they would be drawn unstyled until a later stylesheet arrives (CSS
 * is grouped per route).
 */
async function unstyledClasses(page: Page, html: string): Promise<string[]> {
  const visible = html.slice(html.indexOf('<body')).replace(/<script[\s\S]*?<\/script>/g, '');
  const used = new Set(
    [...visible.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter((c) => /^[\w-]{6,7}_[a-zA-Z]/.test(c)),
  );
  const hrefs = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  for (const href of hrefs)
    if (!stylesheets.has(href))
      stylesheets.set(
        href,
        page.request.get(href).then((r) => r.text()),
      );
  const inlined = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const css = [...inlined, ...(await Promise.all(hrefs.map((h) => stylesheets.get(h)!)))].join('\n');
  return [...used].filter((c) => !css.includes(`.${c}`));
}

async function check(page: Page, username: string, routes: string[]) {
  const errors = collectErrors(page);
  for (const route of routes) {
    // The server renders with the session's access token and does not refresh it (the browser does):
    // with this run's 6 s tokens, an expired one would make a skeleton that says nothing about prefetch.
    await renewSession(page, username);
    // A fallback React streams in the same response (a chart loaded on demand) is not waiting on data.
    const html = (await serverHtml(page, route)).replace(/<!--\$\?-->[\s\S]*?<!--\/\$-->/g, '');
    // The first screen's data is in the HTML: no skeleton stands in for it.
    expect(html, `${route} was sent with a skeleton`).not.toContain('data-testid="skeleton"');
    // …and its styles: written into its head with the page's nonce (no stylesheet request before the
    // first paint; the CSP check of every visit below fails if the nonce is wrong), and every class the
    // HTML uses is defined there.
    expect(html, `${route} links its CSS instead of carrying it`).toMatch(/<head>[\s\S]*<style nonce="[^"]+" data-precedence=/);
    expect(await unstyledClasses(page, html), `${route} draws classes its stylesheets lack`).toEqual([]);
    await page.goto(route);
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
}

test.describe('signed-in pages arrive with their first screen of data', () => {
  // A sweep of up to 23 routes, each loaded twice: 45-53 s for student1 on a slow 2-core machine, and
  // once over the default 60 s.
  test.describe.configure({ timeout: 120_000 });
  test('student1', async ({ page }) => {
    await signIn(page, 'student1');
    const html = await serverHtml(page, '/mypage/vacations');
    expect(html).toContain('휴가 내역');
    await check(page, 'student1', [
      '/',
      '/mypage',
      '/education',
      '/mypage/goals',
      '/mypage/vacations',
      '/mypage/counseling',
      '/mypage/alarms',
      '/reservation/computer',
      '/reservation/call',
      '/reservation/my',
      '/mypage/reservations',
      '/services/library',
      '/help/feedback',
      '/fd',
      '/mypage/allergies',
      '/services/notice',
      '/help/wifi',
      '/contactus',
      '/mypage/security',
      '/contents',
      '/contents/1',
      '/contents/receipts',
      '/mypage/contents',
    ]);
  });

  test('parent1, for the child remembered on this device', async ({ page, context }) => {
    await signIn(page, 'parent1');
    const routes = [
      '/',
      '/education',
      '/mypage/goals',
      '/mypage/vacations',
      '/mypage/counseling',
      '/reservation/computer',
      '/reservation/call',
      '/reservation/my',
      '/mypage/reservations',
      '/fd',
      '/mypage/allergies',
      '/contactus',
      '/contents',
      '/contents/receipts',
      '/mypage/contents',
    ];
    await check(page, 'parent1', routes);
    // The other child, picked on this device before: her pages arrive drawn for her.
    const accessToken = await freshToken(page, 'parent1');
    const children = (await (
      await page.request.get('/backend/accounts/children/', { headers: { authorization: `Bearer ${accessToken}` } })
    ).json()) as {
      results: { id: number; name: string }[];
    };
    const other = children.results[1]!;
    // At the path the portal writes it (/), so that it is the portal's own cookie, not a second one beside it.
    await context.addCookies([{ name: 'portal_child', value: String(other.id), url: new URL('/', page.url()).href }]);
    await renewSession(page, 'parent1');
    expect(await serverHtml(page, '/mypage/vacations')).toContain(`${other.name} 학생의 휴가 내역`);
    // The proxy's header comes from the address only, never from the browser. Asked while the cookie
    // still names the other child: once a page opened from a link has loaded, the switcher makes the
    // linked child her choice (the cookie then names the first child, whatever this request says).
    const first = children.results[0]!;
    const forged = await page.request.get('/mypage/vacations', { headers: { 'x-portal-student': String(first.id) } });
    expect(await forged.text()).toContain(`${other.name} 학생의 휴가 내역`);
    await check(page, 'parent1', ['/mypage/vacations', '/education', '/reservation/my']);
    // An alarm's link names the first child: the page arrives drawn for her, with her data.
    await renewSession(page, 'parent1');
    const linked = await serverHtml(page, `/mypage/vacations?student=${first.id}`);
    expect(linked).toContain(`${first.name} 학생의 휴가 내역`);
    expect(linked).not.toContain('data-testid="skeleton"');
    await check(page, 'parent1', [`/reservation/my?student=${first.id}`]);
    // …and, once loaded, makes her the child this device remembers.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'portal_child')?.value).toBe(String(first.id));
  });

  test('admin', async ({ page }) => {
    await signIn(page, 'admin');
    await check(page, 'admin', ['/staff', '/staff/wifi', '/staff/people', '/staff/site']);
  });

  test('teacher1', async ({ page }) => {
    await signIn(page, 'teacher1');
    await check(page, 'teacher1', [
      '/',
      '/staff/education',
      '/staff/vacations',
      '/staff/reservations',
      '/staff/library',
      '/staff/feedback',
      '/staff/inquiries',
      '/staff/meals',
      '/staff/notices',
      '/staff/firewall',
      '/staff/contents',
    ]);
  });
});
