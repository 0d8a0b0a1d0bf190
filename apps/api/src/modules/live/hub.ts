import type { Db, Listen } from '../../db/client';
import { describeError } from '../../http/error-log';
import { eventsAfter, LIVE_CHANNEL, type StoredEvent } from './publish';

type Subscriber = {
  userId: number;
  /** The number of the last event this tab was sent. */
  cursor: number;
  send: (event: StoredEvent) => void;
  /** Writes an event without a number (a broadcast): not stored, never replayed. */
  tell: (type: string, data: unknown) => void;
  close: () => void;
};

/**
 * An announcement the database already makes (LISTEN), passed on to every open stream of this instance
 * as a `type` event without a number: what anyone may know changed, its pages read again. Nothing is
 * written or locked for it (a per-person event to every student would lock each one's stream row), and
 * a lost one costs only latency: the pages still poll. `data` turns the payload into the event's data
 * (null: not passed on); announcements with the same data within `coalesceMs` go out once.
 */
export type Broadcast = { channel: string; type: string; data: (payload: string) => object | null; coalesceMs?: number };

export type LiveHubOptions = {
  db: Db;
  listen?: Listen;
  /** How often every open stream looks for what a lost notification would have told it. */
  sweepMs?: number;
  log?: { warn: (obj: object, msg: string) => void };
  broadcasts?: readonly Broadcast[];
};

/**
 * The open event streams of one API instance. Whatever instance published an event, PostgreSQL's
 * NOTIFY (PGlite's in-process notifications on the embedded database) names the people it was for;
 * each instance then reads, for its own streams of those people, the events after each stream's
 * cursor. Reading by number rather than trusting the notification's content means a notification
 * lost while the listener reconnects costs latency (until the sweep), never an event.
 */
/** How far back a stream just opened is told the broadcasts (as NEW_TAB_REPLAY_SECONDS is for her own events). */
export const BROADCAST_REPLAY_MS = 30_000;

/** Open streams one person may have on one instance (her tabs and devices). */
export const MAX_STREAMS_PER_PERSON = 20;

export function createLiveHub(options: LiveHubOptions) {
  const { db } = options;
  const byUser = new Map<number, Set<Subscriber>>();
  let unlisten: (() => Promise<void>) | null = null;
  let sweep: NodeJS.Timeout | null = null;
  const unlistenBroadcasts: (() => Promise<void>)[] = [];
  const coalescing = new Map<string, NodeJS.Timeout>();
  /** Each broadcast's last time out, by its type and data: what a stream opened since hears first. */
  const recent = new Map<string, { at: number; type: string; data: object }>();

  function onBroadcast(broadcast: Broadcast, payload: string) {
    // '!' and '*' are the listener's own word (its connection dropped, is back), not an announcement.
    const data = payload === '!' || payload === '*' ? null : broadcast.data(payload);
    if (!data) return;
    const key = `${broadcast.type}|${JSON.stringify(data)}`;
    if (coalescing.has(key)) return;
    const timer = setTimeout(() => {
      coalescing.delete(key);
      const at = Date.now();
      recent.delete(key);
      recent.set(key, { at, type: broadcast.type, data });
      for (const [k, r] of recent) if (r.at < at - BROADCAST_REPLAY_MS) recent.delete(k);
      for (const subs of byUser.values()) for (const sub of subs) sub.tell(broadcast.type, data);
    }, broadcast.coalesceMs ?? 1000);
    timer.unref();
    coalescing.set(key, timer);
  }

  async function pump(userId: number): Promise<void> {
    const subs = byUser.get(userId);
    if (!subs?.size) return;
    const from = Math.min(...[...subs].map((s) => s.cursor));
    let events: StoredEvent[];
    try {
      events = await eventsAfter(db, userId, from);
    } catch (e) {
      options.log?.warn({ error: describeError(e), userId }, 'live events: could not read new events');
      return;
    }
    // Synchronous from here: a stream's cursor moves before the next pump can read it, so two pumps
    // racing for one person never send an event twice or out of order.
    for (const sub of byUser.get(userId) ?? []) {
      // A tab that joined during the read, behind where it started, is not covered by it: handed only
      // the newest, it would skip the rest as sent (a reconnect heard one of three messages on
      // PostgreSQL). Its own read, started when it joined, brings it everything after its cursor.
      if (sub.cursor < from) continue;
      for (const event of events) {
        if (event.seq <= sub.cursor) continue;
        sub.cursor = event.seq;
        sub.send(event);
      }
    }
    if (events.length === 200) await pump(userId);
  }

  function onNotify(payload: string) {
    // The listener is back after a lost connection: whatever was announced meanwhile, look now.
    if (payload === '*') for (const userId of byUser.keys()) void pump(userId);
    for (const part of payload.split(',')) {
      const userId = Number(part);
      if (byUser.has(userId)) void pump(userId);
    }
  }

  return {
    async start() {
      if (options.listen && !unlisten) {
        unlisten = await options.listen(LIVE_CHANNEL, onNotify);
        for (const broadcast of options.broadcasts ?? [])
          unlistenBroadcasts.push(await options.listen(broadcast.channel, (payload) => onBroadcast(broadcast, payload)));
      }
      sweep ??= setInterval(() => {
        for (const userId of byUser.keys()) void pump(userId);
      }, options.sweepMs ?? 30_000);
      sweep.unref();
    },

    /** Ends every open stream (the tabs reconnect, to another instance if this one is going away). */
    async stop() {
      if (sweep) clearInterval(sweep);
      sweep = null;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      for (const off of unlistenBroadcasts.splice(0)) await off().catch(() => undefined);
      for (const timer of coalescing.values()) clearTimeout(timer);
      coalescing.clear();
      for (const subs of byUser.values()) for (const sub of subs) sub.close();
      byUser.clear();
    },

    /** How many streams a person has open on this instance (routes.ts refuses one beyond MAX_STREAMS_PER_PERSON). */
    countOf: (userId: number) => byUser.get(userId)?.size ?? 0,

    /** Adds one tab's stream; it is sent at once what came after `cursor`. Answers its removal. */
    subscribe(sub: Subscriber): () => void {
      let subs = byUser.get(sub.userId);
      if (!subs) byUser.set(sub.userId, (subs = new Set()));
      subs.add(sub);
      // Its page was read a moment before it opened (seconds, on a slow phone): what changed meanwhile.
      for (const r of recent.values()) if (r.at >= Date.now() - BROADCAST_REPLAY_MS) sub.tell(r.type, r.data);
      void pump(sub.userId);
      return () => {
        subs.delete(sub);
        if (!subs.size && byUser.get(sub.userId) === subs) byUser.delete(sub.userId);
      };
    },

    /** How many streams are open (the health of this instance; tests). */
    size: () => [...byUser.values()].reduce((n, s) => n + s.size, 0),
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
