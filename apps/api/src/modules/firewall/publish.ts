import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../config';
import type { Db, Listen } from '../../db/client';
import { describeError } from '../../http/error-log';
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
/** Tells every API instance that the allow-list changed, so that each writes its own copy. */
export const ALLOW_LIST_CHANNEL = 'portal_allow_list';

/** Asks for the list to be written again, inside the transaction of the change that makes it necessary. */
export const republish = (tx: Db, now: Date) => enqueueJob(tx, publishAllowList, {}, { runAt: now, key: KEY });

/**
 * The job writes the list where this instance writes it and announces it; every instance, hearing the
 * announcement, writes its own copy from the database (each may have its own FIREWALL_ALLOWLIST_FILE).
 * Each also writes it when it starts and when its announcement connection is back after a loss.
 * Found by an audit: with two instances, only the one whose worker ran the job had the change, and a
 * site taken back stayed allowed in the other's file.
 */
export function registerAllowListPublishing(
  runner: JobRunner,
  adapter: FirewallAdapter,
  { db, listen, now, log }: { db: Db; listen?: Listen; now: Clock; log: { warn: (obj: object, msg: string) => void } },
) {
  const write = async (from: Db, at: Date) => adapter.publish(await firewallRepository(from).allowEntries(at), at);
  // This instance's name in its announcements: it has written its copy already.
  const self = randomUUID();

  runner.handle(publishAllowList, async (tx, _payload, { now: at }) => {
    await write(tx, at);
    await tx.execute(sql`select pg_notify(${ALLOW_LIST_CHANNEL}, ${self})`);
    const next = await firewallRepository(tx).nextExpiry(at);
    return next ? { again: next } : undefined;
  });

  // One write at a time here, and one more at most waiting: it reads the list when it starts.
  let writing: Promise<void> = Promise.resolve();
  let waiting = false;
  const writeHere = () => {
    if (waiting) return writing;
    waiting = true;
    writing = writing.then(async () => {
      waiting = false;
      try {
        await write(db, now());
      } catch (e) {
        log.warn({ error: describeError(e) }, 'firewall: could not write the allow-list');
      }
    });
    return writing;
  };
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start() {
      if (listen) unlisten = await listen(ALLOW_LIST_CHANNEL, (payload) => void (payload !== '!' && payload !== self && writeHere()));
      await writeHere();
    },
    async stop() {
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      await writing;
    },
  };
}
