import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createScratchDatabase } from '../test/harness';
import { type Database, isEmpty, openDatabase } from './client';
import { seedDemo } from './seed/demo';

/** PostgreSQL answers at 127.0.0.1:5432 on every machine (CI included); TEST_DATABASE_URL names another one. */
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

it('two servers starting at once on an empty PostgreSQL database: one migrates and seeds, the other waits and finds it seeded', async () => {
  const scratch = await createScratchDatabase(base, null);
  const servers: Database[] = [];
  try {
    for (let i = 0; i < 2; i++) servers.push(await openDatabase({ kind: 'postgres', url: scratch.url }));
    // What main.ts does on each server. Both used to seed: the second crashed on a duplicate key.
    const seeded: number[] = [];
    await Promise.all(
      servers.map((server, i) =>
        server.migrate(async () => {
          if (!(await isEmpty(server.db))) return;
          await seedDemo(server.db, new Date());
          seeded.push(i);
        }),
      ),
    );
    expect(seeded).toHaveLength(1);
    const count = async (table: string) =>
      ((await servers[0]!.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!
        .n;
    expect(await count('site_info')).toBe(1);
    expect(await count('users')).toBeGreaterThan(10);
  } finally {
    for (const server of servers) await server.close();
    await scratch.drop();
  }
}, 120_000);

it('refuses at the start, saying what to do, a PostgreSQL database not in UTF8 (초성 search failed on every request)', async () => {
  const scratch = await createScratchDatabase(base, null, 'SQL_ASCII');
  const server = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await expect(server.migrate()).rejects.toThrow(/인코딩이 SQL_ASCII입니다.*UTF8/);
    // Nothing was made in it.
    const tables = (await server.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(tables.rows[0]!.n).toBe(0);
  } finally {
    await server.close();
    await scratch.drop();
  }
}, 60_000);
