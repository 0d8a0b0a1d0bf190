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

/**
 * Adds a job inside the caller's transaction: it exists exactly when the caller's change commits, and
 * the workers are woken at that commit.
 */
export async function enqueueJob<P>(tx: Db, type: JobType<P>, payload: P, options: EnqueueOptions): Promise<void> {
  const values = {
    queue: type.queue,
    payload: payload as unknown,
    runAt: options.runAt,
    key: options.key ?? null,
    maxAttempts: options.maxAttempts ?? 10,
  };
  if (options.key) {
    await tx
      .insert(jobs)
      .values(values)
      .onConflictDoUpdate({
        target: jobs.key,
        targetWhere: sql`key is not null and done_at is null and failed_at is null`,
        set: { payload: values.payload, runAt: values.runAt, attempts: 0, lastError: null, lockedBy: null, lockedUntil: null },
      });
  } else {
    await tx.insert(jobs).values(values);
  }
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${type.queue})`);
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
