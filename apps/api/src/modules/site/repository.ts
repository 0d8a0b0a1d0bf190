import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteInfo } from '../../db/schema';

export function siteRepository(db: Db) {
  return {
    async get() {
      const [row] = await db.select().from(siteInfo).where(eq(siteInfo.id, 1)).limit(1);
      return row;
    },
  };
}
