import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Notifications shown in the alarm list; unread ones make the profile's badge count. */
export const alarms = pgTable(
  'alarms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    /**
     * What the alarm asks her to act on (`vacation:12:consent`), or null: once someone has acted on it
     * (she consented, another teacher decided), it is marked read for everyone it asked (settleAlarms).
     */
    subject: text('subject'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alarms_user_unread_idx').on(t.userId, t.readAt),
    // Her list's order exactly (alarms/repository.ts list: DESC is NULLS FIRST in an ORDER BY): newest first, then by id.
    index('alarms_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('alarms_unread_subject_idx')
      .on(t.subject)
      .where(sql`${t.readAt} IS NULL AND ${t.subject} IS NOT NULL`),
  ],
);

/**
 * Alarms deleted because what they led to went (alarms/notify.ts dropAlarms), kept a day by their place
 * in her list: a list paged up to one of them goes on from that place (alarms/repository.ts list). Its
 * next page was empty, or began after alarms it never showed (audits).
 */
export const droppedAlarms = pgTable('dropped_alarms', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  droppedAt: timestamp('dropped_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per person who changed her notification settings; absent means the defaults. */
export const alarmSettings = pgTable('alarm_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kinds: jsonb('kinds').$type<Record<string, boolean>>().notNull(),
  quietDays: smallint('quiet_days').array().notNull(),
  quietAllDay: boolean('quiet_all_day').notNull().default(false),
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
