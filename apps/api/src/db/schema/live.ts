import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Each person's live event stream: a counter per person, bumped (and so row-locked until commit) by
 * every transaction that publishes to her, so her events are numbered in commit order without gaps.
 * A reconnecting tab asks for everything after the last number it saw, and misses nothing.
 */
export const liveStreams = pgTable('live_streams', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/** What was published to her, kept for a day so a tab that was away can catch up. */
export const liveEvents = pgTable(
  'live_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('live_events_created_idx').on(t.createdAt)],
);
