import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, jwtClaims } from '../../test/expect';
import { freshAddress } from '../../test/fixtures';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../../test/harness';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

type Session = { access: string; refresh: string; family: string; address: string };

async function signIn(username: string, userAgent: string): Promise<Session> {
  const address = freshAddress();
  const res = await api.request('POST', '/accounts/login/', {
    body: { username, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': address, 'user-agent': userAgent },
  });
  expect(res.status, res.text).toBe(200);
  return { access: res.body.access, refresh: res.body.refresh, family: jwtClaims(res.body.access).fam as string, address };
}
const refresh = (s: Session, headers: Record<string, string> = {}) =>
  api.request('POST', '/accounts/login/refresh/', { body: { refresh: s.refresh }, headers });
const devices = (s: Session) => api.request('GET', '/accounts/devices/', { token: s.access });

describe('her signed-in devices', () => {
  it('lists each sign-in with its device in Korean words, when and where from, and marks this one', async () => {
    const phone = await signIn('student2', ANDROID);
    const other = await signIn('student2', IPHONE);
    const res = await devices(phone);
    expect(res.status, res.text).toBe(200);
    const mine = res.body.results.find((d: { id: string }) => d.id === phone.family);
    const theirs = res.body.results.find((d: { id: string }) => d.id === other.family);
    expect(mine).toMatchObject({ device: 'Android · Chrome', address: phone.address, current: true });
    expect(theirs).toMatchObject({ device: 'iPhone · Safari', address: other.address, current: false });
    expect(Date.parse(mine.signedInAt)).toBeGreaterThan(0);
    // Nobody else's sign-ins.
    const student3 = await signIn('student3', ANDROID);
    expect((await devices(student3)).body.results.map((d: { id: string }) => d.id)).not.toContain(phone.family);
  });

  it('records when and where a sign-in was last used at each refresh', async () => {
    const phone = await signIn('student2', ANDROID);
    api.clock.advance(60_000);
    const moved = await refresh(phone, { 'x-forwarded-for': '10.250.0.9', 'user-agent': ANDROID });
    expect(moved.status, moved.text).toBe(200);
    const row = (await api.request('GET', '/accounts/devices/', { token: moved.body.access })).body.results.find(
      (d: { id: string }) => d.id === phone.family,
    );
    expect(row.address).toBe('10.250.0.9');
    expect(Date.parse(row.lastUsedAt) - Date.parse(row.signedInAt)).toBeGreaterThanOrEqual(60_000);
  });

  it('signs another device out at once: its refresh and its access token fail, this one goes on', async () => {
    const here = await signIn('student2', ANDROID);
    const there = await signIn('student2', IPHONE);
    const res = await api.request('DELETE', `/accounts/devices/${there.family}/`, { token: here.access });
    expect(res.status, res.text).toBe(204);
    expectError(await refresh(there), 401);
    expectError(await api.request('GET', '/accounts/me/', { token: there.access }), 401, 'UNAUTHENTICATED');
    expect((await api.request('GET', '/accounts/me/', { token: here.access })).status).toBe(200);
    const next = await refresh(here);
    expect(next.status, next.text).toBe(200);
    expect((await devices(here)).body.results.map((d: { id: string }) => d.id)).not.toContain(there.family);
  });

  it('answers 404 for another person’s sign-in, a signed-out one and an id that is none', async () => {
    const mine = await signIn('student2', ANDROID);
    const hers = await signIn('student3', IPHONE);
    expectError(await api.request('DELETE', `/accounts/devices/${hers.family}/`, { token: mine.access }), 404, 'NOT_FOUND');
    expect((await api.request('GET', '/accounts/me/', { token: hers.access })).status).toBe(200);
    expect((await refresh(hers)).status).toBe(200);
    expectError(await api.request('DELETE', `/accounts/devices/${randomUUID()}/`, { token: mine.access }), 404, 'NOT_FOUND');
    expectError(await api.request('DELETE', '/accounts/devices/not-a-sign-in/', { token: mine.access }), 404, 'NOT_FOUND');
    const gone = await signIn('student2', IPHONE);
    expect((await api.request('DELETE', `/accounts/devices/${gone.family}/`, { token: mine.access })).status).toBe(204);
    expectError(await api.request('DELETE', `/accounts/devices/${gone.family}/`, { token: mine.access }), 404, 'NOT_FOUND');
  });

  it('signs every other device out and keeps this one', async () => {
    const here = await signIn('student4', ANDROID);
    const a = await signIn('student4', IPHONE);
    const b = await signIn('student4', ANDROID);
    const res = await api.request('POST', '/accounts/devices/sign-out-others/', { token: here.access, body: {} });
    expect(res.status, res.text).toBe(204);
    expectError(await refresh(a), 401);
    expectError(await refresh(b), 401);
    expect((await devices(here)).body.results).toEqual([expect.objectContaining({ id: here.family, current: true })]);
    expect((await refresh(here)).status).toBe(200);
  });

  it('signing this device out is signing out', async () => {
    const here = await signIn('student5', ANDROID);
    expect((await api.request('DELETE', `/accounts/devices/${here.family}/`, { token: here.access })).status).toBe(204);
    expectError(await api.request('GET', '/accounts/devices/', { token: here.access }), 401, 'UNAUTHENTICATED');
    expectError(await refresh(here), 401);
  });
});
