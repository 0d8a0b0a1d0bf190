import { jobType } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';
import { accountsRepository } from './repository';

const HOUR = 60 * 60_000;
const pruneFailures = jobType<Record<string, never>>('accounts.prune-failures');

/**
 * A recurring job: every hour, failed sign-ins older than the throttle's window are removed (they no
 * longer count). It used to run inside one failed sign-in in a hundred, on that person's request.
 */
export function registerFailurePrune(runner: JobRunner, windowSeconds: number) {
  runner.every(
    pruneFailures,
    (now) => now,
    async (tx, { now }) => {
      await accountsRepository(tx).pruneFailures(new Date(now.getTime() - windowSeconds * 1000));
      return { again: new Date(now.getTime() + HOUR) };
    },
  );
}
