import { createECDH, randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService } from '../../test/push-service';
import { retryAfterMs, VAPID_REUSE_MS, webPushSender, type PushTarget, type Resolve } from './sender';
import type { VapidKeys } from './vapid';

// A listener that only counts who connects: a push that reaches it went into the network.
let server: net.Server;
let port: number;
let connections = 0;
beforeAll(async () => {
  server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:admin@example.com' };
const message = { title: '새 공지가 올라왔습니다.', link: '/services/notice' };

function target(endpoint: string): PushTarget {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** A resolver answering these addresses for every name (what a name under someone's control may do). */
const answering =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

async function sentBy(send: ReturnType<typeof webPushSender>, endpoint: string) {
  const before = connections;
  const answer = await send(target(endpoint), message, vapid);
  // A refused connection is counted by the listener a moment after the client gave up.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { answer, connected: connections - before };
}

describe('a push goes only to a push service outside the network', () => {
  it('refuses a public-looking name that resolves to loopback or a private address, without connecting, and drops it for good', async () => {
    for (const addresses of [['127.0.0.1'], ['10.0.0.5'], ['::1'], ['203.0.113.7', '192.168.0.10'], ['::ffff:127.0.0.1']]) {
      const { answer, connected } = await sentBy(
        webPushSender({ resolve: answering(...addresses) }),
        `https://push.example.com:${port}/p/1`,
      );
      expect({ addresses, answer, connected }).toEqual({ addresses, answer: { status: 0, broken: true }, connected: 0 });
    }
  });

  it('refuses an internal address written as an IP, and any endpoint that is not https', async () => {
    const send = webPushSender({ resolve: answering('127.0.0.1') });
    for (const endpoint of [`https://127.0.0.1:${port}/p/1`, `https://[::1]:${port}/p/1`, `http://push.example.com:${port}/p/1`]) {
      expect(await sentBy(send, endpoint)).toEqual({ answer: { status: 0, broken: true }, connected: 0 });
    }
  });

  it('connects to the address the resolver gave when internal addresses are allowed (tests), so the check above is what kept it out', async () => {
    const { answer, connected } = await sentBy(
      webPushSender({ allowInternal: true, resolve: answering('127.0.0.1') }),
      `https://push.example.com:${port}/p/1`,
    );
    // The listener hangs up on the TLS greeting: no answer, tried again later, but not dropped.
    expect({ answer, connected }).toEqual({ answer: { status: 0 }, connected: 1 });
  });

  it('a name that does not resolve is tried again later, not dropped', async () => {
    const failing: Resolve = async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
    };
    expect(await sentBy(webPushSender({ resolve: failing }), `https://push.example.com:${port}/p/1`)).toEqual({
      answer: { status: 0 },
      connected: 0,
    });
  });
});

describe('the VAPID token', () => {
  it('is signed once per push service and sent again until VAPID_REUSE_MS, then signed anew; each verifies for its own service', async () => {
    const [one, two] = [await startPushService(), await startPushService()];
    try {
      // The library checks the expiry against the real clock: this one starts there.
      let now = Date.now();
      const send = webPushSender({ allowInternal: true, now: () => now });
      const sent = async (service: typeof one) => {
        const device = service.device();
        expect(await send({ endpoint: device.endpoint, ...device.subscription.keys }, message, vapid)).toEqual({ status: 201 });
        const [got] = service.of(device);
        // The service checked the signature and the audience, and decrypted the push with the device's keys.
        expect(got).toMatchObject({ status: 201, payload: JSON.stringify(message) });
        return { token: got!.headers.authorization, claims: got!.vapid.claims };
      };
      const first = await sent(one);
      const again = await sent(one);
      const other = await sent(two);
      expect(again.token).toBe(first.token);
      expect(other.token).not.toBe(first.token);
      expect([first.claims.aud, other.claims.aud]).toEqual([one.origin, two.origin]);
      // Valid for 12 hours from when it was signed: at least 11 left whenever it is sent, within RFC 8292's 24.
      expect(first.claims.exp).toBe(Math.floor(now / 1000) + 12 * 3600);

      now += VAPID_REUSE_MS - 1;
      expect((await sent(one)).token).toBe(first.token);
      now += 1;
      const renewed = await sent(one);
      expect(renewed.token).not.toBe(first.token);
      expect(renewed.claims.exp).toBe(Math.floor(now / 1000) + 12 * 3600);

      // Other keys (the operator changed them): a token of those keys at once.
      const next: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: vapid.subject };
      const device = one.device();
      expect(await send({ endpoint: device.endpoint, ...device.subscription.keys }, message, next)).toEqual({ status: 201 });
      expect(one.of(device)[0]?.vapid.publicKey).toBe(next.publicKey);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe("a push service's Retry-After", () => {
  const now = Date.parse('2026-03-04T05:00:00Z');
  it('is read as seconds or as an HTTP date, capped at a day, and left out when unreadable', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Wed, 04 Mar 2026 05:10:00 GMT', now)).toBe(600_000);
    // A date already past: no wait of its own (the back-off still applies).
    expect(retryAfterMs('Wed, 04 Mar 2026 04:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(String(7 * 24 * 3600), now)).toBe(24 * 3600_000);
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
  });

  it('comes back with the answer of the push service that sent it', async () => {
    const service = await startPushService();
    try {
      const device = service.device([{ status: 503, retryAfter: '30' }]);
      const send = webPushSender({ allowInternal: true });
      const answer = await send({ endpoint: device.endpoint, ...device.subscription.keys }, { title: '시험', link: '/' }, vapid);
      expect(answer).toEqual({ status: 503, retryAfterMs: 30_000 });
      expect(await send({ endpoint: device.endpoint, ...device.subscription.keys }, { title: '시험', link: '/' }, vapid)).toEqual({
        status: 201,
      });
    } finally {
      await service.close();
    }
  });
});
