import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, signInAll } from '../../test/harness';
import { expectError, HANGUL } from '../../test/expect';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, ['student1', 'student2', 'student6', 'parent1'], token, id);
});
afterAll(() => api?.close());

describe('counselling cycles', () => {
  it('reads the demo’s cycles, and 필요할 때 for a student who never chose', async () => {
    expect((await api.request('GET', '/counseling-cycles/', { token: token.student1 })).body).toEqual({
      korean: 'biweekly',
      math: 'weekly',
      english: 'monthly',
    });
    expect((await api.request('GET', '/counseling-cycles/', { token: token.student6 })).body).toEqual({
      korean: 'as_needed',
      math: 'as_needed',
      english: 'as_needed',
    });
  });

  it('saves a student’s own choice, which her parent then reads', async () => {
    const body = { korean: 'monthly', math: 'weekly', english: 'biweekly' };
    const put = await api.request('PUT', '/counseling-cycles/', { token: token.student2, body });
    expect(put.status).toBe(200);
    expect(put.body).toEqual(body);
    const parent = await api.request('GET', `/counseling-cycles/?studentId=${id.student2}`, { token: token.parent1 });
    expect(parent.body).toEqual(body);
    // Her sister's stay as they were.
    const sister = await api.request('GET', `/counseling-cycles/?studentId=${id.student1}`, { token: token.parent1 });
    expect(sister.body.math).toBe('weekly');
  });

  it.each([
    ['an unknown cycle', { korean: 'daily', math: 'weekly', english: 'weekly' }, 'korean'],
    ['a subject left out', { korean: 'weekly', math: 'weekly' }, 'english'],
  ])('refuses %s with a Korean field message', async (_name, body, field) => {
    const res = await api.request('PUT', '/counseling-cycles/', { token: token.student1, body });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors[field][0]).toMatch(HANGUL);
  });
});
