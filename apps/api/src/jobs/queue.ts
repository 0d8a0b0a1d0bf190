import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/** The channel a committed enqueue wakes the workers on (NOTIFY is delivered at commit, never before). */
export const JOBS_CHANNEL = 'portal_jobs';

/**
 * A kind of background work: its queue name and the shape of its payload. Modules declare theirs next
 * to their handler and enqueue through it, so a payload and its handler cannot drift apart.
 */
export type JobType<P> = { readonly queue: string; readonly __payload?: P };

export const jobType = <P>(queue: string): JobType<P> => ({ queue });

export type EnqueueOptions = {
  /** When it becomes due; now (the caller's clock) by default. */
  runAt: Date;
  /**
   * Names a scheduled job: enqueueing again with the same key replaces the pending one (its time and
   * payload), and `cancelJob` removes it.
   */
  key?: string;
  maxAttempts?: number;
};

const rowOf = <P>(type: JobType<P>, payload: P, options: EnqueueOptions) => ({
  queue: type.queue,
  payload: payload as unknown,
  runAt: options.runAt,
  key: options.key ?? null,
  maxAttempts: options.maxAttempts ?? 10,
});

/** Wakes the workers when the caller's transaction commits (NOTIFY is delivered then, never before). */
const wake = (tx: Db, type: JobType<unknown>) => tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${type.queue})`);

/**
 * Adds a job inside the caller's transaction: it exists exactly when the caller's change commits, and
 * the workers are woken at that commit.
 */
export async function enqueueJob<P>(tx: Db, type: JobType<P>, payload: P, options: EnqueueOptions): Promise<void> {
  if (!options.key) return enqueueJobs(tx, type, [payload], options);
  const values = rowOf(type, payload, options);
  await tx
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      targetWhere: sql`key is not null and done_at is null and failed_at is null`,
      set: { payload: values.payload, runAt: values.runAt, attempts: 0, lastError: null, lockedBy: null, lockedUntil: null },
    });
  await wake(tx, type);
}

/**
 * Adds several unnamed jobs of one queue inside the caller's transaction, in one statement and one
 * wake-up: a push for each of 200 phones, one round trip each, held the embedded database (one
 * transaction at a time) for a third of a second (bench/push-burst.mjs). `options.key` is refused.
 */
export async function enqueueJobs<P>(tx: Db, type: JobType<P>, payloads: readonly P[], options: EnqueueOptions): Promise<void> {
  if (options.key) throw new Error('enqueueJobs adds unnamed jobs only');
  if (!payloads.length) return;
  await tx.insert(jobs).values(payloads.map((p) => rowOf(type, p, options)));
  await wake(tx, type);
}

/**
 * Removes a pending scheduled job (a reminder for a booking that was cancelled); answers whether one
 * was. A worker running it at that moment cannot mark it done any more, so its work rolls back.
 */
export async function cancelJob(tx: Db, key: string): Promise<boolean> {
  const gone = await tx
    .delete(jobs)
    .where(and(eq(jobs.key, key), isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .returning({ id: jobs.id });
  return gone.length > 0;
}
