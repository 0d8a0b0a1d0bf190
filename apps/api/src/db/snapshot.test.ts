import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { users } from './schema';
import { snapshotFiles } from './snapshot';

let folder: string;
let database: Database;
const pgdata = () => path.join(folder, 'pgdata');

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-snapshot-'));
  database = await openDatabase({ kind: 'pglite', dataDir: pgdata() });
  await database.migrate();
  await database.db.insert(users).values({ username: 'before', name: '처음', category: 'student', passwordHash: 'x' });
});
afterAll(async () => {
  await database?.close().catch(() => {});
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The users of a copy, opened as the next start would open it. */
async function usersIn(copy: string): Promise<string[]> {
  const opened = await openDatabase({ kind: 'pglite', dataDir: copy });
  try {
    return (await opened.db.select({ username: users.username }).from(users).orderBy(users.id)).map((u) => u.username);
  } finally {
    await opened.close();
  }
}

describe('a snapshot of the embedded database’s folder', () => {
  it('holds what was committed before it ended, also what changed while its first pass copied', async () => {
    const copy = path.join(folder, 'copy1');
    await snapshotFiles(database.db, pgdata(), copy, async () => {
      // Changes made with the database free, after the first pass copied its files: many rows (new pages,
      // new WAL), a change to the row the first pass copied, and a delete.
      await database.db.insert(users).values(
        Array.from({ length: 2000 }, (_, i) => ({
          username: `during${i}`,
          name: '사이',
          category: 'student' as const,
          passwordHash: 'x',
        })),
      );
      await database.db.update(users).set({ username: 'before-changed' }).where(eq(users.username, 'before'));
      await database.db.delete(users).where(eq(users.username, 'during1999'));
    });
    // Committed after the snapshot: not in it.
    await database.db.insert(users).values({ username: 'after', name: '나중', category: 'student', passwordHash: 'x' });

    expect(fs.existsSync(path.join(copy, 'postmaster.pid'))).toBe(false);
    const names = await usersIn(copy);
    expect(names).toHaveLength(2000);
    expect(names[0]).toBe('before-changed');
    expect(names).not.toContain('during1999');
    expect(names).not.toContain('after');
  });

  it('leaves the database free for other queries while its first pass copies', async () => {
    let firstPassDone = false;
    const snapshot = snapshotFiles(database.db, pgdata(), path.join(folder, 'copy2'), async () => {
      firstPassDone = true;
    });
    const [row] = await database.db.select({ n: count() }).from(users);
    // Answered while the first pass was still copying the files.
    expect(firstPassDone).toBe(false);
    await snapshot;
    expect(await usersIn(path.join(folder, 'copy2'))).toHaveLength(row!.n);
  });

  it('is a folder PGlite opens, and answers from as the database it was taken from', async () => {
    const copy = path.join(folder, 'copy3');
    await snapshotFiles(database.db, pgdata(), copy);
    const opened = await openDatabase({ kind: 'pglite', dataDir: copy });
    try {
      const query = sql`select count(*)::int as n, max(id)::int as last, string_agg(username, ',' order by id) as names from users`;
      const rowsOf = async (db: Database) => ((await db.db.execute(query)) as unknown as { rows: unknown[] }).rows;
      expect(await rowsOf(opened)).toEqual(await rowsOf(database));
    } finally {
      await opened.close();
    }
  });
});
