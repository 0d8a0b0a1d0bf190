import type { PushMessage } from '@portal/contract';
import { createECDH } from 'node:crypto';
import { promises as dns, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import { internalIp } from '../firewall/address';
import type { VapidKeys } from './vapid';

/** The most a push may weigh before encryption; the encrypted body stays well under 3 KB. */
export const MAX_PAYLOAD_BYTES = 2048;

/** How long a push service keeps a push for a device that is off (seconds). */
const TTL_SECONDS = 12 * 3600;

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * What a push service answered: its status (0 when it could not be reached), or `broken` when the
 * subscription's keys cannot be encrypted for or its endpoint leads inside the network (nothing was
 * sent; it never will be).
 */
export type PushAnswer = { status: number; broken?: true; retryAfterMs?: number };

/** The longest Retry-After taken as said: a day (a push waiting longer is no longer news). */
const RETRY_AFTER_MAX_MS = 24 * 3600_000;

/**
 * A Retry-After header (RFC 9110 section 10.2.3) as a wait in ms from `now`: seconds, or an HTTP date;
 * undefined when absent or unreadable, capped at a day.
 */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  // Seconds, or a date (which names its day and month in letters): a bare '-5' is neither.
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /[a-z]/i.test(text) ? Date.parse(text) - now : NaN;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(0, ms));
}

/** A key pair of ours to try subscriptions' keys against (made once: a key pair per push was its own cost). */
let probe: ReturnType<typeof createECDH> | null = null;

/** Whether a subscription's keys are usable: a point on P-256 and a 16-byte auth secret (RFC 8291). */
export function usableKeys(p256dh: string, auth: string): boolean {
  try {
    if (!probe) {
      probe = createECDH('prime256v1');
      probe.generateKeys();
    }
    probe.computeSecret(Buffer.from(p256dh, 'base64url'));
    return Buffer.from(auth, 'base64url').length === 16;
  } catch {
    return false;
  }
}

/** How long a VAPID token says it is valid (RFC 8292 allows at most 24 hours). */
const VAPID_VALID_SECONDS = 12 * 3600;
/** How long one is sent again before a new one is signed: it is still valid for 11 hours at the least. */
export const VAPID_REUSE_MS = 3600_000;

/**
 * The `Authorization` of a push to a push service (`vapid t=<JWT>, k=<public key>`), one per push
 * service's origin, signed again after VAPID_REUSE_MS: RFC 8292 lets a token be sent with any number of
 * requests until it expires, and an ES256 signature per push was about a tenth of the API's CPU while a
 * notice went out (bench/push-burst.mjs). Forgotten when the keys or the subject change.
 */
function vapidAuthorizations(now: () => number) {
  const signed = new Map<string, { value: string; until: number }>();
  return (audience: string, vapid: VapidKeys): string => {
    const key = `${audience} ${vapid.publicKey} ${vapid.subject}`;
    const at = now();
    const known = signed.get(key);
    if (known && at < known.until) return known.value;
    // A few push services (FCM, Mozilla's, Apple's, Microsoft's); anything beyond is a test's.
    if (signed.size >= 16) signed.clear();
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      Math.floor(at / 1000) + VAPID_VALID_SECONDS,
    );
    signed.set(key, { value: Authorization, until: at + VAPID_REUSE_MS });
    return Authorization;
  };
}

/** Sends one encrypted push (RFC 8030 + RFC 8291 aes128gcm, signed with VAPID RFC 8292). */
/** `ttl`: how long the push service may keep it for a phone that is off, in seconds (at most TTL_SECONDS). */
export type PushSender = (target: PushTarget, message: PushMessage, vapid: VapidKeys, ttl?: number) => Promise<PushAnswer>;

/** The JSON a push carries, cut so that it stays small whatever the title. */
export function pushPayload(message: PushMessage): string {
  const title = [...message.title].slice(0, 120).join('');
  const link = message.link.startsWith('/') ? message.link.slice(0, 500) : '/';
  const payload = JSON.stringify({ title, link, ...(message.tag ? { tag: message.tag.slice(0, 64) } : {}) });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error('push payload too large');
  return payload;
}

/** The addresses a host name has (the system's resolver, as a connection would use it). */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (host) => dns.lookup(host, { all: true });

/**
 * The resolver a push's connection uses: the address judged is the one connected to, so a name cannot
 * answer a public address to a check and an internal one to the connection. With `refuse`, a name any of
 * whose addresses lies inside the network fails to resolve, and `refuse` is told.
 */
function connectLookup(resolve: Resolve, refuse: (() => void) | null): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const addresses = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        if (refuse && addresses.some((a) => internalIp(a.address))) {
          refuse();
          return callback(Object.assign(new Error(`${hostname} leads inside the network`), { code: 'EINTERNAL' }), '');
        }
        if (!addresses.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/** Posts the push; answers the status and its Retry-After, or throws when no answer came within 10 s. */
function post(
  url: URL,
  details: webpush.RequestDetails,
  lookup: LookupFunction,
): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: details.method, headers: details.headers as http.OutgoingHttpHeaders, lookup, signal: AbortSignal.timeout(10_000) },
      (res) => {
        res.resume();
        const retryAfter = res.headers['retry-after'];
        resolve({ status: res.statusCode ?? 0, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter });
      },
    );
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}

/**
 * The web-push library encrypts and signs (generateRequestDetails); the request goes to the endpoint's
 * push service, which must be a public one: an endpoint is only an address the browser handed over, and
 * the API would otherwise send requests into the centre's own network for whoever subscribed. Subscribe
 * refuses such addresses as written (push/service.ts); here the address a name resolves to is refused
 * too, when it connects. `allowInternal` (PUSH_ALLOW_INSECURE_ENDPOINTS) lets tests use a push service on
 * 127.0.0.1 over http. Redirects are not followed.
 */
export function webPushSender({
  allowInternal = false,
  resolve = systemResolve,
  now = Date.now,
}: { allowInternal?: boolean; resolve?: Resolve; now?: () => number } = {}): PushSender {
  const authorization = vapidAuthorizations(now);
  return async (target, message, vapid, ttl) => {
    if (!usableKeys(target.p256dh, target.auth)) return { status: 0, broken: true };
    const url = new URL(target.endpoint);
    // An address written as an IP is connected to without resolving: judged here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!allowInternal && (url.protocol !== 'https:' || internalIp(literal))) return { status: 0, broken: true };
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      pushPayload(message),
      {
        // Signed here, not by the library (no vapidDetails); the push service's origin is the token's
        // audience (RFC 8292 section 2).
        headers: { Authorization: authorization(url.origin, vapid) },
        TTL: Math.max(1, Math.min(TTL_SECONDS, ttl ?? TTL_SECONDS)),
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    let inside = false;
    try {
      const { status, retryAfter } = await post(url, details, connectLookup(resolve, allowInternal ? null : () => (inside = true)));
      const wait = retryAfterMs(retryAfter, now());
      return wait === undefined ? { status } : { status, retryAfterMs: wait };
    } catch {
      return inside ? { status: 0, broken: true } : { status: 0 };
    }
  };
}
