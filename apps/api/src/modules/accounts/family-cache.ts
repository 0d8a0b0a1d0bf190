import type { Db, Listen } from '../../db/client';
import { announcedCache } from '../../db/announced-cache';

/** Tells every API instance that sign-ins were revoked: `f:<family>` or `u:<user>:<family kept or empty>`. */
export const REVOKED_CHANNEL = 'portal_revoked';

/** Whether a sign-in (family, user) is among those revoked; 'unknown' when announcements were missed. */
type Revoked = (family: string, userId: number) => boolean | 'unknown';

/**
 * Which sign-ins (token families) are alive, remembered so that a signed-in request does not ask the
 * database each time; a revocation takes effect on the next request (db/announced-cache.ts says how, on
 * this instance and on the others). An entry also lapses when the sign-in expires.
 */
export function familyCache({ listen, ttlMs = 60_000 }: { listen?: Listen; ttlMs?: number }) {
  /** Who is told of each revocation, here or on another instance (an open live stream ends with it). */
  const watchers = new Set<(revoked: Revoked) => void>();
  const told = <T extends Revoked>(revoked: T) => {
    for (const watch of watchers) watch(revoked);
    return revoked;
  };
  const cache = announcedCache<number>({
    listen,
    channel: REVOKED_CHANNEL,
    ttlMs,
    // Revocations announced while the connection was down were not heard: every sign-in may be one.
    onResumed: () => void told(() => 'unknown'),
    onAnnouncement: (payload, forget) => {
      const [kind, a, b] = payload.split(':');
      if (kind === 'f' && a) forget(told((family) => family === a));
      else if (kind === 'u' && a) forget(told((family, userId) => userId === Number(a) && family !== b));
    },
  });

  return {
    start: cache.start,
    stop: cache.stop,
    /** True when the family is known alive (no need to ask the database). */
    isAlive: (id: string, nowMs: number) => cache.get(id, nowMs) !== undefined,
    /** The epoch before a database read: `remember` stores the answer only if nothing was revoked since. */
    epoch: cache.epoch,
    remember(id: string, userId: number, expiresAtMs: number, readAtEpoch: number, nowMs: number) {
      cache.remember(id, userId, Math.min(expiresAtMs, nowMs + ttlMs), readAtEpoch);
    },
    /** After a family's revocation committed: forget it here and tell the other instances. */
    revokedFamily: (db: Db, id: string) =>
      cache.changed(
        db,
        `f:${id}`,
        told((family) => family === id),
      ),
    /** After a user's sign-ins (all but `keep`) were revoked. */
    revokedUser: (db: Db, userId: number, keep: string | null) =>
      cache.changed(
        db,
        `u:${userId}:${keep ?? ''}`,
        told((family, user) => user === userId && family !== keep),
      ),
    /**
     * Calls `watch` with each revocation's test, here or announced by another instance ('unknown' after
     * the announcements were missed: ask the database); answers the unwatch.
     */
    onRevoked(watch: (revoked: Revoked) => void) {
      watchers.add(watch);
      return () => void watchers.delete(watch);
    },
    size: cache.size,
  };
}
export type FamilyCache = ReturnType<typeof familyCache>;
