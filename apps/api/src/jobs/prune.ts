import { and, isNotNull, lt } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { jobType } from './queue';
import type { JobRunner } from './runner';

const DAY = 86_400_000;
/** How long a finished job is kept (to see what was delivered, and when). Failed ones stay. */
export const KEEP_DONE_DAYS = 7;

const pruneJobs = jobType<Record<string, never>>('jobs.prune');

/** A recurring job: once a day, finished jobs older than a week are removed. */
export function registerPrune(runner: JobRunner) {
  runner.every(
    pruneJobs,
    (now) => now,
    async (tx, { now }) => {
      await tx.delete(jobs).where(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, new Date(now.getTime() - KEEP_DONE_DAYS * DAY))));
      return { again: new Date(now.getTime() + DAY) };
    },
  );
}
