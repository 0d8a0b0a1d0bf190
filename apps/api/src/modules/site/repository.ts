import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteInfo } from '../../db/schema';
import { atVersion } from '../../db/versions';

export function siteRepository(db: Db) {
  return {
    async get() {
      const [row] = await db.select().from(siteInfo).where(eq(siteInfo.id, 1)).limit(1);
      return row;
    },

    /** The admin's edit of the whole record, made from the version `basedOn` when given (else none if it changed since). */
    async update(info: Omit<typeof siteInfo.$inferInsert, 'id' | 'updatedAt'>, basedOn?: string) {
      const [row] = await db
        .update(siteInfo)
        .set({ ...info, updatedAt: sql`now()` })
        .where(and(eq(siteInfo.id, 1), atVersion(siteInfo.updatedAt, basedOn)))
        .returning();
      return row;
    },
  };
}
