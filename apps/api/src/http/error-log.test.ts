import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { describeError, errorLogBudget } from './error-log';

const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ';

describe('an unexpected error in the log', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: ':memory:', LOG_LEVEL: 'error', JOBS_WORKER: 'false' });
    app = await buildApp({ config, db: database.db, logStream: { write: (line) => lines.push(JSON.parse(line)) } });
    // A query that fails inside the database with a value the caller sent among its parameters.
    app.post('/boom/:id/', async (req) => {
      const body = req.body as { memo: string };
      return database.db.execute(sql`select ${body.memo}::int as n, ${(req.params as { id: string }).id}::int as id`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('names the route, the request id and the SQLSTATE, never the SQL, its parameters or the body', async () => {
    const res = await app.inject({ method: 'POST', url: '/boom/7/', payload: { memo: SECRET } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: expect.stringMatching(/[가-힣]/) });
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((l) => l.reqId === requestId)!;
    expect(line).toMatchObject({ level: 50, route: '/boom/:id/', method: 'POST', msg: 'unhandled error' });
    expect(line.error).toMatchObject({ sqlState: '22P02' });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('argon2id');
    expect(text).not.toMatch(/select|Failed query|params/i);
  });

  it('writes at most 20 lines a minute under a flood, then says how many it left out', async () => {
    let clock = 0;
    const take = errorLogBudget({ now: () => clock });
    const allowed = Array.from({ length: 500 }, () => take()).filter((t) => t.allowed);
    expect(allowed).toHaveLength(20);
    clock += 60_000;
    expect(take()).toEqual({ allowed: true, suppressed: 480 });

    const before = lines.length;
    const floods = Array.from({ length: 100 }, () => app.inject({ method: 'POST', url: '/boom/1/', payload: { memo: 'x' } }));
    expect((await Promise.all(floods)).every((r) => r.statusCode === 500)).toBe(true);
    // The first test used one line of this minute.
    expect(lines.length - before).toBeLessThanOrEqual(19);
  });

  it('keeps the message of an error that is not the database’s', () => {
    const summary = describeError(new TypeError('x is not a function'));
    expect(summary).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(summary.stack?.every((f) => f.startsWith('at '))).toBe(true);
  });
});
