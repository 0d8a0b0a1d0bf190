import { sql } from 'drizzle-orm';
import type { Db, Listen } from './client';

/**
 * A per-instance memory of rows that are read on every request and change rarely, kept correct across
 * API instances: whoever changes such a row forgets it here after the change committed and announces
 * it on a PostgreSQL channel (PGlite's in-process notifications on the embedded database), and every
 * instance forgets it when the announcement arrives. Guarantees:
 * - on the instance that made the change, the next request reads the new row: a read that was under
 *   way during the change does not store its older answer (the epoch moved);
 * - on the others, once the announcement arrives (milliseconds);
 * - while the announcement connection is down (the listener says '!') nothing is remembered, and
 *   everything is forgotten again when it is back ('*'); without LISTEN nothing is remembered at all;
 * - every entry lapses after `ttlMs`, for a change written by hand in SQL that no one announces.
 * The payload `all` forgets every entry (what a trigger of migration 0010 says when a change touches
 * many keys at once).
 */
export function announcedCache<V>(options: {
  listen?: Listen;
  channel: string;
  ttlMs: number;
  /** What an announcement's payload makes forget (default: the entry whose key is the payload). */
  onAnnouncement?: (payload: string, forget: (match: (key: string, value: V) => boolean) => void) => void;
  /** The announcement connection is back after it was lost: what was announced meanwhile is unknown. */
  onResumed?: () => void;
  maxEntries?: number;
}) {
  const entries = new Map<string, { value: V; until: number }>();
  const maxEntries = options.maxEntries ?? 100_000;
  let epoch = 0;
  let usable = !!options.listen;
  let unlisten: (() => Promise<void>) | null = null;

  function forget(match: (key: string, value: V) => boolean) {
    epoch++;
    for (const [key, entry] of entries) if (match(key, entry.value)) entries.delete(key);
  }
  function onNotify(payload: string) {
    if (payload === '!' || payload === '*') {
      epoch++;
      entries.clear();
      usable = payload === '*';
      if (usable) options.onResumed?.();
      return;
    }
    if (payload === 'all') forget(() => true);
    else if (options.onAnnouncement) options.onAnnouncement(payload, forget);
    else forget((key) => key === payload);
  }
  function get(key: string, nowMs: number): V | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.until > nowMs) return entry.value;
    entries.delete(key);
    return undefined;
  }
  function remember(key: string, value: V, untilMs: number, readAtEpoch: number) {
    if (!usable || readAtEpoch !== epoch) return;
    // Bounded: the oldest entries go first.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, until: untilMs });
  }

  return {
    async start() {
      if (options.listen && !unlisten) unlisten = await options.listen(options.channel, onNotify);
    },
    async stop() {
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      entries.clear();
    },
    get,
    remember,
    /** Forgets these keys now (the instance making a change, before the announcement comes back). */
    forgetKeys(keys: readonly string[]) {
      const gone = new Set(keys);
      forget((key) => gone.has(key));
    },
    /** The epoch to pass to `remember` for a value read now. */
    epoch: () => epoch,
    /** The remembered value, or `load()`'s (remembered when it is not undefined). */
    async read(key: string, nowMs: number, load: () => Promise<V | undefined>): Promise<V | undefined> {
      const hit = get(key, nowMs);
      if (hit !== undefined) return hit;
      const readAt = epoch;
      const value = await load();
      if (value !== undefined) remember(key, value, nowMs + options.ttlMs, readAt);
      return value;
    },
    /** Forgets entries here only: a change the database announces itself (a trigger), read back at once. */
    forget,
    /** After a change committed: forget what it touched here, and tell the other instances. */
    async changed(db: Db, payload: string, match: (key: string, value: V) => boolean = (key) => key === payload) {
      forget(match);
      await db.execute(sql`select pg_notify(${options.channel}, ${payload})`);
    },
    size: () => entries.size,
    ttlMs: options.ttlMs,
  };
}
/** Matches the keys that begin with `prefix`. */
export const startsWith = (prefix: string) => (key: string) => key.startsWith(prefix);

/** For keys `<payload>|…`: an announcement forgets every key that begins with its payload and `|`. */
export const forgetByPrefix = (payload: string, forget: (match: (key: string) => boolean) => void) => forget(startsWith(`${payload}|`));

export type AnnouncedCache<V> = ReturnType<typeof announcedCache<V>>;
