import { jobType } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';
import type { FilesService } from './service';

const HOUR = 60 * 60_000;
const pruneFiles = jobType<Record<string, never>>('files.prune');

/** A recurring job: every hour, uploads left unattached for a day are removed (rows and bytes). */
export function registerFilePrune(runner: JobRunner, files: FilesService) {
  runner.every(
    pruneFiles,
    (now) => now,
    async (tx, { now }) => {
      await files.prune(tx, now);
      return { again: new Date(now.getTime() + HOUR) };
    },
  );
}
