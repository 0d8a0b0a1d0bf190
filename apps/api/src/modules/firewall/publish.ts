import type { Db } from '../../db/client';
import { enqueueJob, jobType } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';
import type { FirewallAdapter } from './allowlist';
import { firewallRepository } from './repository';

/**
 * Writes the allow-list to the network (one job, named by its key, so decisions made together write
 * once). It runs again by itself when the next period approval runs out, which drops that site.
 */
export const publishAllowList = jobType<Record<string, never>>('firewall.publish');
const KEY = 'firewall.publish';

/** Asks for the list to be written again, inside the transaction of the change that makes it necessary. */
export const republish = (tx: Db, now: Date) => enqueueJob(tx, publishAllowList, {}, { runAt: now, key: KEY });

export function registerAllowListPublishing(runner: JobRunner, adapter: FirewallAdapter) {
  runner.handle(publishAllowList, async (tx, _payload, { now }) => {
    const repo = firewallRepository(tx);
    const entries = await repo.allowEntries(now);
    await adapter.publish(entries, now);
    const next = await repo.nextExpiry(now);
    return next ? { again: next } : undefined;
  });
}
