import type { PushEndpointInput, PushPublicKey, PushStatus, PushSubscriptionInput, PushTestInput, PushTestResult } from '@portal/contract';
import type { Clock } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { siteHost } from '../firewall/address';
import { enqueuePushes } from './delivery';
import type { PushRepository } from './repository';
import { usableKeys } from './sender';
import type { VapidKeys } from './vapid';

/** The devices (browsers) one person gets pushes on; a new one beyond them replaces her oldest. */
export const PUSH_MAX_DEVICES = 10;

/** Subscriptions of her devices, the public key they subscribe with, and a test push to herself. */
export function pushService({
  db,
  repo,
  vapid,
  allowInsecureEndpoints,
  now,
}: {
  db: Db;
  repo: (db: Db) => PushRepository;
  vapid: VapidKeys | null;
  allowInsecureEndpoints: boolean;
  now: Clock;
}) {
  const own = repo(db);
  const status = async (caller: Caller, endpoint: string): Promise<PushStatus> => ({
    registered: !!(await own.findOwn(caller.id, endpoint)),
    devices: await own.countOf(caller.id),
  });
  return {
    /** The VAPID public key browsers subscribe with (null: web push is off here). */
    publicKey: (): PushPublicKey => ({ publicKey: vapid?.publicKey ?? null }),

    /** Registers this browser's subscription for the caller (taking it over from whoever had it). */
    async subscribe(caller: Caller, input: PushSubscriptionInput): Promise<PushStatus> {
      if (!vapid) throw new AppError('PUSH_UNAVAILABLE');
      // The server will POST to this address: only a push service's, which is https:// at a public host
      // (an address inside the network, e.g. https://10.0.0.5/ or https://[::1]/, is judged as the
      // firewall's website requests are: siteHost).
      if (!allowInsecureEndpoints && (!input.endpoint.startsWith('https://') || !siteHost(input.endpoint).ok))
        throw new AppError('PUSH_ENDPOINT_REFUSED');
      if (!usableKeys(input.keys.p256dh, input.keys.auth))
        throw new AppError('BAD_REQUEST', undefined, { keys: ['알림 구독 정보가 올바르지 않습니다.'] });
      await own.save(caller.id, {
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        familyId: caller.familyId,
        userAgent: input.userAgent?.slice(0, 400) ?? null,
      });
      // Her newest few devices: every push (a test push too) goes to each, and a script registered 300
      // addresses of its choosing, for 9,000 requests from the server in seconds (an audit).
      await own.keepNewest(caller.id, PUSH_MAX_DEVICES);
      return status(caller, input.endpoint);
    },

    /** Whether this device's subscription is hers on the server, and how many devices she has. */
    status: (caller: Caller, input: PushEndpointInput) => status(caller, input.endpoint),

    /** Removes her subscription of this endpoint; someone else's (or none) is 404. */
    async unsubscribe(caller: Caller, input: PushEndpointInput): Promise<void> {
      if (!(await own.removeOwn(caller.id, input.endpoint))) throw new AppError('NOT_FOUND');
    },

    /** Queues a test push to this device (named by its endpoint) or to all of hers; quiet hours do not apply. */
    async test(caller: Caller, input: PushTestInput): Promise<PushTestResult> {
      if (!vapid) throw new AppError('PUSH_UNAVAILABLE');
      return db.transaction(async (tx) => {
        const message = { title: '테스트 알림입니다. 이 알림이 보이면 잘 받고 있어요.', link: '/help/alarm' };
        if (input.endpoint) {
          const sub = await repo(tx as unknown as Db).findOwn(caller.id, input.endpoint);
          if (!sub) throw new AppError('NOT_FOUND');
        }
        const devices = await enqueuePushes(tx as unknown as Db, [caller.id], message, now(), true, input.endpoint);
        return { devices };
      });
    },
  };
}
export type PushService = ReturnType<typeof pushService>;
