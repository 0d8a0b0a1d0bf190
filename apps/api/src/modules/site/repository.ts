import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteInfo } from '../../db/schema';

export function siteRepository(db: Db) {
  return {
    async get() {
      const [row] = await db.select().from(siteInfo).where(eq(siteInfo.id, 1)).limit(1);
      return row;
    },

    /** The admin's edit of the whole record. */
    async update(info: Omit<typeof siteInfo.$inferInsert, 'id' | 'updatedAt'>) {
      const [row] = await db
        .update(siteInfo)
        .set({ ...info, updatedAt: sql`now()` })
        .where(eq(siteInfo.id, 1))
        .returning();
      return row;
    },
  };
}
