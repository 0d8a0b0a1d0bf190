// Starts the built portal and API for end-to-end tests on their own ports with a fresh embedded
// database, and access tokens that expire in seconds so every test crosses refreshes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeToss } from '../scripts/fake-toss.mjs';

// Fresh every run; playwright.config.ts names it so that tests can find it.
const dataDir = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), `portal-e2e-${process.env.E2E_PORT || '3100'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// Toss Payments cannot be reached from here: a local stand-in answers confirm and cancel and serves a
// minimal SDK whose checkout returns straight to successUrl (playwright.config.ts sets the port).
const tossPort = process.env.E2E_TOSS === '0' ? null : Number(process.env.E2E_TOSS_PORT || Number(process.env.E2E_PORT || '3100') + 2000);
const tossSecret = 'test_sk_e2e_portal';
const toss = tossPort ? await startFakeToss({ port: tossPort, secretKey: tossSecret }) : null;
// Each worker has a portal of its own (playwright.config.ts); scripts/start.mjs builds what is stale
// before it serves, so every portal but the first waits until the first one's builds are done: its API
// takes the lock of its DATA_DIR (written this run) only after them, before it migrates and seeds, so
// the portals migrate and seed side by side. Two builds never write the same folder at once.
const startedAt = Date.now();
const firstLock = process.env.E2E_FIRST_DATA_DIR ? path.join(process.env.E2E_FIRST_DATA_DIR, 'portal.lock') : null;
const firstBuilt = async () => {
  const lock = firstLock && fs.statSync(firstLock, { throwIfNoEntry: false });
  if (lock && lock.mtimeMs >= startedAt) return true;
  try {
    return (await fetch(`${process.env.E2E_FIRST_API}/health/`)).ok;
  } catch {
    return false; // not up yet
  }
};
if (Number(process.env.E2E_PORTAL_INDEX || 0) > 0) {
  while (!(await firstBuilt())) await new Promise((resolve) => setTimeout(resolve, 250));
}
const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../scripts/start.mjs')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT || '3100',
    API_PORT: process.env.E2E_API_PORT || '4100',
    ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TTL || '6',
    LUMINA_URL: `http://127.0.0.1:${process.env.E2E_PORT || '3100'}/lumina-landing`,
    LOG_LEVEL: 'warn',
    // push.spec's push service is plain http on 127.0.0.1 (a real one is https, and only https is taken).
    PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
    ...(toss
      ? { TOSS_CLIENT_KEY: 'test_ck_e2e_portal', TOSS_SECRET_KEY: tossSecret, TOSS_API_URL: toss.url, TOSS_SDK_URL: toss.sdkUrl }
      : {}),
  },
});
const stop = () => {
  child.kill('SIGTERM');
  void toss?.close();
  setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 1000);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
