import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { expectError } from '../../test/expect';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../../test/harness';
import { familyCache } from './family-cache';
import { REFRESH_REUSE_GRACE_MS } from './service';

/** A second API instance on the same database, as a second app server behind the same portal. */
async function secondInstance(api: TestApi) {
  const app = await buildApp({ config: { ...api.config, jobsWorker: false }, db: api.db, now: api.clock.now, listen: api.listen });
  await app.ready();
  return app;
}

describe('sign-ins remembered alive, and revocation on the next request', () => {
  let api: TestApi;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    api = await startTestApi();
    other = await secondInstance(api);
  });
  afterAll(async () => {
    await other?.close();
    await api?.close();
  });

  const signIn = async (username: string) => {
    const res = await api.request('POST', '/accounts/login/', { body: { username, password: DEMO_PASSWORD } });
    expect(res.status, res.text).toBe(200);
    return res.body as { access: string; refresh: string };
  };
  const meOnOther = (token: string) => other.inject({ method: 'GET', url: '/accounts/me/', headers: { authorization: `Bearer ${token}` } });
  // PostgreSQL delivers the announcement over its own connection: a few milliseconds, not a request.
  const soon = async (check: () => Promise<number>, status: number) => {
    for (let i = 0; i < 50 && (await check()) !== status; i++) await new Promise((r) => setTimeout(r, 20));
    return check();
  };

  it('refuses a signed-out access token on the next request, on this instance and on another', async () => {
    const { access } = await signIn('student1');
    // Both instances have it remembered.
    for (let i = 0; i < 3; i++) expect((await api.request('GET', '/accounts/me/', { token: access })).status).toBe(200);
    expect((await meOnOther(access)).statusCode).toBe(200);
    expect((await api.request('POST', '/accounts/logout/', { token: access })).status).toBe(204);
    expectError(await api.request('GET', '/accounts/me/', { token: access }), 401, 'UNAUTHENTICATED');
    if (api.kind === 'pglite') expect((await meOnOther(access)).statusCode).toBe(401);
    else expect(await soon(async () => (await meOnOther(access)).statusCode, 401)).toBe(401);
  });

  it('ends her other sign-ins everywhere when she changes her password, and keeps this one', async () => {
    const phone = await signIn('student2');
    const laptop = await signIn('student2');
    expect((await meOnOther(phone.access)).statusCode).toBe(200);
    expect((await meOnOther(laptop.access)).statusCode).toBe(200);
    const change = await api.request('POST', '/accounts/password/', {
      token: laptop.access,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-fine-new-secret', newPasswordConfirm: 'a-fine-new-secret' },
    });
    expect(change.status, change.text).toBe(204);
    expect(await soon(async () => (await meOnOther(phone.access)).statusCode, 401)).toBe(401);
    expectError(await api.request('GET', '/accounts/me/', { token: phone.access }), 401, 'UNAUTHENTICATED');
    expect((await meOnOther(laptop.access)).statusCode).toBe(200);
  });

  it('revokes a whole sign-in when a spent refresh token comes back, on every instance', async () => {
    const first = await signIn('parent1');
    expect((await meOnOther(first.access)).statusCode).toBe(200);
    expect((await api.request('POST', '/accounts/login/refresh/', { body: { refresh: first.refresh } })).status).toBe(200);
    api.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expectError(await api.request('POST', '/accounts/login/refresh/', { body: { refresh: first.refresh } }), 401, 'REFRESH_REUSED');
    expect(await soon(async () => (await meOnOther(first.access)).statusCode, 401)).toBe(401);
  });
});

describe('the cache itself', () => {
  const listen = async () => async () => undefined;

  it('does not store an answer read before a revocation that committed meanwhile', () => {
    const cache = familyCache({ listen });
    const readAt = cache.epoch();
    void cache.revokedFamily({ execute: async () => undefined } as never, 'f1');
    cache.remember('f1', 1, Date.now() + 60_000, readAt, Date.now());
    expect(cache.isAlive('f1', Date.now())).toBe(false);
  });

  it('remembers nothing while its announcements may be missed, and nothing without a way to hear them', () => {
    let notify: (payload: string) => void = () => undefined;
    const cache = familyCache({
      listen: async (_channel, fn) => {
        notify = fn;
        return async () => undefined;
      },
    });
    return cache.start().then(() => {
      cache.remember('a', 1, Date.now() + 60_000, cache.epoch(), Date.now());
      expect(cache.isAlive('a', Date.now())).toBe(true);
      notify('!');
      expect(cache.isAlive('a', Date.now())).toBe(false);
      cache.remember('a', 1, Date.now() + 60_000, cache.epoch(), Date.now());
      expect(cache.isAlive('a', Date.now())).toBe(false);
      notify('*');
      cache.remember('a', 1, Date.now() + 60_000, cache.epoch(), Date.now());
      expect(cache.isAlive('a', Date.now())).toBe(true);
      notify('u:1:');
      expect(cache.isAlive('a', Date.now())).toBe(false);

      const deaf = familyCache({});
      deaf.remember('b', 1, Date.now() + 60_000, deaf.epoch(), Date.now());
      expect(deaf.isAlive('b', Date.now())).toBe(false);
    });
  });

  it('lets an entry lapse when the sign-in expires', () => {
    const cache = familyCache({ listen });
    const now = Date.now();
    cache.remember('c', 1, now + 1000, cache.epoch(), now);
    expect(cache.isAlive('c', now + 999)).toBe(true);
    expect(cache.isAlive('c', now + 1000)).toBe(false);
  });
});
