import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { databaseUnavailable } from '../http/error-handler';
import { createScratchDatabase } from '../test/harness';
import { openDatabase, type Database } from './client';

/** PostgreSQL answers at 127.0.0.1:5432 on every machine (CI included); TEST_DATABASE_URL names another one. */
const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

describe('the PostgreSQL pool', () => {
  /** The pool under a name of its own, a connection of the test's to end its connections with, and console.warn heard. */
  async function withPool(
    name: string,
    test: (p: { database: Database; admin: pg.Client; warn: MockInstance; appName: string }) => Promise<void>,
  ) {
    const url = new URL(base);
    const appName = `${name}-${process.pid}`;
    url.searchParams.set('application_name', appName);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    try {
      await test({ database, admin, warn, appName });
      // And the pool answers the next query.
      const answer = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      expect(answer.rows[0]!.one).toBe(1);
    } finally {
      warn.mockRestore();
      await admin.end();
      await database.close();
    }
  }

  it('outlives a resting connection the server ends (a restart, a failover): the next query opens another', () =>
    withPool('pool-error', async ({ database, admin, warn, appName }) => {
      // Two connections, both resting in the pool afterwards.
      await Promise.all([database.db.execute(sql`select pg_sleep(0.05)`), database.db.execute(sql`select pg_sleep(0.05)`)]);
      // The pool's two, resting after their query (not the LISTEN connection the database may open too).
      const ended = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and state = 'idle' and query like '%pg_sleep%'",
        [appName],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      // Each ended connection is heard of (and dropped) before the next query takes one.
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(ended.rowCount!));
      expect(String(warn.mock.calls[0]![0])).toContain('PostgreSQL 연결 하나가 끊겨');
    }));

  it('outlives a connection ended between two statements of a transaction: the transaction fails, the process goes on', () =>
    withPool('pool-tx', async ({ database, admin, warn }) => {
      const work = database.db.transaction(async (tx) => {
        const pid = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
        await admin.query('select pg_terminate_backend($1)', [pid]);
        // The error arrives while no query is under way on it (the one that ended the process).
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(work).rejects.toThrow();
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    }));

  it('cancels a statement or a lock wait past its limit, and calls that "not now" (503), not a server error', async () => {
    const scratch = await createScratchDatabase(base.toString(), null);
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      // The pool's limits, below the portal's 30 s, on every connection: the migration's too, once it is done
      // (it runs without them, and went back to the pool so).
      await database.migrate();
      const limits = await Promise.all(
        Array.from({ length: 4 }, () =>
          database.db.transaction(async (tx) => {
            const [row] = (
              (await tx.execute(
                sql`select current_setting('statement_timeout') as s, current_setting('lock_timeout') as l`,
              )) as unknown as {
                rows: { s: string; l: string }[];
              }
            ).rows;
            await tx.execute(sql`select pg_sleep(0.05)`);
            return `${row!.s}/${row!.l}`;
          }),
        ),
      );
      expect(new Set(limits)).toEqual(new Set(['20s/10s']));
      const slow = database.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = '50ms'`);
        await tx.execute(sql`select pg_sleep(1)`);
      });
      const error = await slow.then(
        () => null,
        (e: unknown) => e,
      );
      expect(databaseUnavailable(error)).toBe(true);
      expect(databaseUnavailable(new Error('invalid input syntax for type integer'))).toBe(false);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});

describe('readiness', () => {
  it('says ready while the database answers, and 503 once it is gone, while /health/ still answers', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: ':memory:', LOG_LEVEL: 'error', JOBS_WORKER: 'false' });
    const app = await buildApp({ config, db: database.db });
    await app.ready();
    try {
      const ready = await app.inject({ method: 'GET', url: '/ready/' });
      expect([ready.statusCode, ready.json()]).toEqual([200, { ok: true }]);
      await database.close();
      const gone = await app.inject({ method: 'GET', url: '/ready/' });
      expect([gone.statusCode, gone.json()]).toEqual([503, { ok: false }]);
      expect((await app.inject({ method: 'GET', url: '/health/' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
