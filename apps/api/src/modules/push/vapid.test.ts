import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadVapidKeys } from './vapid';

const base = { JWT_SECRET: 'x'.repeat(40) };
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR on the embedded database, and read back on the next start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    dirs.push(dir);
    const config = loadConfig({ ...base, DATA_DIR: dir });
    expect(config.push.keys).toEqual({ kind: 'file', path: path.join(dir, 'push', 'vapid.json') });
    const first = await loadVapidKeys(config.push);
    const again = await loadVapidKeys(config.push);
    expect(first?.publicKey).toBeTruthy();
    expect(again).toEqual(first);
    expect(Buffer.from(first!.publicKey, 'base64url')).toHaveLength(65);
    expect(fs.statSync(path.join(dir, 'push', 'vapid.json')).mode & 0o777).toBe(0o600);
  });

  it('come from the environment when given, and both or neither', async () => {
    const config = loadConfig({ ...base, VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'mailto:ops@centre.kr' });
    expect(await loadVapidKeys(config.push)).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:ops@centre.kr' });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'pub' })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/);
  });

  it('are none on PostgreSQL without them (instances must share one pair), so push is off', async () => {
    const config = loadConfig({ ...base, DATABASE_URL: 'postgres://u@127.0.0.1:5432/portal' });
    expect(await loadVapidKeys(config.push)).toBeNull();
  });

  it('sign as the portal’s https address, or a mailto: address when it has none', () => {
    expect(loadConfig({ ...base, PORTAL_ORIGIN: 'https://portal.centre.kr' }).push.subject).toBe('https://portal.centre.kr');
    expect(loadConfig(base).push.subject).toMatch(/^mailto:/);
  });
});
