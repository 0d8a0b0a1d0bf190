import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { alarms, alarmSettings, droppedAlarms } from '../../db/schema';
import { holdLive, publishLive } from '../live/publish';

function alarmQueries(db: Db) {
  return {
    async unreadCount(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(alarms)
        .where(and(eq(alarms.userId, userId), isNull(alarms.readAt)));
      return row?.n ?? 0;
    },

    /**
     * Her alarms newest first (when caused, then id), `limit` of them after the alarm `before` in that
     * order (0: from the newest). Ids alone are not that order: an alarm is dated when its change
     * happened, and delivered (numbered) later.
     */
    async list(userId: number, before: number, limit: number) {
      // Where the page before ended: that alarm's place. Deleted since (its notice was taken down, her
      // link to the child ended), the newest of hers numbered before it stands in, itself included: the
      // next page was empty and the list ended there, older alarms lost (an audit).
      let after = undefined;
      if (before > 0) {
        const [cursor] = await db
          .select({ id: alarms.id })
          .from(alarms)
          .where(and(eq(alarms.id, before), eq(alarms.userId, userId)));
        const [gap] = cursor
          ? [undefined]
          : await db
              .select({ id: droppedAlarms.id })
              .from(droppedAlarms)
              .where(and(eq(droppedAlarms.id, before), eq(droppedAlarms.userId, userId)));
        // Compared in the database, to the microsecond (a Date round trip keeps milliseconds). Deleted
        // since, its place was kept (notify.ts deleteAlarms); past that day, the newest of hers numbered
        // before it stands in, itself included.
        after = cursor
          ? sql`(${alarms.createdAt}, ${alarms.id}) < (select c.created_at, c.id from alarms c where c.id = ${before} and c.user_id = ${userId})`
          : gap
            ? sql`(${alarms.createdAt}, ${alarms.id}) < (select d.created_at, d.id from dropped_alarms d where d.id = ${before})`
            : sql`(${alarms.createdAt}, ${alarms.id}) <= (select c.created_at, c.id from alarms c where c.user_id = ${userId} and c.id < ${before} order by c.id desc limit 1)`;
      }
      return db
        .select({
          id: alarms.id,
          kind: alarms.kind,
          title: alarms.title,
          body: alarms.body,
          link: alarms.link,
          readAt: alarms.readAt,
          createdAt: alarms.createdAt,
        })
        .from(alarms)
        .where(and(eq(alarms.userId, userId), after))
        .orderBy(desc(alarms.createdAt), desc(alarms.id))
        .limit(limit);
    },

    /** Whether the alarm is hers (read or not). */
    async isHers(userId: number, id: number) {
      const [row] = await db
        .select({ id: alarms.id })
        .from(alarms)
        .where(and(eq(alarms.id, id), eq(alarms.userId, userId)))
        .limit(1);
      return !!row;
    },

    /** Marks her unread alarms read (one by id, those leading to a link, or all with `which` undefined); answers how many changed. */
    async markRead(userId: number, at: Date, which?: number | { link: string }) {
      const one = which === undefined ? undefined : typeof which === 'number' ? eq(alarms.id, which) : eq(alarms.link, which.link);
      const changed = await db
        .update(alarms)
        .set({ readAt: at })
        .where(and(eq(alarms.userId, userId), isNull(alarms.readAt), one))
        .returning({ id: alarms.id });
      return changed.length;
    },

    /** Her other tabs and devices hear her new unread count (the badge moves there too). */
    announceUnread: (userId: number, unread: number) => publishLive(db, [{ userId, data: { unread } }], 'alarm'),
    holdLive: (userId: number) => holdLive(db, [userId]),

    async findSettings(userId: number) {
      const [row] = await db.select().from(alarmSettings).where(eq(alarmSettings.userId, userId)).limit(1);
      return row;
    },

    /** Writes the whole settings record of one person (insert or replace). */
    async saveSettings(userId: number, values: Omit<typeof alarmSettings.$inferInsert, 'userId' | 'updatedAt'>) {
      await db
        .insert(alarmSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: alarmSettings.userId, set: { ...values, updatedAt: sql`now()` } });
    },
  };
}

/** The module's queries, and `transaction` to mark read and announce the new count at once. */
export function alarmsRepository(db: Db) {
  return { ...alarmQueries(db), transaction: transactional(db, alarmQueries) };
}
export type AlarmsRepository = ReturnType<typeof alarmsRepository>;
