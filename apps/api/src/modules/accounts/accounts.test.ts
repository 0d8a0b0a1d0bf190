import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { REFRESH_REUSE_GRACE_MS } from './service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpRefreshRequests } from '../../db/schema';
import { expectError, HANGUL, jwtClaims } from '../../test/expect';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Pair = { access: string; refresh: string };

async function signIn(username: string, password = DEMO_PASSWORD) {
  const res = await api.request('POST', '/accounts/login/', { body: { username, password } });
  expect(res.status, res.text).toBe(200);
  return res.body as Pair & { user: { id: number } };
}

const refresh = (token: string) => api.request('POST', '/accounts/login/refresh/', { body: { refresh: token } });
const me = (token?: string) => api.request('GET', '/accounts/me/', { token });

describe('sign-in', () => {
  it.each([
    ['student1', 'student', '김하린', 'harin.kim@cheongram.kr', 3, 1],
    ['student2', 'student', '김서아', 'seoa.kim@cheongram.kr', 1, 0],
    ['parent1', 'parent', '박지현', 'jihyun.park@gmail.com', 1, 0],
    ['teacher1', 'teacher', '정우진', 'woojin.jung@cheongram.kr', 0, 2],
    ['admin', 'admin', '최현수', 'admin@cheongram.kr', 0, 0],
  ] as const)('%s signs in with the username and gets tokens and the profile', async (username, category, name, email, alarms, chats) => {
    const res = await api.request('POST', '/accounts/login/', { body: { username, password: DEMO_PASSWORD } });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'device', 'refresh', 'user']);
    expect(res.body.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.refresh).toEqual(expect.any(String));
    expect(res.body.refresh.length).toBeGreaterThanOrEqual(32);
    expect(res.body.user).toEqual({
      status: 'success',
      id: expect.any(Number),
      category,
      // The demo chats: an answer 김하린 has not read, her mother's two messages 정우진 has not.
      bedge: { alarm: alarms > 0, alarm_count: alarms, chat: chats > 0, chat_count: chats },
      email,
      picture: null,
      username,
      name,
      mustChangePassword: false,
    });
  });

  it('accepts the e-mail address instead of the username, in any case', async () => {
    const byName = await signIn('student1');
    const byEmail = await signIn('Harin.Kim@Cheongram.KR');
    expect(byEmail.user).toEqual(byName.user);
    const upper = await signIn('STUDENT1');
    expect(upper.user.id).toBe(byName.user.id);
  });

  it('answers a wrong password and an unknown user with the same Korean message', async () => {
    const wrong = await api.request('POST', '/accounts/login/', { body: { username: 'student2', password: 'wrong-password' } });
    const unknown = await api.request('POST', '/accounts/login/', { body: { username: 'nobody', password: DEMO_PASSWORD } });
    expectError(wrong, 401, 'INVALID_CREDENTIALS');
    expectError(unknown, 401, 'INVALID_CREDENTIALS');
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).not.toMatch(/아이디가 없|존재하지|비밀번호가 틀/);
    expect(wrong.body.fieldErrors).toBeUndefined();
  });
});

describe('refresh rotation', () => {
  it('gives the same answer again, without signing out, to a token presented within 30 s of being spent (a page left while its refresh was answered)', async () => {
    const first = await signIn('student2');
    const rotated = await refresh(first.refresh);
    expect(rotated.status, rotated.text).toBe(200);
    // The browser never stored `rotated` and sends the old token again: the same successor, no fork.
    api.clock.advance(REFRESH_REUSE_GRACE_MS - 5000);
    const retried = await refresh(first.refresh);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.refresh).toBe(rotated.body.refresh);
    expect((await me(retried.body.access)).status).toBe(200);
    // Once the grace is over, the same token is a replay: the whole sign-in ends.
    api.clock.advance(10_000);
    expectError(await refresh(first.refresh), 401, 'REFRESH_REUSED');
    expectError(await me(retried.body.access), 401);
    expectError(await refresh(retried.body.refresh), 401);
  });

  it('takes a token spent by an instance whose clock runs ahead for a lost answer, not a reuse', async () => {
    const first = await signIn('teacher2');
    const rotated = await refresh(first.refresh);
    expect(rotated.status, rotated.text).toBe(200);
    // The old token again, at an instance whose clock is behind the one that spent it: the token was
    // spent "in the future" (found by an audit: a few ms of that signed her out everywhere).
    api.clock.advance(-2000);
    try {
      const retried = await refresh(first.refresh);
      expect(retried.status, retried.text).toBe(200);
      expect(retried.body.refresh).toBe(rotated.body.refresh);
      expect((await me(retried.body.access)).status).toBe(200);
      // A spend further off than the grace, either way, is still a replay.
      api.clock.advance(-REFRESH_REUSE_GRACE_MS);
      expectError(await refresh(first.refresh), 401, 'REFRESH_REUSED');
      expectError(await me(retried.body.access), 401);
    } finally {
      api.clock.advance(REFRESH_REUSE_GRACE_MS + 2000);
    }
  });

  it('revokes at once a spent token whose successor was already used, even within the grace', async () => {
    const first = await signIn('parent1');
    const rotated = await refresh(first.refresh);
    const next = await refresh(rotated.body.refresh);
    expect(next.status, next.text).toBe(200);
    // The owner moved on; the old token can only be a copy.
    expectError(await refresh(first.refresh), 401, 'REFRESH_REUSED');
    expectError(await me(next.body.access), 401);
  });

  it('rotates the pair; a spent token revokes the whole sign-in, other sign-ins keep working', async () => {
    const first = await signIn('student1');
    const rotated = await refresh(first.refresh);
    expect(rotated.status, rotated.text).toBe(200);
    expect(Object.keys(rotated.body).sort()).toEqual(['access', 'refresh']);
    expect(rotated.body.refresh).not.toBe(first.refresh);
    expect((await me(rotated.body.access)).body.username).toBe('student1');

    const again = await refresh(rotated.body.refresh);
    expect(again.status, again.text).toBe(200);
    const newest: Pair = again.body;
    expect((await me(newest.access)).status).toBe(200);

    // The same person signed in on another device: a separate family.
    const other = await signIn('student1');

    // Past the grace of a lost answer: a thief's replay.
    api.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const reused = await refresh(first.refresh);
    expectError(reused, 401, 'REFRESH_REUSED');

    expectError(await refresh(newest.refresh), 401);
    expectError(await me(newest.access), 401);
    expectError(await me(rotated.body.access), 401);

    expect((await me(other.access)).status).toBe(200);
    const otherRotated = await refresh(other.refresh);
    expect(otherRotated.status, otherRotated.text).toBe(200);
    expect((await me(otherRotated.body.access)).status).toBe(200);
  });

  it('gives ten concurrent uses of one refresh token one and the same successor (the sign-in does not fork)', async () => {
    const { refresh: token } = await signIn('student2');
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh(token)));
    for (const r of results) expect(r.status, r.text).toBe(200);
    expect(new Set(results.map((r) => r.body.refresh)).size).toBe(1);
    // That one successor rotates once more; a second use of it after the grace revokes everything.
    const next = await refresh(results[0]!.body.refresh);
    expect(next.status, next.text).toBe(200);
    api.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expectError(await refresh(results[1]!.body.refresh), 401, 'REFRESH_REUSED');
  });

  it('refuses an unknown refresh token without revoking anything', async () => {
    const pair = await signIn('parent1');
    expectError(await refresh('not-a-token-we-issued'), 401, 'INVALID_REFRESH');
    expect((await me(pair.access)).status).toBe(200);
    expect((await refresh(pair.refresh)).status).toBe(200);
  });
});

describe('sign-out', () => {
  it('revokes the sign-in: the access token and the refresh token stop working', async () => {
    const pair = await signIn('teacher1');
    const other = await signIn('teacher1');
    const out = await api.request('POST', '/accounts/logout/', { token: pair.access });
    expect(out.status, out.text).toBe(204);
    expect(out.text).toBe('');
    expectError(await me(pair.access), 401);
    expectError(await refresh(pair.refresh), 401);
    // Only that sign-in ends.
    expect((await me(other.access)).status).toBe(200);
  });

  it('accepts an empty JSON body and refuses a signed-out caller', async () => {
    const pair = await signIn('teacher1');
    const out = await api.request('POST', '/accounts/logout/', { token: pair.access, body: {} });
    expect(out.status, out.text).toBe(204);
    expectError(await api.request('POST', '/accounts/logout/'), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /accounts/me/', () => {
  it('answers the profile of the caller', async () => {
    const pair = await signIn('parent1');
    const res = await me(pair.access);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(pair.user);
  });

  it('refuses a caller without a token', async () => {
    expectError(await me(), 401, 'UNAUTHENTICATED');
  });

  it.each([
    ['garbage', 'Bearer not.a.jwt'],
    ['a bare scheme', 'Bearer'],
    ['another scheme', 'Basic c3R1ZGVudDE6ZGVtbzEyMzQh'],
  ])('refuses %s', async (_what, authorization) => {
    expectError(await api.request('GET', '/accounts/me/', { headers: { authorization } }), 401, 'UNAUTHENTICATED');
  });

  it('refuses a token signed with another secret', async () => {
    const real = await signIn('student1');
    const claims = jwtClaims(real.access);
    const forged = await new SignJWT({ cat: claims.cat, fam: claims.fam })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuer(String(claims.iss))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(64)));
    expectError(await me(forged), 401, 'UNAUTHENTICATED');
  });

  it('refuses a token without an expiry, even one signed with the real secret', async () => {
    const real = await signIn('student1');
    const claims = jwtClaims(real.access);
    const endless = await new SignJWT({ cat: claims.cat, fam: claims.fam })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuer(String(claims.iss))
      .setIssuedAt()
      .sign(api.config.jwtSecret);
    expectError(await me(endless), 401, 'UNAUTHENTICATED');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const real = await signIn('student1');
    const [, payload] = real.access.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectError(await me(`${header}.${payload}.`), 401, 'UNAUTHENTICATED');
  });
});

describe('POST /accounts/erp/send-refresh/', () => {
  const rowsOf = async (userId: number) => {
    const [row] = await api.db.select({ n: count() }).from(erpRefreshRequests).where(eq(erpRefreshRequests.userId, userId));
    return row?.n ?? 0;
  };

  it('records a request for the signed-in caller and answers 204', async () => {
    const pair = await signIn('student1');
    const before = await rowsOf(pair.user.id);
    const res = await api.request('POST', '/accounts/erp/send-refresh/', { token: pair.access });
    expect(res.status, res.text).toBe(204);
    expect(res.text).toBe('');
    expect(await rowsOf(pair.user.id)).toBe(before + 1);
  });

  it('refuses a signed-out caller with a Korean message', async () => {
    const res = await api.request('POST', '/accounts/erp/send-refresh/');
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(res.body.message).toMatch(HANGUL);
  });
});
