import type { AlarmKind } from '@portal/contract';
import { STUDENT_PARAM } from '@portal/contract/alarms-labels';
import { and, count, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../config';
import type { Db } from '../../db/client';
import { alarms, alarmSettings, chatRooms, droppedAlarms, guardianships, jobs, liveEvents, users } from '../../db/schema';
import { enqueueJobs, jobType } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';
import { holdLive, publishLive } from '../live/publish';
import { pushSend } from '../push/delivery';

/**
 * What a notification says: the alarm list's title and line, and where tapping it leads; `subject`
 * names what it asks her to act on, so that it is marked read once that is done (settleAlarms).
 * `pushUntil`: when its push stops meaning anything (a booking's reminder, once the booking starts): a
 * push held by her quiet hours, retried, or waiting for a phone that is off is not shown after it.
 */
export type AlarmData = { title: string; body?: string; link: string; subject?: string; pushUntil?: Date };

type Delivery = {
  kind: AlarmKind;
  recipients: number[];
  title: string;
  body: string;
  link: string;
  subject?: string;
  at: string;
  pushUntil?: string;
};

/** The outbox of notifications: the jobs of each `notify`, delivered by the workers. */
export const alarmDelivery = jobType<Delivery>('alarms.deliver');

/**
 * How many people one delivery job notifies. A notice to a whole centre is delivered in parts, each in
 * a transaction of its own: on the embedded database a transaction holds every other request, and one
 * for 200 people held them for about 200 ms (bench/push-burst.mjs); a part of 50 takes about 50 ms.
 */
export const DELIVERY_PART = 50;

/**
 * `notify(tx, kind, recipients, data)`: how every module tells people something. Call it inside the
 * transaction of the change it is about: the notification exists exactly when that change commits
 * (outbox rows, one per DELIVERY_PART people), and the workers deliver it (the alarm list, then live
 * events and web push).
 */
export type Notify = (tx: Db, kind: AlarmKind, recipients: readonly number[], data: AlarmData) => Promise<void>;

export function notifier(clock: Clock): Notify {
  return async (tx, kind, recipients, data) => {
    const unique = [...new Set(recipients)];
    if (!unique.length) return;
    const at = clock();
    const parts = Array.from({ length: Math.ceil(unique.length / DELIVERY_PART) }, (_, i) =>
      unique.slice(i * DELIVERY_PART, (i + 1) * DELIVERY_PART),
    );
    await enqueueJobs(
      tx,
      alarmDelivery,
      parts.map((recipients) => ({
        kind,
        recipients,
        title: data.title,
        body: data.body ?? '',
        link: data.link,
        subject: data.subject,
        at: at.toISOString(),
        ...(data.pushUntil ? { pushUntil: data.pushUntil.toISOString() } : {}),
      })),
      { runAt: at },
    );
  };
}

/**
 * What an alarm asked for is done (she consented; another teacher decided): every unread alarm about
 * it is marked read, in the transaction of that change, and each person it asked hears her new count
 * (the badge moves; an audit saw "동의가 필요합니다" stay unread after she had consented).
 */
export async function settleAlarms(tx: Db, subjects: readonly string[], at: Date) {
  const settled = await tx
    .update(alarms)
    .set({ readAt: at })
    .where(and(inArray(alarms.subject, [...subjects]), isNull(alarms.readAt)))
    .returning({ userId: alarms.userId, kind: alarms.kind });
  const people = [...new Set(settled.map((s) => s.userId))];
  // With what it was about: her open lists of it follow (a teacher's queue kept a request another had
  // decided, and a parent's home asked for the consent she had given on her phone: an audit).
  const kindOf = new Map(settled.map((s) => [s.userId, s.kind as AlarmKind]));
  if (people.length) await tellUnread(tx, people, (userId) => ({ kind: kindOf.get(userId)! }));
}

/**
 * She opened what her alarms about it lead to another way (a notice from its list or home): they are
 * read too, in the transaction of her reading it, and her tabs hear the new count (the N mark went and
 * the bell still counted it: an audit).
 */
export async function readAlarmsLeadingTo(tx: Db, userId: number, link: string, at: Date) {
  if (await markAlarmsLeadingTo(tx, userId, link, at)) await tellUnread(tx, [userId]);
}

/**
 * The first half of readAlarmsLeadingTo, for a transaction that takes live streams in between: her
 * alarm rows first, then the streams (as marking alarms read does), then `tellUnreadOf`. Taken the
 * other way round, two transactions could each hold what the other waits for (a regression hunt).
 * Answers whether any was read.
 */
export async function markAlarmsLeadingTo(tx: Db, userId: number, link: string, at: Date): Promise<boolean> {
  const read = await tx
    .update(alarms)
    .set({ readAt: at })
    .where(and(eq(alarms.userId, userId), eq(alarms.link, link), isNull(alarms.readAt)))
    .returning({ id: alarms.id });
  return read.length > 0;
}

/** Her tabs hear her unread count (after markAlarmsLeadingTo). */
export const tellUnreadOf = (tx: Db, userId: number) => tellUnread(tx, [userId]);

/**
 * What alarms led to is gone (a notice deleted): they are deleted, in the transaction of that change, and
 * each person who had one unread hears her new count (every reader's badge counted it, and tapping it
 * said the notice was not found: an audit).
 */
export async function dropAlarms(tx: Db, about: { kind: AlarmKind; link: string; userIds?: readonly number[] }) {
  // `userIds`: only these people's (a notice's readers no longer among its audience), those delivered
  // (a delivery still on its way, the moment after publishing, is left to arrive).
  const only = about.userIds ? inArray(alarms.userId, [...about.userIds]) : undefined;
  if (about.userIds && !about.userIds.length) return;
  // Those still on their way first (a notice deleted just after it was published, its parts of 50 not
  // all delivered: theirs arrived after, a regression hunt); one being delivered now is waited for.
  if (!only)
    await deletePending(
      tx,
      alarmDelivery.queue,
      sql`${jobs.payload}->>'kind' = ${about.kind} and ${jobs.payload}->>'link' = ${about.link}`,
    );
  const dropped = await deleteAlarms(tx, and(eq(alarms.kind, about.kind), eq(alarms.link, about.link), only)!);
  const people = [...new Set(dropped.filter((d) => d.readAt == null).map((d) => d.userId))];
  if (people.length) await tellUnread(tx, people, () => ({ kind: about.kind }));
}

/** Deletes a queue's jobs not yet done (nor given up) that `which` picks. */
async function deletePending(tx: Db, queue: string, which: SQL) {
  await tx.delete(jobs).where(and(eq(jobs.queue, queue), isNull(jobs.doneAt), isNull(jobs.failedAt), which));
}

/** How long a deleted alarm's place is kept for the lists paged up to it. */
const DROPPED_KEPT = '1 day';

/**
 * Deletes alarms, keeping each one's place in its list for a day (droppedAlarms), and what is older
 * than that goes; answers whose they were and whether they were read.
 */
async function deleteAlarms(tx: Db, which: SQL) {
  const dropped = await tx
    .delete(alarms)
    .where(which)
    .returning({ id: alarms.id, userId: alarms.userId, createdAt: alarms.createdAt, readAt: alarms.readAt });
  await tx.delete(droppedAlarms).where(lt(droppedAlarms.droppedAt, sql`now() - ${DROPPED_KEPT}::interval`));
  if (dropped.length)
    await tx
      .insert(droppedAlarms)
      .values(dropped.map(({ id, userId, createdAt }) => ({ id, userId, createdAt })))
      .onConflictDoNothing();
  return dropped;
}

/** The child a link names (linkForStudent: what a parent's alarm about one of her children leads to), or null. */
function childOfLink(link: string): number | null {
  const m = new RegExp(`[?&]${STUDENT_PARAM}=(\\d+)`).exec(link);
  return m ? Number(m[1]) : null;
}

/** Matches links that name one of these children (`?student=12`, not `?student=123`). */
const namesChild = (column: typeof alarms.link | ReturnType<typeof sql>, studentIds: readonly number[]) =>
  sql`${column} ~ ${`[?&]${STUDENT_PARAM}=(${studentIds.join('|')})([&#]|$)`}`;

/**
 * A parent no longer linked to these children (the console unlinked them): her alarms about them are
 * deleted, with their pushes still waiting (quiet hours hold one for hours), in the transaction of the
 * unlinking, and her badge hears the new count. They named the child and what she did; that is no
 * longer hers to read (a parent kept "김하린 학생의 상담 기록" after the link was gone).
 */
export async function dropAlarmsAboutChildren(tx: Db, parentId: number, studentIds: readonly number[]) {
  if (!studentIds.length) return;
  await deletePending(
    tx,
    pushSend.queue,
    and(sql`(${jobs.payload}->>'userId')::int = ${parentId}`, namesChild(sql`${jobs.payload}->>'link'`, studentIds))!,
  );
  const dropped = await deleteAlarms(tx, and(eq(alarms.userId, parentId), namesChild(alarms.link, studentIds))!);
  // And what her tabs were told of them, kept a day for a tab that reconnects: an old stream position
  // (Last-Event-ID) replayed a room's messages about the child (an audit).
  await tx
    .delete(liveEvents)
    .where(
      and(
        eq(liveEvents.userId, parentId),
        or(
          and(eq(liveEvents.type, 'alarm'), namesChild(sql`${liveEvents.data}->>'link'`, studentIds)),
          and(
            eq(liveEvents.type, 'chat'),
            sql`(${liveEvents.data}->>'roomId')::int in (select ${chatRooms.id} from ${chatRooms} where ${inArray(chatRooms.studentId, [...studentIds])})`,
          ),
        ),
      ),
    );
  if (dropped.length) await tellUnread(tx, [parentId]);
}

/** Each person's new unread count reaches her open tabs when the transaction commits (the badge moves), with what arrived if anything. */
async function tellUnread(
  tx: Db,
  people: readonly number[],
  about?: (userId: number) => { kind: AlarmKind; title?: string; link?: string },
) {
  await holdLive(tx, people);
  const unread = await tx
    .select({ userId: alarms.userId, n: count() })
    .from(alarms)
    .where(and(inArray(alarms.userId, [...people]), isNull(alarms.readAt)))
    .groupBy(alarms.userId);
  const unreadOf = new Map(unread.map((u) => [u.userId, u.n]));
  await publishLive(
    tx,
    people.map((userId) => ({ userId, data: { unread: unreadOf.get(userId) ?? 0, ...about?.(userId) } })),
    'alarm',
  );
}

/** Queues a web push (a title and the link) for each of these people's devices (modules/push). */
export type PushOut = (
  tx: Db,
  userIds: readonly number[],
  message: { title: string; link: string; until?: string },
  at: Date,
) => Promise<unknown>;

/** Her quiet hours as saved in her notification settings (null: none saved, so none). */
export async function quietHoursOf(tx: Db, userId: number) {
  const [row] = await tx
    .select({
      quietDays: alarmSettings.quietDays,
      quietAllDay: alarmSettings.quietAllDay,
      quietStart: alarmSettings.quietStart,
      quietEnd: alarmSettings.quietEnd,
    })
    .from(alarmSettings)
    .where(eq(alarmSettings.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Delivers an outbox row: an alarm for each recipient who has not switched the kind off in her
 * notification settings, dated when it was caused, and a push to each of her devices (queued here,
 * sent by the push worker, which holds it back in her quiet hours; the list is never held back).
 */
export function registerAlarmDelivery(runner: JobRunner, push?: PushOut) {
  runner.handle(alarmDelivery, async (tx, d) => {
    const optedOut = new Set(
      (
        await tx
          .select({ userId: alarmSettings.userId, kinds: alarmSettings.kinds })
          .from(alarmSettings)
          .where(inArray(alarmSettings.userId, d.recipients))
      )
        .filter((s) => s.kinds[d.kind] === false)
        .map((s) => s.userId),
    );
    // Someone removed since she was notified is skipped (her alarms went with her), and so is a parent
    // unlinked from the child it is about (dropAlarmsAboutChildren took those delivered).
    const child = childOfLink(d.link);
    const still = new Set(
      (
        await tx
          .select({ id: users.id, category: users.category, linked: guardianships.studentId })
          .from(users)
          .leftJoin(guardianships, and(eq(guardianships.parentId, users.id), eq(guardianships.studentId, child ?? -1)))
          .where(inArray(users.id, d.recipients))
      )
        .filter((u) => child == null || u.category !== 'parent' || u.linked != null)
        .map((u) => u.id),
    );
    const to = d.recipients.filter((id) => still.has(id) && !optedOut.has(id));
    if (!to.length) return;
    const createdAt = new Date(d.at);
    await tx
      .insert(alarms)
      .values(
        to.map((userId) => ({ userId, kind: d.kind, title: d.title, body: d.body, link: d.link, subject: d.subject ?? null, createdAt })),
      );
    await tellUnread(tx, to, () => ({ kind: d.kind, title: d.title, link: d.link }));
    // Committed with the alarms: a push exists exactly when its alarm does.
    await push?.(tx, to, { title: d.title, link: d.link, until: d.pushUntil }, createdAt);
  });
}
