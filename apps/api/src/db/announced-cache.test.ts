import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signInAll, startTestApi, type TestApi } from '../test/harness';

describe("a facility's settings, remembered per instance", () => {
  let api: TestApi;
  let other: Awaited<ReturnType<typeof buildApp>>;
  const token: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi();
    other = await buildApp({ config: { ...api.config, jobsWorker: false }, db: api.db, now: api.clock.now, listen: api.listen });
    await other.ready();
    await signInAll(api, ['student1', 'admin'], token);
  });
  afterAll(async () => {
    await other?.close();
    await api?.close();
  });

  const dailyLimitOn = async (instance: 'this' | 'other') => {
    const url = '/reservations/facilities/computer/day/';
    if (instance === 'this') return (await api.request('GET', url, { token: token.student1 })).body.quota.daily.limit;
    const res = await other.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token.student1}` } });
    return res.json().quota.daily.limit;
  };
  const setDailyQuota = async (dailyQuota: number) => {
    const res = await api.request('PUT', '/staff/reservations/facilities/computer/', {
      token: token.admin,
      body: { name: '컴퓨터실', rulesText: '', dailyQuota, weeklyQuota: null, cutoffTime: null },
    });
    expect(res.status, res.text).toBe(200);
  };

  it('shows a change by staff on the next request, on this instance and on another', async () => {
    await setDailyQuota(2);
    // Both instances read and remember it.
    expect(await dailyLimitOn('this')).toBe(2);
    expect(await dailyLimitOn('other')).toBe(2);
    await setDailyQuota(3);
    expect(await dailyLimitOn('this')).toBe(3);
    let seen = await dailyLimitOn('other');
    // PostgreSQL delivers the announcement over its own connection, a few milliseconds later.
    for (let i = 0; i < 50 && seen !== 3 && api.kind === 'postgres'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await dailyLimitOn('other');
    }
    expect(seen).toBe(3);
  });
});
