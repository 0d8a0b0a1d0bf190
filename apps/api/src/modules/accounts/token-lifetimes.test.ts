import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFamilies } from '../../db/schema';
import { expectError, jwtClaims } from '../../test/expect';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ ACCESS_TOKEN_TTL_SECONDS: '1', REFRESH_TOKEN_TTL_SECONDS: '60' });
});
afterAll(async () => {
  await api?.close();
});

async function signIn(username: string) {
  const res = await api.request('POST', '/accounts/login/', { body: { username, password: DEMO_PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return res.body as { access: string; refresh: string; user: { id: number } };
}

const refresh = (token: string, access?: string) =>
  api.request('POST', '/accounts/login/refresh/', { body: { refresh: token }, token: access });
const me = (token: string) => api.request('GET', '/accounts/me/', { token });

describe('access token expiry (ACCESS_TOKEN_TTL_SECONDS=1)', () => {
  it('refuses an expired access token with TOKEN_EXPIRED; a refresh gives a working one', async () => {
    const pair = await signIn('student1');
    expect((await me(pair.access)).status).toBe(200);

    // A one-second token lives at most two seconds (whole-second claims); move the clock past that.
    api.clock.advance(2_500);
    const expired = await me(pair.access);
    expectError(expired, 401, 'TOKEN_EXPIRED');

    const rotated = await refresh(pair.refresh);
    expect(rotated.status, rotated.text).toBe(200);
    const res = await me(rotated.body.access);
    expect(res.status, res.text).toBe(200);
    expect(res.body.username).toBe('student1');
  });

  it('gives a fresh token at least its whole lifetime, even when issued just before a second ticks over', async () => {
    api.clock.pause();
    for (const ms of [930, 990, 999]) {
      // The token is signed in the last hundredth of a second of a second.
      const t = api.clock.now().getTime();
      api.clock.set(new Date(t - (t % 1000) + 1000 + ms));
      const pair = await signIn('student2');
      // A quarter of a second later the next second has begun; the token must still work.
      api.clock.advance(250);
      const res = await me(pair.access);
      expect(res.status, res.text).toBe(200);
      // And it does expire once its second has passed.
      api.clock.advance(2_000);
      expectError(await me(pair.access), 401, 'TOKEN_EXPIRED');
    }
    api.clock.resume();
  });

  it('still lets a caller refresh or read public routes while it sends an expired access token', async () => {
    const pair = await signIn('parent1');
    api.clock.advance(2_500);
    expectError(await me(pair.access), 401, 'TOKEN_EXPIRED');
    // A client that adds its (stale) bearer token to every call must still be able to recover.
    const rotated = await refresh(pair.refresh, pair.access);
    expect(rotated.status, rotated.text).toBe(200);
    const site = await api.request('GET', '/site/', { token: pair.access });
    expect(site.status, site.text).toBe(200);
  });
});

describe('absolute lifetime of a sign-in (REFRESH_TOKEN_TTL_SECONDS=60)', () => {
  const familyOf = async (access: string) => {
    const [row] = await api.db
      .select()
      .from(tokenFamilies)
      .where(eq(tokenFamilies.id, String(jwtClaims(access).fam)));
    if (!row) throw new Error('the sign-in has no family row');
    return row;
  };

  it('ends the sign-in at the configured lifetime, however often it is refreshed', async () => {
    const pair = await signIn('teacher1');
    const family = await familyOf(pair.access);
    const lifetime = (family.expiresAt.getTime() - family.createdAt.getTime()) / 1000;
    expect(lifetime).toBeGreaterThan(55);
    expect(lifetime).toBeLessThan(65);

    const rotated = await refresh(pair.refresh);
    expect(rotated.status, rotated.text).toBe(200);
    // Rotation does not extend the sign-in.
    expect((await familyOf(rotated.body.access)).expiresAt).toEqual(family.expiresAt);

    // Move the end of the sign-in into the past instead of waiting a minute.
    await api.db
      .update(tokenFamilies)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tokenFamilies.id, family.id));

    expectError(await refresh(rotated.body.refresh), 401, 'INVALID_REFRESH');
    expectError(await me(rotated.body.access), 401);
  });
});
