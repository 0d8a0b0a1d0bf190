import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';
import { MISSING_ID as MISSING, signInPeople } from '../../test/fixtures';
import { expectError } from '../../test/expect';

/*
 * Who may call each endpoint of vacations, counselling cycles and the password change, as one table:
 * students only reach their own records, parents only their linked children (parent2 has only
 * student3), staff only the staff routes, the signed out nothing; a category a route is not for
 * learns nothing about it (404, like a wrong path).
 */

let api: TestApi;
let token: Record<string, string> = {};
let id: Record<string, number> = {};
let ownVacation = 0; // student1's request, waiting for her parent

const USERS = ['student1', 'student2', 'student3', 'parent1', 'parent2', 'teacher1', 'admin'] as const;
type Who = (typeof USERS)[number] | 'anon';

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const validRequest = () => ({ type: 'outing', startAt: inDays(20), expectedReturnAt: inDays(20.2), reason: '병원 진료' });

beforeAll(async () => {
  api = await startTestApi();
  ({ token, id } = await signInPeople(api, USERS));
  const created = await api.request('POST', '/vacations/', { token: token.student1, body: validRequest() });
  expect(created.status).toBe(201);
  ownVacation = created.body.id;
});
afterAll(() => api?.close());

type Row = [who: Who, method: string, path: () => string, status: number, body?: () => unknown];

const q = (u: string) => `?studentId=${id[u]}`;
const v = (suffix = '') => `/vacations/${ownVacation}/${suffix}`;
const sv = (suffix: string) => `/staff/vacations/${ownVacation}/${suffix}`;
const decision = () => ({ decision: 'approve' });
const cycles = () => ({ korean: 'weekly', math: 'weekly', english: 'weekly' });
const password = () => ({ currentPassword: 'wrong-wrong', newPassword: 'a-long-new-secret', newPasswordConfirm: 'a-long-new-secret' });

const table: Row[] = [
  // GET /vacations/
  ['anon', 'GET', () => '/vacations/', 401],
  ['student1', 'GET', () => '/vacations/', 200],
  ['student1', 'GET', () => '/vacations/' + q('student3'), 404],
  ['parent1', 'GET', () => '/vacations/' + q('student2'), 200],
  ['parent2', 'GET', () => '/vacations/' + q('student1'), 404],
  ['parent2', 'GET', () => '/vacations/' + q('student3'), 200],
  ['teacher1', 'GET', () => '/vacations/', 404],
  ['teacher1', 'GET', () => '/vacations/' + q('student3'), 200],
  ['teacher1', 'GET', () => '/vacations/' + q('parent1'), 404],
  // POST /vacations/
  ['anon', 'POST', () => '/vacations/', 401, validRequest],
  ['parent1', 'POST', () => '/vacations/', 404, validRequest],
  ['teacher1', 'POST', () => '/vacations/', 404, validRequest],
  ['admin', 'POST', () => '/vacations/', 404, validRequest],
  // DELETE /vacations/:id/
  ['anon', 'DELETE', () => v(), 401],
  ['student3', 'DELETE', () => v(), 404],
  ['student2', 'DELETE', () => v(), 404],
  ['parent1', 'DELETE', () => v(), 404],
  ['teacher1', 'DELETE', () => v(), 404],
  ['student1', 'DELETE', () => `/vacations/${MISSING}/`, 404],
  ['student1', 'DELETE', () => '/vacations/abc/', 400],
  // POST /vacations/:id/consent/
  ['anon', 'POST', () => v('consent/'), 401],
  ['student1', 'POST', () => v('consent/'), 404],
  ['parent2', 'POST', () => v('consent/'), 404],
  ['teacher1', 'POST', () => v('consent/'), 404],
  ['admin', 'POST', () => v('consent/'), 404],
  ['parent1', 'POST', () => `/vacations/${MISSING}/consent/`, 404],
  // POST /vacations/:id/decline/ (another family's parent, a student, staff: 404 like a wrong path)
  ['anon', 'POST', () => v('decline/'), 401, () => ({ reason: '안 됩니다.' })],
  ['student1', 'POST', () => v('decline/'), 404, () => ({ reason: '안 됩니다.' })],
  ['parent2', 'POST', () => v('decline/'), 404, () => ({ reason: '안 됩니다.' })],
  ['teacher1', 'POST', () => v('decline/'), 404, () => ({ reason: '안 됩니다.' })],
  ['parent1', 'POST', () => `/vacations/${MISSING}/decline/`, 404, () => ({ reason: '안 됩니다.' })],
  // GET /staff/vacations/
  ['anon', 'GET', () => '/staff/vacations/', 401],
  ['student1', 'GET', () => '/staff/vacations/', 404],
  ['parent1', 'GET', () => '/staff/vacations/', 404],
  ['teacher1', 'GET', () => '/staff/vacations/?queue=decision', 200],
  ['admin', 'GET', () => '/staff/vacations/?queue=away', 200],
  ['teacher1', 'GET', () => '/staff/vacations/?queue=everything', 400],
  // POST /staff/vacations/:id/decision/
  ['anon', 'POST', () => sv('decision/'), 401, decision],
  ['student1', 'POST', () => sv('decision/'), 404, decision],
  ['student3', 'POST', () => sv('decision/'), 404, decision],
  ['parent1', 'POST', () => sv('decision/'), 404, decision],
  ['teacher1', 'POST', () => `/staff/vacations/${MISSING}/decision/`, 404, decision],
  // POST /staff/vacations/:id/return/
  ['anon', 'POST', () => sv('return/'), 401, () => ({})],
  ['student1', 'POST', () => sv('return/'), 404, () => ({})],
  ['parent1', 'POST', () => sv('return/'), 404, () => ({})],
  ['admin', 'POST', () => `/staff/vacations/${MISSING}/return/`, 404, () => ({})],
  // GET /counseling-cycles/
  ['anon', 'GET', () => '/counseling-cycles/', 401],
  ['student1', 'GET', () => '/counseling-cycles/', 200],
  ['student1', 'GET', () => '/counseling-cycles/' + q('student2'), 404],
  ['parent1', 'GET', () => '/counseling-cycles/' + q('student2'), 200],
  ['parent2', 'GET', () => '/counseling-cycles/' + q('student1'), 404],
  ['teacher1', 'GET', () => '/counseling-cycles/' + q('student3'), 200],
  ['teacher1', 'GET', () => '/counseling-cycles/', 404],
  // GET /counseling-cycles/next/
  ['anon', 'GET', () => '/counseling-cycles/next/', 401],
  ['student1', 'GET', () => '/counseling-cycles/next/', 200],
  ['student1', 'GET', () => '/counseling-cycles/next/' + q('student2'), 404],
  ['parent1', 'GET', () => '/counseling-cycles/next/' + q('student2'), 200],
  ['parent2', 'GET', () => '/counseling-cycles/next/' + q('student1'), 404],
  ['teacher1', 'GET', () => '/counseling-cycles/next/' + q('student3'), 200],
  ['teacher1', 'GET', () => '/counseling-cycles/next/', 404],
  // PUT /counseling-cycles/
  ['anon', 'PUT', () => '/counseling-cycles/', 401, cycles],
  ['parent1', 'PUT', () => '/counseling-cycles/', 404, cycles],
  ['teacher1', 'PUT', () => '/counseling-cycles/', 404, cycles],
  // POST /accounts/password/ (everyone signed in may change her own; nobody else's exists)
  ['anon', 'POST', () => '/accounts/password/', 401, password],
  ['parent2', 'POST', () => '/accounts/password/', 400, password],
];

describe('who may call what', () => {
  it.each(table.map((r) => [`${r[0]} ${r[1]} ${r[2]()} -> ${r[3]}`, r] as const))(
    '%s',
    async (_name, [who, method, path, status, body]) => {
      const res = await api.request(method, path(), { token: who === 'anon' ? undefined : token[who], body: body?.() });
      if (status >= 400) expectError(res, status);
      else expect(res.status, res.text).toBe(status);
    },
  );

  it('covers every route of these modules, signed out and by a caller who must be refused', () => {
    const ours = api.app.endpoints
      .map((m) => m.endpoint)
      .filter(
        (s) =>
          s.path.startsWith('/vacations/') ||
          s.path.startsWith('/staff/vacations/') ||
          s.path.startsWith('/counseling-cycles/') ||
          s.path === '/accounts/password/',
      );
    expect(ours.length).toBe(12);
    const template = (p: string) => p.replace(/^(\/staff)?\/vacations\/\d+\//, '$1/vacations/:id/').split('?')[0];
    for (const spec of ours) {
      const rows = table.filter((r) => r[1] === spec.method && template(r[2]()) === spec.path);
      expect(
        rows.some((r) => r[0] === 'anon' && r[3] === 401),
        `${spec.method} ${spec.path} signed out`,
      ).toBe(true);
      expect(
        rows.some((r) => r[0] !== 'anon' && (r[3] === 404 || r[3] === 400)),
        `${spec.method} ${spec.path} refused`,
      ).toBe(true);
    }
  });

  it('left student1’s request as it was: nobody else could act on it', async () => {
    const list = await api.request('GET', '/vacations/', { token: token.student1 });
    expect(list.body.results.find((x: { id: number }) => x.id === ownVacation)).toMatchObject({ status: 'requested', consentedBy: null });
  });

  it('shows a parent only the child she names, and her first child without a name', async () => {
    const mine = await api.request('GET', '/vacations/' + q('student1'), { token: token.parent1 });
    expect(mine.body.results.length).toBeGreaterThan(0);
    expect(mine.body.results.every((x: { student: { id: number } }) => x.student.id === id.student1)).toBe(true);
    const other = await api.request('GET', '/vacations/' + q('student3'), { token: token.parent2 });
    expect(other.body.results.every((x: { student: { id: number } }) => x.student.id === id.student3)).toBe(true);
  });
});
