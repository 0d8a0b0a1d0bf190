import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../http/errors';
import { signAccessToken, verifyAccessToken, VERIFIED_TOKENS_KEPT } from './tokens';

const student = { id: 7, category: 'student' as const };
const at = (iso: string) => new Date(iso);
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

afterEach(() => vi.restoreAllMocks());

describe('verifyAccessToken remembers what it verified', () => {
  it('verifies a token once, then answers the same caller from memory', async () => {
    const secret = randomBytes(32);
    const token = await signAccessToken(secret, 600, student, 'fam-1', at('2026-11-29T10:00:00Z'));
    const verify = vi.spyOn(globalThis.crypto.subtle, 'verify');
    const first = await verifyAccessToken(secret, token, at('2026-11-29T10:00:01Z'));
    const again = await verifyAccessToken(secret, token, at('2026-11-29T10:05:00Z'));
    expect(first).toEqual({ id: 7, category: 'student', familyId: 'fam-1', expiresAt: at('2026-11-29T10:10:00Z') });
    expect(again).toEqual(first);
    // A copy each time: a caller that is changed (the router adds the password hold) changes nothing remembered.
    expect(again).not.toBe(first);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('still refuses a remembered token once it has expired, as jose does (from the second of exp on)', async () => {
    const secret = randomBytes(32);
    const token = await signAccessToken(secret, 60, student, 'fam-1', at('2026-11-29T10:00:00Z'));
    expect(await codeOf(verifyAccessToken(secret, token, at('2026-11-29T10:00:59.999Z')))).toBe('accepted');
    expect(await codeOf(verifyAccessToken(secret, token, at('2026-11-29T10:01:00Z')))).toBe('TOKEN_EXPIRED');
    // The clock of a test may go back: the remembered token is valid again, as a fresh check would say.
    expect(await codeOf(verifyAccessToken(secret, token, at('2026-11-29T10:00:30Z')))).toBe('accepted');
  });

  it('never remembers a token that failed, and keeps secrets apart', async () => {
    const secret = randomBytes(32);
    const token = await signAccessToken(secret, 600, student, 'fam-1', at('2026-11-29T10:00:00Z'));
    const [head, , signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ cat: 'admin', fam: 'fam-1', sub: '1', iss: 'portal-api', exp: 1_900_000_000 })).toString('base64url')}.${signature}`;
    expect(await codeOf(verifyAccessToken(secret, token, at('2026-11-29T10:00:01Z')))).toBe('accepted');
    for (let i = 0; i < 2; i++) expect(await codeOf(verifyAccessToken(secret, forged, at('2026-11-29T10:00:01Z')))).toBe('UNAUTHENTICATED');
    // The same token under another secret (another API's) is checked afresh, and refused.
    expect(await codeOf(verifyAccessToken(randomBytes(32), token, at('2026-11-29T10:00:01Z')))).toBe('UNAUTHENTICATED');
  });

  it(`keeps at most ${VERIFIED_TOKENS_KEPT} tokens, the oldest going first`, async () => {
    const secret = randomBytes(32);
    const now = at('2026-11-29T10:00:00Z');
    const tokens = await Promise.all(
      Array.from({ length: VERIFIED_TOKENS_KEPT + 1 }, (_, i) =>
        signAccessToken(secret, 600, { id: i + 1, category: 'student' }, `fam-${i}`, now),
      ),
    );
    for (const token of tokens) await verifyAccessToken(secret, token, now);
    const verify = vi.spyOn(globalThis.crypto.subtle, 'verify');
    await verifyAccessToken(secret, tokens.at(-1)!, now);
    await verifyAccessToken(secret, tokens[1]!, now);
    expect(verify).toHaveBeenCalledTimes(0);
    // The first was let go when the last came in: verified again (and still valid).
    expect((await verifyAccessToken(secret, tokens[0]!, now)).id).toBe(1);
    expect(verify).toHaveBeenCalledTimes(1);
  }, 30_000);
});
