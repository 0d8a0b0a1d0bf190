import { createHash, createHmac, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import type { UserCategory } from '@portal/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';

const ISSUER = 'portal-api';

/**
 * The secret as a WebCrypto key, imported once per secret: given raw bytes, jose imports them again on
 * every call, which cost a fifth of a signed-in request's time under load (a CPU profile at break time).
 */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** Signs a short-lived access token for one sign-in (family). */
export async function signAccessToken(
  secret: Uint8Array,
  ttlSeconds: number,
  user: { id: number; category: UserCategory },
  familyId: string,
  now: Date,
) {
  return (
    new SignJWT({ cat: user.category, fam: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      // Rounded up: claims are whole seconds and a token is expired once the second of `exp` begins, so
      // rounding down would let a token issued late in a second live up to a second less than its TTL
      // (with a TTL of 1, a token could be expired on its first use).
      .setExpirationTime(Math.ceil(now.getTime() / 1000) + ttlSeconds)
      .sign(await hmacKey(secret))
  );
}

/**
 * Tokens whose signature and claims were verified, per secret, with the caller each names: a signed-in
 * page asks the API several times a minute with the same token, and WebCrypto's HMAC was the largest item
 * of a signed-in GET's CPU profile at break time. Verifying is a function of the token alone, so a
 * remembered answer stays true; only the expiry depends on the moment and is checked at every use, as
 * jose checks it. A token that fails is never remembered. Bounded: the oldest goes first.
 */
const verified = new WeakMap<Uint8Array, Map<string, Caller & { expiresAt: Date }>>();
export const VERIFIED_TOKENS_KEPT = 10_000;

/** Verifies an access token's signature and expiry; the family's revocation is checked by the caller. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date): Promise<Caller> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const hit = known.get(token);
  if (hit) {
    // jose's rule (no clock tolerance): expired once the second of `exp` has begun.
    if (hit.expiresAt.getTime() / 1000 <= Math.floor(now.getTime() / 1000)) throw new AppError('TOKEN_EXPIRED');
    return { ...hit };
  }
  const caller = await verifyWithJose(secret, token, now);
  if (known.size >= VERIFIED_TOKENS_KEPT) known.delete(known.keys().next().value!);
  known.set(token, caller);
  return { ...caller };
}

async function verifyWithJose(secret: Uint8Array, token: string, now: Date): Promise<Caller & { expiresAt: Date }> {
  try {
    // `exp` is required: a token without one, even signed with the real secret, would never expire.
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp'],
    });
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || typeof payload.fam !== 'string' || typeof payload.cat !== 'string') throw new AppError('UNAUTHENTICATED');
    const expiresAt = new Date(payload.exp! * 1000);
    return { id, category: payload.cat as UserCategory, familyId: payload.fam, expiresAt };
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('UNAUTHENTICATED');
  }
}

/** A new opaque refresh token; only its SHA-256 is stored. */
export function newRefreshToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

/**
 * The refresh token that rotating `token` gives: derived from it (keyed by the server's secret), so that
 * one token has exactly one successor however often it is presented. A lost answer can be delivered
 * again (the same pair, no fork of the sign-in), and a thief's replay meets the owner on one token.
 */
export const successorOf = (secret: Uint8Array, token: string) =>
  createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The sign-in device token (OWASP's "device cookie"): given to a browser once she signs in, and handed
 * back with her later sign-ins from it. It grants nothing, but it tells her apart from others behind the
 * same address: her tries from that browser are counted by themselves, so no classmate's failures
 * against her account keep her out (docs/sign-in-throttling.md). `d1.<user>.<nonce>.<mac>`.
 */
export function issueDeviceToken(secret: Uint8Array, userId: number): string {
  const nonce = randomBytes(12).toString('base64url');
  return `d1.${userId}.${nonce}.${deviceMac(secret, userId, nonce)}`;
}

/** The device a token names, when it is one of ours and was given to this user; otherwise null. */
export function deviceOf(secret: Uint8Array, token: string | undefined, userId: number): string | null {
  const parts = token?.split('.');
  if (!parts || parts.length !== 4 || parts[0] !== 'd1' || parts[1] !== String(userId)) return null;
  const expected = Buffer.from(deviceMac(secret, userId, parts[2]!));
  const given = Buffer.from(parts[3]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts[2]! : null;
}

const deviceMac = (secret: Uint8Array, userId: number, nonce: string) =>
  createHmac('sha256', secret).update(`sign-in-device:${userId}:${nonce}`).digest('base64url');
