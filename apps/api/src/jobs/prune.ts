import { and, isNotNull, lt } from 'drizzle-orm';
import { idempotentRequests, jobs, liveEvents } from '../db/schema';
import { KEEP_ANSWERS_MS } from '../http/idempotency';
import { jobType } from './queue';
import type { JobRunner } from './runner';

const DAY = 86_400_000;
/** How long a finished job is kept (to see what was delivered, and when). Failed ones stay. */
export const KEEP_DONE_DAYS = 7;

const pruneJobs = jobType<Record<string, never>>('jobs.prune');

/** How long a live event is kept for a tab that comes back (it reloads what it shows after longer). */
export const KEEP_LIVE_EVENTS_DAYS = 1;

/**
 * A recurring job: once a day, finished jobs older than a week, and live events and the kept answers of
 * creates (http/idempotency.ts) older than a day are removed.
 */
export function registerPrune(runner: JobRunner) {
  runner.every(
    pruneJobs,
    (now) => now,
    async (tx, { now }) => {
      await tx.delete(jobs).where(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, new Date(now.getTime() - KEEP_DONE_DAYS * DAY))));
      await tx.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(now.getTime() - KEEP_LIVE_EVENTS_DAYS * DAY)));
      await tx.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, new Date(now.getTime() - KEEP_ANSWERS_MS)));
      return { again: new Date(now.getTime() + DAY) };
    },
  );
}
