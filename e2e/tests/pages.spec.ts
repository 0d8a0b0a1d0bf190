import { expect, test, type Page } from './fixtures';
import { freshToken, renewSession, signIn } from './helpers';

/**
 * One walk through the pages of each kind of person, checking at each what two sweeps used to check on
 * separate visits (a quarter of the suite's page loads, on the CPU the rest of the suite waits for):
 * - a page the server draws with its data (`served`) arrives with its first screen of data and its
 *   styles in the HTML, and hydrates without a mismatch;
 * - on every page (`served` and `tapped`), and in the drawer, every control is at least 44 x 44 px at
 *   375 x 812.
 */
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

/** WCAG 2.5.8 asks 24 px; the issue asks 44 px for every control on these phones. */
const MIN = 44;

type Small = { route: string; what: string; width: number; height: number };

/**
 * Every visible control of the page whose box is under MIN in either direction. A visually hidden
 * input, or a checkbox or radio inside its label, is measured by the label (what the finger taps). Links inside a sentence are
 * left out, as WCAG's inline exception does: their size is the text's.
 */
async function smallControls(page: Page, route: string): Promise<Small[]> {
  const found = await page.evaluate((min) => {
    const out: { what: string; width: number; height: number }[] = [];
    const seen = new Set<Element>();
    const describe = (el: Element) => {
      const name = (
        el.getAttribute('aria-label') ||
        (el as HTMLElement).innerText ||
        el.getAttribute('placeholder') ||
        el.getAttribute('name') ||
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}"`;
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const parent = el.parentElement;
      if (!parent || !['P', 'LI', 'SPAN', 'DD', 'SMALL'].includes(parent.tagName)) return false;
      const text = (parent.textContent ?? '').replace(el.textContent ?? '', '').trim();
      return text.length > 0;
    };
    for (const el of Array.from(
      document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, summary, [role=tab], [role=radio]'),
    )) {
      let target: Element = el;
      let box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      // A hidden input, or a checkbox or radio with a label, is tapped through its label.
      const toggle = el.tagName === 'INPUT' && ['checkbox', 'radio'].includes((el as HTMLInputElement).type);
      if (el.tagName === 'INPUT' && (toggle || box.width <= 2 || box.height <= 2)) {
        const label = (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`)) || el.closest('label');
        if (!label) {
          if (toggle && box.width > 2) out.push({ what: describe(el), width: Math.round(box.width), height: Math.round(box.height) });
          continue;
        }
        target = label;
        box = label.getBoundingClientRect();
      }
      if (box.width === 0 && box.height === 0) continue;
      if (seen.has(target) || inSentence(target)) continue;
      seen.add(target);
      if (box.width < min - 0.5 || box.height < min - 0.5)
        out.push({ what: describe(target), width: Math.round(box.width), height: Math.round(box.height) });
    }
    return out;
  }, MIN);
  return found.map((f) => ({ route, ...f }));
}

const format = (s: Small[]) => s.map((x) => `${x.route}: ${x.what} ${x.width}x${x.height}`).join('\n');

/**
 * The server's HTML of a page drawn with its data: no skeleton, its CSS inlined with the nonce, every
 * class defined.
 */
async function checkServed(page: Page, username: string, route: string) {
  // The server renders with the session's access token and does not refresh it (the browser does):
  // with this run's 6 s tokens, an expired one would make a skeleton that says nothing about prefetch.
  await renewSession(page, username);
  // A fallback React streams in the same response (a chart loaded on demand) is not waiting on data.
  const html = (await serverHtml(page, route)).replace(/<!--\$\?-->[\s\S]*?<!--\/\$-->/g, '');
  // The first screen's data is in the HTML: no skeleton stands in for it.
  expect(html, `${route} was sent with a skeleton`).not.toContain('data-testid="skeleton"');
  expect(html, `${route} was sent loading`).not.toContain('aria-busy="true"');
  // …and its styles: written into its head with the page's nonce (no stylesheet request before the
  // first paint; the CSP check of every visit fails if the nonce is wrong), and every class the
  // HTML uses is defined there.
  expect(html, `${route} links its CSS instead of carrying it`).toMatch(/<head>[\s\S]*<style nonce="[^"]+" data-precedence=/);
  expect(await unstyledClasses(page, html), `${route} draws classes its stylesheets lack`).toEqual([]);
}

/** Opens a route and waits until nothing on it is still loading. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main#main')).toBeVisible();
  // Not 'networkidle': a signed-in page keeps its live event stream open, so the network never rests.
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Walks `served` (each checked as the server sends it, then opened) and `tapped` (opened), measuring
 * the controls of each and of the drawer; answers the controls too small. Fails on a hydration mismatch.
 */
async function walk(page: Page, username: string, { served, tapped = [] }: { served: string[]; tapped?: string[] }) {
  const errors = collectErrors(page);
  const small: Small[] = [];
  for (const route of served) {
    await checkServed(page, username, route);
    await visit(page, route);
    small.push(...(await smallControls(page, route)));
  }
  for (const route of tapped) {
    await visit(page, route);
    small.push(...(await smallControls(page, route)));
  }
  await page.getByRole('button', { name: '메뉴 열기' }).tap();
  await expect(page.getByRole('navigation', { name: '전체 메뉴' })).toBeVisible();
  small.push(...(await smallControls(page, 'drawer')));
  expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
  return small;
}

test.describe('each page arrives with its first screen of data, and every control is at least 44 x 44 px', () => {
  // A walk of up to 36 routes, two dozen of them also fetched as the server sends them: about 25 s for
  // student1 on a quiet 2-core machine; the two sweeps it replaced took 45-60 s each on a slow one.
  test.describe.configure({ timeout: 180_000 });
  test('student1', async ({ page }) => {
    await signIn(page, 'student1');
    const html = await serverHtml(page, '/mypage/vacations');
    expect(html).toContain('휴가 내역');
    const small = await walk(page, 'student1', {
      served: [
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
      ],
      tapped: [
        '/education?tab=curriculum',
        '/education?tab=counseling',
        '/education/exams/new',
        '/reservation/eym',
        '/reservation/study',
        '/mypage/change-password',
        '/help/alarm',
        '/contactus/new',
        '/help',
        '/help/pwa',
        '/chat',
        '/chat/1',
        '/no-such-page',
      ],
    });
    expect(small, format(small)).toEqual([]);
  });

  test('parent1, for the child remembered on this device', async ({ page, context }) => {
    await signIn(page, 'parent1');
    const small = await walk(page, 'parent1', {
      served: [
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
      ],
      tapped: ['/education?tab=curriculum', '/mypage', '/services/notice', '/chat'],
    });
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
    small.push(...(await walk(page, 'parent1', { served: ['/mypage/vacations', '/education', '/reservation/my'] })));
    // An alarm's link names the first child: the page arrives drawn for her, with her data.
    await renewSession(page, 'parent1');
    const linked = await serverHtml(page, `/mypage/vacations?student=${first.id}`);
    expect(linked).toContain(`${first.name} 학생의 휴가 내역`);
    expect(linked).not.toContain('data-testid="skeleton"');
    small.push(...(await walk(page, 'parent1', { served: [`/reservation/my?student=${first.id}`] })));
    // …and, once loaded, makes her the child this device remembers.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'portal_child')?.value).toBe(String(first.id));
    expect(small, format(small)).toEqual([]);
  });

  test('admin', async ({ page }) => {
    await signIn(page, 'admin');
    const small = await walk(page, 'admin', {
      served: ['/staff', '/staff/wifi', '/staff/people', '/staff/site'],
      tapped: ['/staff/people/import'],
    });
    expect(small, format(small)).toEqual([]);
  });

  test('teacher1', async ({ page }) => {
    await signIn(page, 'teacher1');
    const small = await walk(page, 'teacher1', {
      served: [
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
      ],
      tapped: ['/staff', '/staff/chat', '/staff/chat/1', '/mypage', '/mypage/alarms', '/education'],
    });
    // A chosen student's tabs and records.
    await page.goto('/staff/education');
    await page.getByRole('navigation', { name: '학생 선택' }).getByRole('button').first().tap();
    await expect(page.getByRole('tablist', { name: '학생 관리 메뉴' })).toBeVisible();
    for (const tab of ['성적 확정', '학습 계획', '상담 기록']) {
      await page.getByRole('tab', { name: tab }).tap();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      small.push(...(await smallControls(page, `/staff/education ${tab}`)));
    }
    expect(small, format(small)).toEqual([]);
  });
});
