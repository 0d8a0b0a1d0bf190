import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alarms, alarmSettings } from '../../db/schema';

export function alarmsRepository(db: Db) {
  return {
    async unreadCount(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(alarms)
        .where(and(eq(alarms.userId, userId), isNull(alarms.readAt)));
      return row?.n ?? 0;
    },

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
export type AlarmsRepository = ReturnType<typeof alarmsRepository>;
