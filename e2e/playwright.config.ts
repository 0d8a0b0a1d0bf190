import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { pinClock } from './clock';

// The servers, the browser and the workers all start on one pinned clock (clock.ts).
pinClock();

const port = process.env.E2E_PORT || '3100';
// The served portal's DATA_DIR, known to the tests too (a second server on it must be refused).
process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `portal-e2e-${port}`);
// Toss Payments: serve.mjs starts a local stand-in (scripts/fake-toss.mjs) on E2E_TOSS_PORT (the
// portal's port + 2000 unless set) and configures the portal with it; E2E_TOSS=0 serves without Toss.
if (process.env.E2E_TOSS !== '0') {
  process.env.E2E_TOSS_PORT ||= String(Number(port) + 2000);
  process.env.E2E_TOSS_ORIGIN = `http://127.0.0.1:${process.env.E2E_TOSS_PORT}`;
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium-mobile' }],
  webServer: {
    command: 'node serve.mjs',
    url: `http://localhost:${port}/sign/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
