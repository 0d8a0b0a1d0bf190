import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service of our own on 127.0.0.1, standing in for the browser vendors': it takes Web Push
 * requests (RFC 8030), checks their VAPID signature (RFC 8292), and decrypts them (RFC 8291,
 * aes128gcm) with the private key of a "browser" made here, as the browser itself would.
 */

const b64url = (b: Buffer) => b.toString('base64url');

/** A browser's subscription: its key pair and auth secret stay here; the API gets the public half. */
export type TestDevice = {
  id: string;
  endpoint: string;
  /** What `PushSubscription.toJSON()` gives the portal. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
  /** Statuses to answer in turn (201 once they run out), each alone or with a Retry-After header. */
  answers: Answer[];
  /** When set, the service answers this device only once it resolves (a slow push service). */
  hold?: Promise<void>;
};

/** A status to answer, alone or with the Retry-After header a push service sends with 429 or 503. */
export type Answer = number | { status: number; retryAfter: string };

/** One request the service received, decrypted when it was answered with success. */
export type Received = {
  device: string;
  status: number;
  /** The encrypted body's size in bytes. */
  size: number;
  headers: http.IncomingHttpHeaders;
  /** The VAPID public key (k=) and the JWT's claims, after the signature was checked. */
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string } };
  /** The decrypted payload (null when it did not decrypt). */
  payload: string | null;
};

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 section 3 + RFC 8188: the aes128gcm body, decrypted with the browser's keys. */
export function decryptAes128gcm(body: Buffer, device: Pick<TestDevice, 'ecdh' | 'auth'>): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (records.length > rs) throw new Error('more than one record');
  const uaPublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(device.auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 over the key named by k. */
export function verifyVapid(authorization: string | undefined) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, claims, signature] = m[1]!.split('.');
  const k = Buffer.from(m[2]!, 'base64url');
  if (k.length !== 65 || k[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(k.subarray(1, 33)), y: b64url(k.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  if (!ok) throw new Error('the VAPID signature does not verify');
  if (JSON.parse(Buffer.from(header!, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  return { publicKey: m[2]!, claims: JSON.parse(Buffer.from(claims!, 'base64url').toString()) as Received['vapid']['claims'] };
}

export async function startPushService() {
  const devices = new Map<string, TestDevice>();
  const received: Received[] = [];
  const arrivals = new Map<string, () => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const device = devices.get(req.url?.split('/').pop() ?? '');
      if (!device) return res.writeHead(404).end();
      arrivals.get(device.id)?.();
      await device.hold;
      const body = Buffer.concat(chunks);
      let vapid: Received['vapid'];
      try {
        vapid = verifyVapid(req.headers.authorization);
        if (vapid.claims.aud !== origin) throw new Error(`aud ${vapid.claims.aud} is not ${origin}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      } catch (e) {
        received.push({ device: device.id, status: 403, size: body.length, headers: req.headers, vapid: null!, payload: String(e) });
        return res.writeHead(403).end();
      }
      const answer = device.answers.shift() ?? 201;
      const status = typeof answer === 'number' ? answer : answer.status;
      let payload: string | null = null;
      if (status < 300) payload = decryptAes128gcm(body, device);
      received.push({ device: device.id, status, size: body.length, headers: req.headers, vapid, payload });
      res.writeHead(status, typeof answer === 'number' ? {} : { 'retry-after': answer.retryAfter }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A new browser subscribed to this service, answering `answers` in turn (then 201). */
    device(answers: Answer[] = [], hold?: Promise<void>): TestDevice {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${id}`;
      const device = {
        id,
        endpoint,
        subscription: { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } },
        ecdh,
        auth,
        answers,
        hold,
      };
      devices.set(id, device);
      return device;
    },
    /** Resolves when the next push for this device reaches the service (before it is answered). */
    arrival: (device: TestDevice) => new Promise<void>((resolve) => arrivals.set(device.id, resolve)),
    /** What reached one device (every attempt, in order). */
    of: (device: TestDevice) => received.filter((r) => r.device === device.id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
