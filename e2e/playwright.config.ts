import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';
import { pinClock } from './clock';

// The servers, the browser and the workers all start on one pinned clock (clock.ts).
pinClock();

/**
 * The suite runs on E2E_WORKERS workers (2 unless set), and each worker against a portal of its own,
 * started by serve.mjs: the first on E2E_PORT (3100), its API on E2E_API_PORT (4100) and its Toss
 * stand-in on E2E_TOSS_PORT (the portal's port + 2000; E2E_TOSS=0 serves without Toss), the next one
 * port up each, with a fresh DATA_DIR of its own. A spec file then shares its database only with the
 * files its worker ran before it, as it did with the whole suite on one worker. On one worker the suite
 * left about half of a 2-core machine idle (browser, portal and API take turns waiting on each other).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS || 2));
const firstPort = Number(process.env.E2E_PORT || 3100);
const firstApiPort = Number(process.env.E2E_API_PORT || 4100);
const firstTossPort = Number(process.env.E2E_TOSS_PORT || firstPort + 2000);
const withToss = process.env.E2E_TOSS !== '0';

/** The environment of the portal that worker `index` tests: read by serve.mjs and by the specs. */
function portalOf(index: number): Record<string, string> {
  const port = firstPort + index;
  return {
    E2E_PORT: String(port),
    E2E_API_PORT: String(firstApiPort + index),
    // The served portal's DATA_DIR, known to the tests too (a second server on it must be refused).
    E2E_DATA_DIR: path.join(os.tmpdir(), `portal-e2e-${port}`),
    ...(withToss ? { E2E_TOSS_PORT: String(firstTossPort + index), E2E_TOSS_ORIGIN: `http://127.0.0.1:${firstTossPort + index}` } : {}),
  };
}

// In a worker (Playwright sets its index before it loads this file), the specs read their portal here.
const workerIndex = process.env.TEST_PARALLEL_INDEX;
const own = portalOf(Number(workerIndex ?? 0));
if (workerIndex !== undefined) Object.assign(process.env, own);

/**
 * How the specs start Chromium: Debian's headless shell (package chromium-headless-shell, what
 * Playwright itself runs headless) where it is installed, the same Blink without the full browser
 * around it, a third less CPU for the suite (docs/decisions.md); the full browser (package chromium)
 * where it is not, and for `full` (notifications). CHROMIUM_PATH overrides both.
 */
function launchOptions(full = false) {
  const shell = '/usr/bin/chromium-headless-shell';
  const executablePath = process.env.CHROMIUM_PATH || (!full && fs.existsSync(shell) ? shell : '/usr/bin/chromium');
  return { executablePath, args: [...CHROMIUM_FLAGS] };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${own.E2E_PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    userAgent: devices['Pixel 7'].userAgent,
    // The portal's service worker (public/sw.js) stays out of every spec but push.spec.ts, which
    // allows it: a worker answering requests would hide them from page.route and keep files cached.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A trace films every test (a screenshot per frame) to keep the failing ones: a quarter of the
    // suite's CPU on a 2-core machine (kit + shell specs: 177-192 s of CPU with it, 134-143 s without).
    // E2E_TRACE=1 turns it on to look into a failure; the screenshot of a failure stays.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: launchOptions(),
  },
  projects: [
    // Notifications need the full browser: the headless shell denies their permission and shows none.
    // Listed first, so that a worker takes it at the start beside the other specs: last, it ran alone
    // on one of the two cores for its 40 s, after every other spec had ended.
    {
      name: 'chromium-mobile-push',
      testMatch: /push\.spec\.ts$/,
      use: { launchOptions: launchOptions(true) },
    },
    { name: 'chromium-mobile', testIgnore: /push\.spec\.ts$/ },
  ],
  webServer: Array.from({ length: workers }, (_, index) => {
    const portal = portalOf(index);
    return {
      command: 'node serve.mjs',
      env: {
        ...portal,
        E2E_PORTAL_INDEX: String(index),
        E2E_FIRST_API: `http://127.0.0.1:${firstApiPort}`,
        E2E_FIRST_DATA_DIR: portalOf(0).E2E_DATA_DIR!,
      },
      url: `http://localhost:${portal.E2E_PORT}/sign/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    };
  }),
});
