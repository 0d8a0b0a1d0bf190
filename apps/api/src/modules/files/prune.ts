import { jobType } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';
import type { FilesService } from './service';

const HOUR = 60 * 60_000;
const pruneFiles = jobType<Record<string, never>>('files.prune');

/**
 * A recurring job: every hour, uploads left unattached for a day are removed (bytes and rows), outside
 * a transaction (FilesService.prune).
 */
export function registerFilePrune(runner: JobRunner, files: FilesService) {
  runner.every(
    pruneFiles,
    (now) => now,
    async (db, { now }) => {
      await files.prune(db, now);
      return { again: new Date(now.getTime() + HOUR) };
    },
    { transaction: false },
  );
}

const THUMBNAIL_BACKFILL_DELAY_MS = 60_000;
const backfillThumbnails = jobType<Record<string, never>>('files.thumbnails');

/**
 * A recurring job: a minute after the first start, then every hour, pictures kept without a
 * thumbnail (uploaded before thumbnails existed) get one. The work runs beside the job, not inside its
 * transaction: on the embedded database a transaction holds the only connection, and sharp takes
 * 0.2-0.5 s a picture. Two instances doing the same picture at once write the same bytes.
 */
export function registerThumbnailBackfill(runner: JobRunner, files: FilesService, log?: { error: (obj: object, msg: string) => void }) {
  runner.every(
    backfillThumbnails,
    (now) => new Date(now.getTime() + THUMBNAIL_BACKFILL_DELAY_MS),
    async (_tx, { now }) => {
      void files.backfillThumbnails().catch((err: unknown) => log?.error({ err }, 'thumbnail backfill stopped'));
      return { again: new Date(now.getTime() + HOUR) };
    },
  );
}
