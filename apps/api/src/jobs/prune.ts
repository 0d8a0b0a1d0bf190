import { and, exists, isNotNull, isNull, lt, not, sql } from 'drizzle-orm';
import { erpRefreshRequests, idempotentRequests, jobs, liveEvents, pushSubscriptions, tokenFamilies } from '../db/schema';
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
 * How long a sign-in (token family, with its refresh tokens) is kept after it ended (signed out,
 * revoked or expired). Nothing reads an ended one but the known-address check of the sign-in throttle
 * (accounts/service.ts KNOWN_ADDRESS_MS, 30 days of sign-ins by when they began: one that ended longer
 * ago than this began longer ago too) and a spent token presented again, which is refused either way.
 */
export const KEEP_ENDED_SIGN_INS_DAYS = 30;

/** How long a request to refresh the LUMINA session is kept (nothing reads them back). */
export const KEEP_ERP_REFRESH_DAYS = 7;

/**
 * A recurring job: once a day, finished jobs older than a week, live events and the kept answers of
 * creates (http/idempotency.ts) older than a day, sign-ins ended more than KEEP_ENDED_SIGN_INS_DAYS
 * ago and LUMINA refresh requests older than KEEP_ERP_REFRESH_DAYS are removed.
 */
export function registerPrune(runner: JobRunner) {
  runner.every(
    pruneJobs,
    (now) => now,
    async (tx, { now }) => {
      await tx.delete(jobs).where(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, new Date(now.getTime() - KEEP_DONE_DAYS * DAY))));
      await tx.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(now.getTime() - KEEP_LIVE_EVENTS_DAYS * DAY)));
      await tx.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, new Date(now.getTime() - KEEP_ANSWERS_MS)));
      // Its refresh tokens go with it (ON DELETE CASCADE). A sign-in that expired without being signed
      // out still carries its browser's push subscription (push/repository.ts inUse): it stays while
      // that subscription does, or the browser would lose her pushes.
      const pushed = tx
        .select({ one: sql`1` })
        .from(pushSubscriptions)
        .where(sql`${pushSubscriptions.familyId} = ${tokenFamilies.id}`);
      await tx
        .delete(tokenFamilies)
        .where(
          and(
            lt(
              sql`coalesce(${tokenFamilies.revokedAt}, ${tokenFamilies.expiresAt})`,
              new Date(now.getTime() - KEEP_ENDED_SIGN_INS_DAYS * DAY),
            ),
            not(and(isNull(tokenFamilies.revokedAt), exists(pushed))!),
          ),
        );
      await tx.delete(erpRefreshRequests).where(lt(erpRefreshRequests.requestedAt, new Date(now.getTime() - KEEP_ERP_REFRESH_DAYS * DAY)));
      return { again: new Date(now.getTime() + DAY) };
    },
  );
}
