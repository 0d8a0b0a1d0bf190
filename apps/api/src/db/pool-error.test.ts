import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';

/** PostgreSQL answers at 127.0.0.1:5432 on every machine (CI included); TEST_DATABASE_URL names another one. */
const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

describe('the PostgreSQL pool', () => {
  it('outlives a resting connection the server ends (a restart, a failover): the next query opens another', async () => {
    const url = new URL(base);
    url.searchParams.set('application_name', `pool-error-${process.pid}`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    try {
      // Two connections, both resting in the pool afterwards.
      await Promise.all([database.db.execute(sql`select pg_sleep(0.05)`), database.db.execute(sql`select pg_sleep(0.05)`)]);
      // The pool's two, resting after their query (not the LISTEN connection the database may open too).
      const ended = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and state = 'idle' and query like '%pg_sleep%'",
        [url.searchParams.get('application_name')],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      // Each ended connection is heard of (and dropped) before the next query takes one.
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(ended.rowCount!));
      expect(String(warn.mock.calls[0]![0])).toContain('PostgreSQL 연결 하나가 끊겨');
      const answer = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      expect(answer.rows[0]!.one).toBe(1);
    } finally {
      warn.mockRestore();
      await admin.end();
      await database.close();
    }
  });
});
