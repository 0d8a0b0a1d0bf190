import type { PushMessage } from '@portal/contract';
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { VapidKeys } from './vapid';

/** The most a push may weigh before encryption; the encrypted body stays well under 3 KB. */
export const MAX_PAYLOAD_BYTES = 2048;

/** How long a push service keeps a push for a device that is off (seconds). */
const TTL_SECONDS = 12 * 3600;

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * What a push service answered: its status (0 when it could not be reached), or `broken` when the
 * subscription's keys cannot be encrypted for (nothing was sent; it never will be).
 */
export type PushAnswer = { status: number; broken?: true };

/** Whether a subscription's keys are usable: a point on P-256 and a 16-byte auth secret (RFC 8291). */
export function usableKeys(p256dh: string, auth: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return Buffer.from(auth, 'base64url').length === 16;
  } catch {
    return false;
  }
}

/** Sends one encrypted push (RFC 8030 + RFC 8291 aes128gcm, signed with VAPID RFC 8292). */
export type PushSender = (target: PushTarget, message: PushMessage, vapid: VapidKeys) => Promise<PushAnswer>;

/** The JSON a push carries, cut so that it stays small whatever the title. */
export function pushPayload(message: PushMessage): string {
  const title = [...message.title].slice(0, 120).join('');
  const link = message.link.startsWith('/') ? message.link.slice(0, 500) : '/';
  const payload = JSON.stringify({ title, link, ...(message.tag ? { tag: message.tag.slice(0, 64) } : {}) });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error('push payload too large');
  return payload;
}

/**
 * The web-push library encrypts and signs (generateRequestDetails); the request goes out through
 * fetch, which reaches an http:// test push service too and lets us time it out.
 */
export const webPushSender: PushSender = async (target, message, vapid) => {
  if (!usableKeys(target.p256dh, target.auth)) return { status: 0, broken: true };
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    pushPayload(message),
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(10_000),
      redirect: 'error',
    });
    await res.body?.cancel();
    return { status: res.status };
  } catch {
    return { status: 0 };
  }
};
