import type { PushMessage } from '@portal/contract';
import type { Db } from '../../db/client';
import { enqueueJobs, jobType } from '../../jobs/queue';
import { RetryLater, type JobRunner } from '../../jobs/runner';
import { quietUntil, type QuietHours } from './quiet-hours';
import { pushRepository } from './repository';
import type { PushSender } from './sender';
import type { VapidKeys } from './vapid';

/** `until`: not shown after this (AlarmData's pushUntil). */
type PushJob = { subscriptionId: number; userId: number; title: string; link: string; at: string; until?: string; test?: true };

/** One push to one subscription: each device is retried on its own, so a slow one never repeats another's. */
export const pushSend = jobType<PushJob>('push.send');

/** Tries per push: 5 s, 10 s, 20 s, 40 s, 80 s apart (jobs/runner.ts backoffMs), then it is given up. */
const MAX_ATTEMPTS = 6;

/**
 * A push held back by quiet hours goes out when they end, unless that is more than this after what
 * caused it (a quiet weekend): it is dropped then, and the alarm list still has it.
 */
export const HOLD_AT_MOST_MS = 24 * 3600_000;

/** Queues a push for every subscription of these people (inside the caller's transaction). */
export async function enqueuePushes(
  tx: Db,
  userIds: readonly number[],
  message: PushMessage & { until?: string },
  at: Date,
  test = false,
  onlyEndpoint?: string,
) {
  const subs = (await pushRepository(tx).listOf(userIds)).filter((s) => !onlyEndpoint || s.endpoint === onlyEndpoint);
  await enqueueJobs(
    tx,
    pushSend,
    subs.map((s) => ({
      subscriptionId: s.id,
      userId: s.userId,
      title: message.title,
      link: message.link,
      at: at.toISOString(),
      ...(message.until ? { until: message.until } : {}),
      ...(test ? { test: true as const } : {}),
    })),
    { runAt: at, maxAttempts: MAX_ATTEMPTS },
  );
  return subs.length;
}

export type PushDeliveryOptions = {
  vapid: VapidKeys | null;
  send: PushSender;
  /** Her quiet hours (the alarms module's settings), or null for none. */
  quietHoursOf: (tx: Db, userId: number) => Promise<QuietHours | null>;
  log?: { warn: (obj: object, msg: string) => void };
};

/**
 * Sends queued pushes. Quiet hours are read when the push is due (a change of mind counts), and a push
 * that falls in them is put off to their end. The push service's answer decides the rest: 404/410 the
 * subscription is gone (deleted at once, as is one whose keys cannot be encrypted for, and one refused for its
 * VAPID keys, 401/403); 429, 5xx or no answer: tried again with back-off, and not before the service's
 * Retry-After; any other
 * refusal is given up (trying again would not change it).
 */
export function registerPushDelivery(runner: JobRunner, { vapid, send, quietHoursOf, log }: PushDeliveryOptions) {
  // Outside a transaction: the push service may take seconds to answer (HandlerOptions).
  runner.handle(
    pushSend,
    async (db, job, ctx) => {
      const repo = pushRepository(db);
      const sub = await repo.find(job.subscriptionId);
      // Unsubscribed since, or the device is someone else's now: her push does not go to it.
      if (!sub || sub.userId !== job.userId || !vapid) return;
      // She signed out on that device (or from the device list): it is no longer hers to notify. Revoked,
      // not merely expired: a sign-in that ran out is signed in again on the same device.
      if (sub.signedOut) return repo.remove(sub.id);
      // Too late to mean anything (a reminder of a booking that has started, after quiet hours or retries).
      const expires = job.until ? new Date(job.until).getTime() : null;
      if (expires !== null && ctx.now.getTime() >= expires) return;
      if (!job.test) {
        const quiet = await quietHoursOf(db, job.userId);
        const until = quiet && quietUntil(quiet, ctx.now);
        if (until) {
          if (until.getTime() - new Date(job.at).getTime() > HOLD_AT_MOST_MS) return;
          // Her quiet hours end after it stops meaning anything: the alarm list has it, the phone does not.
          if (expires !== null && until.getTime() >= expires) return;
          return { again: until };
        }
      }
      // A phone that is off is not shown it late either: the push service keeps it no longer than that.
      const ttl = expires === null ? undefined : Math.ceil((expires - ctx.now.getTime()) / 1000);
      const { status, broken, retryAfterMs } = await send(
        sub,
        { title: job.title, link: job.link, tag: job.test ? 'test' : undefined },
        vapid,
        ttl,
      );
      if (status >= 200 && status < 300) return repo.delivered(sub.id, ctx.now);
      if (status === 404 || status === 410 || broken) return repo.remove(sub.id);
      // Refused for its keys (the server's VAPID keys changed since she subscribed: FCM answers 403): it
      // can never be delivered. Kept, every screen said push worked while nothing came (an audit); gone,
      // her switch shows off, and her next visit subscribes the browser again with the current keys.
      if (status === 401 || status === 403) {
        log?.warn({ subscription: sub.id, status }, 'push refused for its keys; subscription removed');
        return repo.remove(sub.id);
      }
      if (status === 0 || status === 429 || status >= 500) {
        const error = `push service answered ${status || 'nothing'}`;
        // Asked to wait (429, 503 with Retry-After): not tried again before then.
        throw retryAfterMs === undefined ? new Error(error) : new RetryLater(error, new Date(ctx.now.getTime() + retryAfterMs));
      }
      log?.warn({ subscription: sub.id, status }, 'push refused; not retried');
    },
    { transaction: false },
  );
}
