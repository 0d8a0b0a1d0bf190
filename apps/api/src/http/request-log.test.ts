import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';

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
