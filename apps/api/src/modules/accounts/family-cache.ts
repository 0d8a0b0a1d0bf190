import { sql } from 'drizzle-orm';
import type { Db, Listen } from '../../db/client';

/** Tells every API instance that sign-ins were revoked: `f:<family>` or `u:<user>:<family kept or empty>`. */
export const REVOKED_CHANNEL = 'portal_revoked';

/**
 * Which sign-ins (token families) are alive, remembered so that a signed-in request does not ask the
 * database each time. Revoking still takes effect on the next request:
 * - on this instance at once: the revocation forgets the family after it commits, and a check that was
 *   reading the database meanwhile does not store its older answer (the epoch moved);
 * - on the other instances (PostgreSQL) when the revocation's notification arrives, milliseconds later;
 * - while the notification connection is down nothing is remembered (the listener says so), and
 *   without a way to be told (no LISTEN) there is no cache at all.
 * An entry also lapses when the family expires, and after `ttlMs` in any case (a revocation written by
 * hand in SQL, which no one announces).
 */
export function familyCache({ listen, ttlMs = 60_000 }: { listen?: Listen; ttlMs?: number }) {
  const alive = new Map<string, { userId: number; until: number }>();
  let epoch = 0;
  let usable = !!listen;
  let unlisten: (() => Promise<void>) | null = null;

  function forgetFamily(id: string) {
    epoch++;
    alive.delete(id);
  }
  function forgetUser(userId: number, keep: string | null) {
    epoch++;
    for (const [id, entry] of alive) if (entry.userId === userId && id !== keep) alive.delete(id);
  }
  function onNotify(payload: string) {
    // '!': the listener lost its connection (announcements may be missed); '*': it is back.
    if (payload === '!' || payload === '*') {
      epoch++;
      alive.clear();
      usable = payload === '*';
      return;
    }
    const [kind, a, b] = payload.split(':');
    if (kind === 'f' && a) forgetFamily(a);
    else if (kind === 'u' && a) forgetUser(Number(a), b || null);
  }

  return {
    async start() {
      if (listen && !unlisten) unlisten = await listen(REVOKED_CHANNEL, onNotify);
    },
    async stop() {
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      alive.clear();
    },
    /** True when the family is known alive (no need to ask the database). */
    isAlive(id: string, nowMs: number) {
      const entry = alive.get(id);
      if (!entry) return false;
      if (entry.until > nowMs) return true;
      alive.delete(id);
      return false;
    },
    /** The epoch before a database read: `remember` stores the answer only if nothing was revoked since. */
    epoch: () => epoch,
    remember(id: string, userId: number, expiresAtMs: number, readAtEpoch: number, nowMs: number) {
      if (!usable || readAtEpoch !== epoch) return;
      // Bounded: a flood of sign-ins cannot grow it without end (the oldest entries go first).
      if (alive.size >= 100_000) alive.delete(alive.keys().next().value!);
      alive.set(id, { userId, until: Math.min(expiresAtMs, nowMs + ttlMs) });
    },
    /** After a family's revocation committed: forget it here and tell the other instances. */
    async revokedFamily(db: Db, id: string) {
      forgetFamily(id);
      await db.execute(sql`select pg_notify(${REVOKED_CHANNEL}, ${`f:${id}`})`);
    },
    /** After a user's sign-ins (all but `keep`) were revoked. */
    async revokedUser(db: Db, userId: number, keep: string | null) {
      forgetUser(userId, keep);
      await db.execute(sql`select pg_notify(${REVOKED_CHANNEL}, ${`u:${userId}:${keep ?? ''}`})`);
    },
    size: () => alive.size,
  };
}
export type FamilyCache = ReturnType<typeof familyCache>;
