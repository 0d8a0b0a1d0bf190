import type { AlarmKind, ChatLiveEvent } from '@portal/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveEvents, liveStreams } from '../../db/schema';

/** The channel that tells every API instance whose streams have something new (a list of user ids). */
export const LIVE_CHANNEL = 'portal_live';

/** What a tab is told live. Each type's data is what the web needs to update itself without a reload. */
export type LiveEvent = {
  /**
   * Her unread count changed: a notification arrived (with its kind, title and link), what one asked
   * for was done (its kind: her lists of it follow), or she read some on another tab or device (the count alone).
   */
  alarm: { unread: number; kind?: AlarmKind; title?: string; link?: string };
  /** Something changed in a chat room she can see: a message, a read receipt, the room itself; her unread chat count now. */
  chat: ChatLiveEvent;
  /** An inquiry staff can see was answered, handed over or closed: every teacher's and admin's lists refresh. */
  inquiry: { id: number };
};
export type LiveEventType = keyof LiveEvent;

export type StoredEvent = { seq: number; type: string; data: unknown };

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: the ids are sent in parts below that. */
const PAYLOAD_LIMIT = 7000;

/**
 * Publishes one event to each of these people, inside the caller's transaction: it exists, and their
 * tabs hear of it, exactly when the transaction commits. Each person's counter is bumped in id order
 * (the row lock is held until commit), so her events are numbered in commit order without gaps.
 */
export async function publishLive<T extends LiveEventType>(
  tx: Db,
  recipients: readonly { userId: number; data: LiveEvent[T] }[],
  type: T,
): Promise<void> {
  if (!recipients.length) return;
  const sorted = [...recipients].sort((a, b) => a.userId - b.userId);
  const seqs = await tx
    .insert(liveStreams)
    .values(sorted.map((r) => ({ userId: r.userId, seq: 1 })))
    .onConflictDoUpdate({ target: liveStreams.userId, set: { seq: sql`${liveStreams.seq} + 1` } })
    .returning({ userId: liveStreams.userId, seq: liveStreams.seq });
  const seqOf = new Map(seqs.map((s) => [s.userId, s.seq]));
  await tx.insert(liveEvents).values(sorted.map((r) => ({ userId: r.userId, seq: seqOf.get(r.userId)!, type, data: r.data })));
  let part: number[] = [];
  const flush = async () => {
    if (part.length) await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${part.join(',')})`);
    part = [];
  };
  for (const { userId } of sorted) {
    if (part.join(',').length + String(userId).length + 1 >= PAYLOAD_LIMIT) await flush();
    part.push(userId);
  }
  await flush();
}

/**
 * Takes these people's stream rows (made when missing) until the transaction commits, before a count
 * that goes with their next event is read: counted first, two transactions at once (an alarm arriving,
 * 모두 읽음 on another tab) could publish in the other order, the last event carrying the older count
 * (the badge said 0 beside an unread alarm: an audit). Counted after, under READ COMMITTED, the count
 * sees what the transaction that held the row before it committed. In id order, as publishLive.
 */
export async function holdLive(tx: Db, userIds: readonly number[]): Promise<void> {
  const sorted = [...new Set(userIds)].sort((a, b) => a - b);
  if (!sorted.length) return;
  await tx
    .insert(liveStreams)
    .values(sorted.map((userId) => ({ userId, seq: 0 })))
    .onConflictDoUpdate({ target: liveStreams.userId, set: { seq: sql`${liveStreams.seq}` } });
}

/** Her events after `afterSeq`, oldest first (what a tab missed, or what is new). */
export async function eventsAfter(db: Db, userId: number, afterSeq: number, limit = 200): Promise<StoredEvent[]> {
  return db
    .select({ seq: liveEvents.seq, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.seq, afterSeq)))
    .orderBy(asc(liveEvents.seq))
    .limit(limit);
}

/**
 * How far back a new tab (one without Last-Event-ID) is told what happened. Its page was drawn from
 * data read a moment before its stream opened (on a slow phone, seconds later: the page loads, its
 * live code arrives, the token is refreshed); what was published in between would otherwise never reach it.
 */
export const NEW_TAB_REPLAY_SECONDS = 30;

/**
 * Where a new tab starts listening: just before her events of the last NEW_TAB_REPLAY_SECONDS, else
 * after her latest. Telling it a little more than it missed is harmless: every handler sets an
 * absolute count, refetches, or adds a chat message by its id.
 */
export async function newTabCursor(db: Db, userId: number): Promise<number> {
  // One round trip: an aggregate answers one row even when no event is recent (then the latest number).
  const [row] = await db
    .select({
      cursor: sql<
        string | number
      >`coalesce(min(${liveEvents.seq}) - 1, (select ${liveStreams.seq} from ${liveStreams} where ${liveStreams.userId} = ${userId}), 0)`,
    })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), sql`${liveEvents.createdAt} > now() - make_interval(secs => ${NEW_TAB_REPLAY_SECONDS})`));
  return Number(row?.cursor ?? 0);
}
