import { SITE_DEFAULTS } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteInfo } from '../../db/schema';
import { atVersion } from '../../db/versions';

export function siteRepository(db: Db) {
  return {
    /**
     * The record; a centre started without the demo has none until its admin saves it, and reads the
     * defaults meanwhile (its version the epoch). Only the demo's seed made the row: on a new centre the
     * console could neither show nor save it (an audit).
     */
    async get() {
      const [row] = await db.select().from(siteInfo).where(eq(siteInfo.id, 1)).limit(1);
      return row ?? { id: 1, ...SITE_DEFAULTS, updatedAt: new Date(0) };
    },

    /**
     * The admin's edit of the whole record, made from the version `basedOn` when given (else none if it
     * changed since); the first save makes the row.
     */
    async update(info: Omit<typeof siteInfo.$inferInsert, 'id' | 'updatedAt'>, basedOn?: string) {
      const [row] = await db
        .insert(siteInfo)
        .values({ id: 1, ...info })
        .onConflictDoUpdate({
          target: siteInfo.id,
          set: { ...info, updatedAt: sql`now()` },
          setWhere: and(eq(siteInfo.id, 1), atVersion(siteInfo.updatedAt, basedOn)),
        })
        .returning();
      return row;
    },
  };
}
