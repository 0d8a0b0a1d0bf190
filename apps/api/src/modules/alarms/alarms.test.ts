import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../../test/harness';
import { expectError } from '../../test/expect';

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi();
  for (const username of ['student1', 'student2', 'parent1']) {
    const res = await api.request('POST', '/accounts/login/', {
      body: { username, password: DEMO_PASSWORD },
      headers: { 'x-forwarded-for': `10.9.0.${Object.keys(tokens).length + 1}` },
    });
    tokens[username] = res.body.access;
  }
});
afterAll(() => api?.close());

const valid = {
  kinds: { reservation: true, counseling: false, notice: true, vacation: true, chat: false, inquiry: true, contents: true },
  quietDays: [6, 0],
  quietAllDay: false,
  quietStart: '23:30',
  quietEnd: '06:40',
};

describe('notification settings', () => {
  it('starts with everything on and no quiet days', async () => {
    const res = await api.request('GET', '/alarms/settings/', { token: tokens.student2 });
    expect(res.status).toBe(200);
    expect(res.body.quietDays).toEqual([]);
    expect(Object.values(res.body.kinds).every(Boolean)).toBe(true);
  });

  it('saves and reads back her own settings, days in week order', async () => {
    const put = await api.request('PUT', '/alarms/settings/', { token: tokens.student1, body: valid });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...valid, quietDays: [0, 6] });
    const get = await api.request('GET', '/alarms/settings/', { token: tokens.student1 });
    expect(get.body).toEqual({ ...valid, quietDays: [0, 6] });
  });

  it('keeps each person’s settings to herself', async () => {
    await api.request('PUT', '/alarms/settings/', { token: tokens.student1, body: valid });
    const other = await api.request('GET', '/alarms/settings/', { token: tokens.parent1 });
    expect(other.body.kinds.counseling).toBe(true);
    expect(other.body.quietDays).toEqual([]);
  });

  it('accepts the whole day without times', async () => {
    const res = await api.request('PUT', '/alarms/settings/', {
      token: tokens.parent1,
      body: { ...valid, quietAllDay: true, quietStart: null, quietEnd: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.quietAllDay).toBe(true);
  });

  it.each([
    ['a time out of range', { quietStart: '24:10' }, 'quietStart'],
    ['the same start and end', { quietStart: '07:00', quietEnd: '07:00' }, 'quietEnd'],
    ['a missing end on quiet days', { quietEnd: null }, 'quietEnd'],
    ['a day that does not exist', { quietDays: [7] }, 'quietDays.0'],
    ['a day twice', { quietDays: [1, 1] }, 'quietDays'],
    ['a kind left out', { kinds: { reservation: true } }, 'kinds.counseling'],
  ])('refuses %s with a Korean field message, and keeps what was saved', async (_name, change, field) => {
    await api.request('PUT', '/alarms/settings/', { token: tokens.student1, body: valid });
    const res = await api.request('PUT', '/alarms/settings/', { token: tokens.student1, body: { ...valid, ...change } });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors[field]?.[0]).toMatch(/[가-힣]/);
    const kept = await api.request('GET', '/alarms/settings/', { token: tokens.student1 });
    expect(kept.body.quietStart).toBe('23:30');
  });

  it('answers 401 to a signed-out caller', async () => {
    expectError(await api.request('GET', '/alarms/settings/'), 401, 'UNAUTHENTICATED');
    expectError(await api.request('PUT', '/alarms/settings/', { body: valid }), 401, 'UNAUTHENTICATED');
  });
});
