// Every spec imports `test` and `expect` from here instead of '@playwright/test' (eslint refuses the
// other import): a test fails when any page it opened, in any browser context, broke the portal's
// Content-Security-Policy. The portal sends no report-uri, so the browser itself is watched:
// a `securitypolicyviolation` listener installed before the page's own scripts, and the console
// message Chromium prints for each violation (which also covers what no listener sees).
import { test as base, type Browser, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

export type CspViolation = { url: string; directive: string; blocked: string; sample: string; via: 'event' | 'console' };

const BINDING = '__portalCspViolation';

/** Runs in every frame before its scripts: hands each violation to the test runner. */
function recordViolations(binding: string) {
  document.addEventListener('securitypolicyviolation', (e) => {
    const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
    report?.({ directive: e.effectiveDirective || e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
  });
}

async function watch(context: BrowserContext, seen: CspViolation[]) {
  await context.exposeBinding(BINDING, ({ page }, v: Omit<CspViolation, 'url' | 'via'>) => {
    seen.push({ url: page?.url() ?? '', ...v, via: 'event' });
  });
  await context.addInitScript(recordViolations, BINDING);
  context.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
      seen.push({ url: msg.page()?.url() ?? '', directive: '', blocked: '', sample: msg.text(), via: 'console' });
  });
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  /**
   * The violations seen so far in this test (every context: the `page` fixture's and those a spec
   * opens with `browser.newContext()`). Must be empty when the test ends; a test that provokes one on
   * purpose checks it and empties it.
   */
  cspViolations: [
    async ({ browser }, use) => {
      const seen: CspViolation[] = [];
      const opened: BrowserContext[] = [];
      // The `context` fixture and the specs' own contexts are all made by this browser's newContext.
      const target = browser as Browser & { newContext: Browser['newContext'] };
      const original = target.newContext;
      target.newContext = async function (this: Browser, ...args: Parameters<Browser['newContext']>) {
        const context = await original.apply(this, args);
        opened.push(context);
        await watch(context, seen);
        return context;
      };
      try {
        await use(seen);
      } finally {
        target.newContext = original;
        // A spec's own contexts (one person per phone: personOn) end with the test, as the `context`
        // fixture's does. Left open, each signed-in page kept renewing its 6 s tokens and its live
        // stream for the rest of the worker's run: ten such pages, idle, cost a quarter of a core.
        await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
      }
      base.expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
