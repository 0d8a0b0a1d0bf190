import { bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alarms_user_unread_idx').on(t.userId, t.readAt)],
);

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
