import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { LOG_CHUNK_BYTES, logDestination, loggedUrl } from './request-log';

describe('the request log', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: ':memory:', LOG_LEVEL: 'info', JOBS_WORKER: 'false' });
    app = await buildApp({ config, db: database.db, logStream: { write: (line) => lines.push(JSON.parse(line)) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes one line per request, on completion, with method, path, status, time and request id', async () => {
    const before = lines.length;
    // An empty database: the site's information is not there yet (404), which is still one request.
    const res = await app.inject({ method: 'GET', url: '/site/' });
    // The line is written once the response has gone out, a moment after the caller has it.
    const mine = await vi.waitFor(() => {
      const found = lines.slice(before).filter((l) => l.url === '/site/');
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mine[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url: '/site/', statusCode: res.statusCode });
    expect(mine[0]!.responseTime).toEqual(expect.any(Number));
    expect(mine[0]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves a search’s words out of the address it logs (staff search people by phone number)', async () => {
    await app.inject({ method: 'GET', url: '/staff/people/?category=student&q=010-5520-1187&status=active' });
    const mine = await vi.waitFor(() => {
      const found = lines.filter((l) => String(l.url).startsWith('/staff/people/'));
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mine[0]!.url).toBe('/staff/people/?category=student&q=…&status=active');
    expect(JSON.stringify(lines)).not.toContain('5520');
    expect(loggedUrl('/staff/people/?%71=010-5520&category=parent')).toBe('/staff/people/?%71=…&category=parent');
    expect(loggedUrl('/site/')).toBe('/site/');
  });

  it('logs a refused request with its status too, and never an arrival line', async () => {
    const res = await app.inject({ method: 'POST', url: '/accounts/login/', payload: { username: '', password: '' } });
    expect(res.statusCode).toBe(400);
    const mine = await vi.waitFor(() => {
      const found = lines.filter((l) => l.url === '/accounts/login/');
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mine).toEqual([expect.objectContaining({ msg: 'request completed', statusCode: 400, method: 'POST', url: '/accounts/login/' })]);
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });
});

describe('the log destination (standard output by default)', () => {
  it('writes every line whole and in order, in chunks of at most LOG_CHUNK_BYTES', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-log-'));
    const file = path.join(dir, 'api.log');
    const destination = logDestination(file);
    await new Promise((resolve) => destination.once('ready', resolve));
    const write = vi.spyOn(fs, 'write');
    const log = pino({ level: 'info' }, destination);
    for (let i = 0; i < 3000; i++)
      log.info({ method: 'GET', url: `/site/?n=${i}`, statusCode: 200, responseTime: 0.5 }, 'request completed');
    await new Promise((resolve) => {
      destination.once('close', resolve);
      destination.end();
    });
    const chunks = write.mock.calls.map(([, data]) => Buffer.byteLength(data as string | Buffer));
    write.mockRestore();
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l).url)).toEqual(Array.from({ length: 3000 }, (_, i) => `/site/?n=${i}`));
    // Several lines per write, never a chunk larger than the bound (pino's default grows them to 16 KB).
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.length).toBeLessThan(3000 / 5);
    expect(Math.max(...chunks)).toBeLessThanOrEqual(LOG_CHUNK_BYTES);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
