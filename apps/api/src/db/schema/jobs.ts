import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The background work of every module: the outbox of notifications (written in the same transaction as
 * the change that caused them) and scheduled jobs (a reminder before a booking). Several API instances
 * share it: a worker claims due rows with `FOR UPDATE SKIP LOCKED` and a lease, so each row is done
 * once, and a row whose worker died is claimed again when its lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it, e.g. `alarms.deliver`. */
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** A name for a scheduled job that can be replaced or cancelled (one pending job per key). */
    key: text('key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the last attempt failed: the job is kept for the operator and not tried again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`done_at is null and failed_at is null`),
    uniqueIndex('jobs_pending_key_idx')
      .on(t.key)
      .where(sql`key is not null and done_at is null and failed_at is null`),
    index('jobs_done_idx')
      .on(t.doneAt)
      .where(sql`done_at is not null`),
  ],
);
