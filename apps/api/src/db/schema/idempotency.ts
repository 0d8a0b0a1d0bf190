import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A create sent with an Idempotency-Key (docs/decisions.md, "A create sent twice"): the first request
 * claims the key, and its answer is kept so that the same request sent again (after an answer lost on
 * the way) gets it, never a second record. Kept a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The endpoint's id and a hash of the body: the same key with another request is refused. */
    endpoint: text('endpoint').notNull(),
    bodyHash: text('body_hash').notNull(),
    /** The answer, once the first request has one; null while it is being handled. */
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
);
