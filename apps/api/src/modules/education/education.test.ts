import { eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgCode } from '../../db/retrying';
import { alarms, examRecords, examSessions } from '../../db/schema';
import { startTestApi, type TestApi } from '../../test/harness';
import { type EducationRecords, educationBodies, educationRecordsOf, signInPeople } from '../../test/fixtures';
import { expectError, HANGUL } from '../../test/expect';

let api: TestApi;
let token: Record<string, string> = {};
let id: Record<string, number> = {};
/** One record of each kind per student, found through the staff's view. */
const ids: Record<string, EducationRecords> = {};
/** A held exam student1 has not entered yet. */
let freshExamId = 0;
let upcomingExamId = 0;

const users = ['student1', 'student2', 'student3', 'student4', 'student6', 'parent1', 'parent2', 'teacher1', 'teacher2', 'admin'];

beforeAll(async () => {
  api = await startTestApi();
  ({ token, id } = await signInPeople(api, users));
  for (const s of ['student1', 'student2', 'student3', 'student4']) ids[s] = await educationRecordsOf(api, token.admin!, id[s]!);
  const calendar = await api.request('GET', '/education/exam-calendar/?pageSize=100', { token: token.student1 });
  freshExamId = calendar.body.results.find((e: { held: boolean; recordId: number | null }) => e.held && e.recordId == null).id;
  upcomingExamId = calendar.body.results.find((e: { held: boolean }) => !e.held).id;
});
afterAll(() => api?.close());

const score = (grade: number, rawScore: number, wrongQuestions: number[] = []) => ({ grade, rawScore, wrongQuestions });
const validScores = educationBodies.scores;
const validPlan = educationBodies.plan();
const validCounseling = educationBodies.counseling();
const validGoals = educationBodies.goals();

// ─── Every endpoint, one table ──────────────────────────────────────────────────────────────────

type Category = 'student' | 'parent' | 'teacher' | 'admin';
type Ids = EducationRecords;
type Endpoint = {
  method: string;
  /** The route as registered, e.g. /education/exams/:id/. */
  route: string;
  access: Category[];
  /** Whether the path names a record (which must belong to the scoped student). */
  record?: keyof Ids;
  /** Not scoped to a student (the staff's student list). */
  unscoped?: boolean;
  body?: () => unknown;
  /** Extra query, e.g. paging. */
  extra?: string;
};
const everyone: Category[] = ['student', 'parent', 'teacher', 'admin'];
const staff: Category[] = ['teacher', 'admin'];

const endpoints: Endpoint[] = [
  { method: 'GET', route: '/education/exam-calendar/', access: everyone, extra: 'pageSize=5' },
  { method: 'GET', route: '/education/exams/', access: everyone, extra: 'pageSize=5' },
  { method: 'GET', route: '/education/exams/trend/', access: everyone },
  { method: 'POST', route: '/education/exams/', access: ['student'], body: () => ({ examId: freshExamId, scores: validScores() }) },
  { method: 'GET', route: '/education/exams/:id/', access: everyone, record: 'exam' },
  { method: 'PUT', route: '/education/exams/:id/', access: ['student'], record: 'exam', body: () => ({ scores: validScores() }) },
  { method: 'DELETE', route: '/education/exams/:id/', access: ['student'], record: 'exam' },
  { method: 'POST', route: '/staff/education/exams/:id/lock/', access: staff, record: 'exam' },
  { method: 'DELETE', route: '/staff/education/exams/:id/lock/', access: staff, record: 'exam' },
  { method: 'GET', route: '/education/goals/', access: everyone },
  { method: 'PUT', route: '/education/goals/', access: ['student'], body: () => validGoals },
  { method: 'GET', route: '/education/plans/', access: everyone, extra: 'pageSize=5' },
  { method: 'POST', route: '/staff/education/plans/', access: staff, body: () => validPlan },
  { method: 'GET', route: '/education/plans/:id/', access: everyone, record: 'plan' },
  { method: 'POST', route: '/education/plans/:id/complete/', access: ['student', ...staff], record: 'plan' },
  { method: 'POST', route: '/education/plans/:id/stop/', access: ['student', ...staff], record: 'plan' },
  { method: 'POST', route: '/education/plans/:id/restart/', access: ['student', ...staff], record: 'plan' },
  { method: 'GET', route: '/education/plans/:id/memos/', access: everyone, record: 'plan' },
  {
    method: 'POST',
    route: '/education/plans/:id/memos/',
    access: ['student', ...staff],
    record: 'plan',
    body: () => ({ body: '확인했습니다.' }),
  },
  { method: 'GET', route: '/education/counseling/', access: everyone },
  { method: 'GET', route: '/education/counseling/:id/', access: everyone, record: 'counseling' },
  { method: 'POST', route: '/staff/education/counseling/', access: staff, body: () => validCounseling },
  { method: 'GET', route: '/staff/education/students/', access: staff, unscoped: true },
  // The exam calendar as the admin edits it (people.test.ts covers what it does).
  { method: 'GET', route: '/staff/education/exam-sessions/', access: ['admin'], unscoped: true },
  { method: 'POST', route: '/staff/education/exam-sessions/', access: ['admin'], unscoped: true },
  { method: 'PUT', route: '/staff/education/exam-sessions/:id/', access: ['admin'], unscoped: true },
  { method: 'DELETE', route: '/staff/education/exam-sessions/:id/', access: ['admin'], unscoped: true },
];

/** The path of an endpoint for a student (`null`: no `?studentId=`) and the record ids of a student. */
function pathOf(e: Endpoint, studentId: number | null, recordIds: Ids) {
  const path = e.record ? e.route.replace(':id', String(recordIds[e.record])) : e.route;
  const query = [studentId != null ? `studentId=${studentId}` : '', e.extra ?? ''].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}
const call = (e: Endpoint, user: string | null, studentId: number | null, recordIds: Ids) =>
  api.request(e.method, pathOf(e, studentId, recordIds), { token: user ? token[user] : undefined, body: e.body?.() });
const name = (e: Endpoint) => `${e.method} ${e.route}`;

describe('every learning-management endpoint', () => {
  it('is in the table (the table covers every route this module registers)', () => {
    const registered = api.app.endpoints
      .map((m) => m.endpoint)
      .filter((s) => s.path.startsWith('/education/') || s.path.startsWith('/staff/education/'))
      .map((s) => `${s.method} ${s.path}`);
    expect(endpoints.map(name).sort()).toEqual([...registered].sort());
  });

  it.each(endpoints.map((e) => [name(e), e] as const))('%s answers 401 to a signed-out caller', async (_n, e) => {
    expectError(await call(e, null, id.student1!, ids.student1!), 401, 'UNAUTHENTICATED');
  });

  it.each(endpoints.map((e) => [name(e), e] as const))('%s answers 404 to the categories it is not for', async (_n, e) => {
    const own: Record<Category, [string, number | null]> = {
      student: ['student1', null],
      parent: ['parent1', id.student1!],
      teacher: ['teacher1', id.student1!],
      admin: ['admin', id.student1!],
    };
    for (const category of everyone.filter((c) => !e.access.includes(c))) {
      const [user, sid] = own[category];
      expectError(await call(e, user, sid, ids.student1!), 404, 'ROUTE_NOT_FOUND');
    }
  });

  const scoped = endpoints.filter((e) => !e.unscoped);

  it.each(scoped.filter((e) => e.access.includes('student')).map((e) => [name(e), e] as const))(
    '%s answers 404 to a student naming another student or her records',
    async (_n, e) => {
      expectError(await call(e, 'student1', id.student2!, ids.student2!), 404, 'NOT_FOUND');
      if (e.record) {
        expectError(await call(e, 'student1', null, ids.student2!), 404, 'NOT_FOUND');
        expectError(await call(e, 'student1', id.student1!, ids.student2!), 404, 'NOT_FOUND');
      }
    },
  );

  it.each(scoped.filter((e) => e.access.includes('parent')).map((e) => [name(e), e] as const))(
    '%s answers 404 to a parent naming a child not hers, or another child’s records',
    async (_n, e) => {
      // parent2 is linked to student3 only.
      expectError(await call(e, 'parent2', id.student1!, ids.student1!), 404, 'NOT_FOUND');
      expectError(await call(e, 'parent1', id.student3!, ids.student3!), 404, 'NOT_FOUND');
      if (e.record) {
        expectError(await call(e, 'parent2', id.student3!, ids.student1!), 404, 'NOT_FOUND');
        expectError(await call(e, 'parent2', null, ids.student1!), 404, 'NOT_FOUND');
      }
    },
  );

  it.each(scoped.filter((e) => e.access.includes('teacher')).map((e) => [name(e), e] as const))(
    '%s answers 404 to staff naming no student, a non-student, or a record of another student',
    async (_n, e) => {
      expectError(await call(e, 'teacher1', null, ids.student1!), 404, 'NOT_FOUND');
      expectError(await call(e, 'teacher1', id.parent1!, ids.student1!), 404, 'NOT_FOUND');
      if (e.record) expectError(await call(e, 'teacher1', id.student3!, ids.student1!), 404, 'NOT_FOUND');
    },
  );

  it.each(scoped.filter((e) => e.method === 'GET').map((e) => [name(e), e] as const))(
    '%s answers the owner, her linked parent and staff',
    async (_n, e) => {
      expect((await call(e, 'student2', null, ids.student2!)).status).toBe(200);
      expect((await call(e, 'parent1', id.student2!, ids.student2!)).status).toBe(200);
      expect((await call(e, 'parent2', id.student3!, ids.student3!)).status).toBe(200);
      expect((await call(e, 'teacher2', id.student2!, ids.student2!)).status).toBe(200);
    },
  );
});

// ─── Exams ──────────────────────────────────────────────────────────────────────────────────────

describe('exam entries', () => {
  it('shows the calendar with held and upcoming exams, newest first', async () => {
    const res = await api.request('GET', '/education/exam-calendar/?pageSize=100', { token: token.student2 });
    expect(res.status).toBe(200);
    const dates = res.body.results.map((e: { examDate: string }) => e.examDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.results.some((e: { name: string }) => /학년도 .*(모의평가|학력평가|대학수학능력시험)/.test(e.name))).toBe(true);
    expect(res.body.nextPageToken).toBe(-1);
  });

  it('pages her entries with nextPageToken', async () => {
    const first = await api.request('GET', '/education/exams/?pageSize=2', { token: token.student2 });
    expect(first.body.results).toHaveLength(2);
    expect(first.body.nextPageToken).toBe(2);
    let next = first.body.nextPageToken;
    const seen = [...first.body.results];
    while (next !== -1) {
      const page = await api.request('GET', `/education/exams/?pageSize=2&pageToken=${next}`, { token: token.student2 });
      seen.push(...page.body.results);
      next = page.body.nextPageToken;
    }
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(4);
  });

  it('enters an exam, shows it in detail and on the trend, and refuses it twice (the same scores again are the same entry)', async () => {
    const created = await api.request('POST', '/education/exams/', {
      token: token.student1,
      body: { examId: freshExamId, scores: validScores() },
    });
    expect(created.status).toBe(201);
    expect(created.body.locked).toBe(false);
    expect(created.body.scores.korean).toEqual({ grade: 2, rawScore: 86, wrongQuestions: [3, 15, 40] });
    expect(created.body.scores.inquiry2.elective).toBe('사회·문화');
    const detail = await api.request('GET', `/education/exams/${created.body.id}/`, { token: token.student1 });
    expect(detail.body).toEqual(created.body);
    const parent = await api.request('GET', `/education/exams/${created.body.id}/?studentId=${id.student1}`, { token: token.parent1 });
    expect(parent.body.scores).toEqual(created.body.scores);
    const trend = await api.request('GET', '/education/exams/trend/', { token: token.student1 });
    expect(trend.body.records.at(-1).id).toBe(created.body.id);
    expect(trend.body.goals.math).toBe(2);
    // Sent again with the same scores (her retry after an answer lost on the way): the entry she made, once.
    const retried = await api.request('POST', '/education/exams/', {
      token: token.student1,
      body: { examId: freshExamId, scores: validScores() },
    });
    expect(retried.status, retried.text).toBe(201);
    expect(retried.body).toEqual(created.body);
    // Other scores for the same exam: refused, and the entry is unchanged.
    const other = validScores();
    other.korean.rawScore = 70;
    const again = await api.request('POST', '/education/exams/', { token: token.student1, body: { examId: freshExamId, scores: other } });
    expectError(again, 409, 'EXAM_ALREADY_ENTERED');
    const kept = await api.request('GET', `/education/exams/${created.body.id}/`, { token: token.student1 });
    expect(kept.body.scores.korean.rawScore).toBe(86);
  });

  it('refuses an exam not yet held, or not on the calendar, next to the exam field', async () => {
    for (const examId of [upcomingExamId, 999_999]) {
      const res = await api.request('POST', '/education/exams/', { token: token.student3, body: { examId, scores: validScores() } });
      expectError(res, 400, 'BAD_REQUEST');
      expect(res.body.fieldErrors.examId[0]).toMatch(HANGUL);
    }
  });

  const bad: [string, (s: ReturnType<typeof validScores>) => void, string, RegExp][] = [
    ['a 10th grade level', (s) => (s.korean.grade = 10), 'scores.korean.grade', /1부터 9/],
    ['grade 0', (s) => (s.english.grade = 0), 'scores.english.grade', /1부터 9/],
    ['46 as a question number', (s) => (s.korean.wrongQuestions = [3, 46]), 'scores.korean.wrongQuestions.1', /45번/],
    ['question 31 in mathematics, which has 30', (s) => (s.math.wrongQuestions = [31]), 'scores.math.wrongQuestions.0', /수학은 30번/],
    ['a question twice', (s) => (s.english.wrongQuestions = [31, 31]), 'scores.english.wrongQuestions', /두 번/],
    ['identical inquiry subjects', (s) => (s.inquiry2.elective = '생활과 윤리'), 'scores.inquiry2.elective', /다른 과목/],
    [
      'an inquiry subject off the list',
      (s) => ((s.inquiry1 as { elective: string }).elective = '미술'),
      'scores.inquiry1.elective',
      /탐구 과목/,
    ],
    ['a raw score of 101', (s) => (s.math.rawScore = 101), 'scores.math.rawScore', /100점/],
    ['a Korean history raw score of 51', (s) => (s.history.rawScore = 51), 'scores.history.rawScore', /한국사 원점수는 0점부터 50점/],
    ['a grade of 2.5', (s) => (s.korean.grade = 2.5), 'scores.korean.grade', /정수/],
    ['wrong answers with full marks', (s) => (s.english = score(1, 100, [3])), 'scores.english.wrongQuestions', /만점/],
  ];
  it.each(bad)('refuses %s with a Korean field message', async (_n, change, field, message) => {
    const scores = validScores();
    change(scores);
    const res = await api.request('POST', '/education/exams/', { token: token.student3, body: { examId: freshExamId, scores } });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors[field]?.[0]).toMatch(message);
    const put = await api.request('PUT', `/education/exams/${ids.student3!.exam}/`, { token: token.student3, body: { scores } });
    expectError(put, 400, 'BAD_REQUEST');
    expect(put.body.fieldErrors[field]?.[0]).toMatch(message);
  });

  it('accepts an optional second foreign language with its subject', async () => {
    const scores = { ...validScores(), foreign: { ...score(3, 36, [12, 25, 28, 30]), elective: '일본어Ⅰ' } };
    const res = await api.request('PUT', `/education/exams/${ids.student3!.exam}/`, { token: token.student3, body: { scores } });
    expect(res.status).toBe(200);
    expect(res.body.scores.foreign).toEqual({ grade: 3, rawScore: 36, wrongQuestions: [12, 25, 28, 30], elective: '일본어Ⅰ' });
  });

  it('keeps the half points of 통합사회 and 통합과학 and reads them back on her list, the trend and to her teacher', async () => {
    const scores = {
      ...validScores(),
      inquiry1: { ...score(2, 47.5, [3]), elective: '통합사회' },
      inquiry2: { ...score(2, 45, [23, 25]), elective: '통합과학' },
    };
    const put = await api.request('PUT', `/education/exams/${ids.student3!.exam}/`, { token: token.student3, body: { scores } });
    expect(put.status, put.text).toBe(200);
    expect(put.body.scores.inquiry1).toEqual({ grade: 2, rawScore: 47.5, wrongQuestions: [3], elective: '통합사회' });
    // An answer refused by its own schema broke her whole history (a regression hunt).
    for (const [path, who] of [
      ['/education/exams/', 'student3'],
      ['/education/exams/trend/', 'student3'],
      [`/education/exams/?studentId=${id.student3}`, 'teacher1'],
    ] as const) {
      const read = await api.request('GET', path, { token: token[who] });
      expect(read.status, `${path} ${read.text}`).toBe(200);
    }
  });

  it('lets staff lock an entry; then the student can neither change nor remove it, until it is unlocked', async () => {
    const examId = ids.student4!.exam;
    await api.request('DELETE', `/staff/education/exams/${examId}/lock/?studentId=${id.student4}`, { token: token.teacher1 });
    const lock = await api.request('POST', `/staff/education/exams/${examId}/lock/?studentId=${id.student4}`, { token: token.teacher1 });
    expect(lock.status).toBe(200);
    expect(lock.body.locked).toBe(true);
    expect(lock.body.lockedBy).toEqual(expect.objectContaining({ name: '정우진' }));
    const put = await api.request('PUT', `/education/exams/${examId}/`, { token: token.student4, body: { scores: validScores() } });
    expectError(put, 409, 'EXAM_LOCKED');
    expect(put.body.message).toMatch(/확정/);
    expectError(await api.request('DELETE', `/education/exams/${examId}/`, { token: token.student4 }), 409, 'EXAM_LOCKED');
    const unlock = await api.request('DELETE', `/staff/education/exams/${examId}/lock/?studentId=${id.student4}`, { token: token.admin });
    expect(unlock.body.locked).toBe(false);
    const ok = await api.request('PUT', `/education/exams/${examId}/`, { token: token.student4, body: { scores: validScores() } });
    expect(ok.status).toBe(200);
    expect(ok.body.scores.math.wrongQuestions).toEqual([14, 21, 22, 29, 30]);
  });

  it('refuses a save made over a newer save of hers, and a lock of scores changed since the teacher read them', async () => {
    const examId = ids.student4!.exam;
    await api.request('DELETE', `/staff/education/exams/${examId}/lock/?studentId=${id.student4}`, { token: token.teacher1 });
    const opened = (await api.request('GET', `/education/exams/${examId}/`, { token: token.student4 })).body;
    // Her phone saves first; her laptop, opened before, saves over it: refused, the phone's scores stay.
    const phone = validScores();
    phone.korean.rawScore = 77;
    const first = await api.request('PUT', `/education/exams/${examId}/`, {
      token: token.student4,
      body: { scores: phone, updatedAt: opened.updatedAt },
    });
    expect(first.status, first.text).toBe(200);
    const late = await api.request('PUT', `/education/exams/${examId}/`, {
      token: token.student4,
      body: { scores: validScores(), updatedAt: opened.updatedAt },
    });
    expectError(late, 409, 'EDIT_CONFLICT');
    expect((await api.request('GET', `/education/exams/${examId}/`, { token: token.student4 })).body.scores.korean.rawScore).toBe(77);
    // The teacher's list showed the entry as opened: his lock of it is refused, of what it is now taken.
    const stale = await api.request(
      'POST',
      `/staff/education/exams/${examId}/lock/?studentId=${id.student4}&updatedAt=${opened.updatedAt}`,
      {
        token: token.teacher1,
      },
    );
    expectError(stale, 409, 'EDIT_CONFLICT');
    expect(stale.body.message).toMatch(/학생이 그사이 성적을 고쳤습니다/);
    const fresh = await api.request(
      'POST',
      `/staff/education/exams/${examId}/lock/?studentId=${id.student4}&updatedAt=${first.body.updatedAt}`,
      {
        token: token.teacher1,
      },
    );
    expect(fresh.status, fresh.text).toBe(200);
    // Locked, a save is refused as locked (not as a conflict), whatever version it names.
    expectError(
      await api.request('PUT', `/education/exams/${examId}/`, {
        token: token.student4,
        body: { scores: phone, updatedAt: first.body.updatedAt },
      }),
      409,
      'EXAM_LOCKED',
    );
    await api.request('DELETE', `/staff/education/exams/${examId}/lock/?studentId=${id.student4}`, { token: token.teacher1 });
    // Another student's entry with any version stays not found.
    expectError(
      await api.request('PUT', `/education/exams/${examId}/`, {
        token: token.student1,
        body: { scores: phone, updatedAt: first.body.updatedAt },
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('takes raw scores before the grades are out (가채점), and waits for every grade before staff may lock it', async () => {
    const examId = ids.student4!.exam;
    const scores = validScores();
    delete (scores.korean as Partial<typeof scores.korean>).grade;
    (scores.inquiry1 as { grade: number | null }).grade = null;
    const put = await api.request('PUT', `/education/exams/${examId}/`, { token: token.student4, body: { scores } });
    expect(put.status, put.text).toBe(200);
    expect(put.body.scores.korean.grade).toBeNull();
    expect(put.body.scores.inquiry1.grade).toBeNull();
    expect(put.body.scores.math.grade).toBe(scores.math.grade);
    for (const [path, who] of [
      ['/education/exams/', 'student4'],
      ['/education/exams/trend/', 'student4'],
      [`/education/exams/${examId}/?studentId=${id.student4}`, 'teacher1'],
    ] as const) {
      const read = await api.request('GET', path, { token: token[who] });
      expect(read.status, `${path} ${read.text}`).toBe(200);
    }
    // A teacher's lock would keep her from adding the grades when they come: refused, and left unlocked.
    const lock = await api.request('POST', `/staff/education/exams/${examId}/lock/?studentId=${id.student4}`, { token: token.teacher1 });
    expectError(lock, 409, 'EXAM_GRADES_PENDING');
    expect(lock.body.message).toMatch(/등급이 아직 없는 과목/);
    const still = await api.request('GET', `/education/exams/${examId}/`, { token: token.student4 });
    expect(still.body.locked).toBe(false);
    // Another student's entry is still 404 to a lock aimed at her by a wrong id (not 'pending').
    expectError(
      await api.request('POST', `/staff/education/exams/${ids.student3!.exam}/lock/?studentId=${id.student4}`, { token: token.teacher1 }),
      404,
    );
    // The grades are out: she adds them, and the lock goes through.
    expect(
      (await api.request('PUT', `/education/exams/${examId}/`, { token: token.student4, body: { scores: validScores() } })).status,
    ).toBe(200);
    const locked = await api.request('POST', `/staff/education/exams/${examId}/lock/?studentId=${id.student4}`, { token: token.teacher1 });
    expect(locked.status, locked.text).toBe(200);
    expect(locked.body.locked).toBe(true);
    await api.request('DELETE', `/staff/education/exams/${examId}/lock/?studentId=${id.student4}`, { token: token.teacher1 });
  });

  it('keeps the subjects she sat only (a 월례고사 of 국어·수학·영어), and wants one at least', async () => {
    const examId = ids.student4!.exam;
    const { korean, math, english } = validScores();
    const put = await api.request('PUT', `/education/exams/${examId}/`, {
      token: token.student4,
      body: { scores: { korean, math, english } },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.scores).toMatchObject({ history: null, inquiry1: null, inquiry2: null, foreign: null, korean: { rawScore: 86 } });
    for (const [path, who] of [
      ['/education/exams/?pageSize=100', 'student4'],
      ['/education/exams/trend/', 'student4'],
      [`/education/exams/${examId}/?studentId=${id.student4}`, 'teacher1'],
    ] as const) {
      const read = await api.request('GET', path, { token: token[who] });
      expect(read.status, `${path} ${read.text}`).toBe(200);
      const body = read.body.results ?? read.body.records ?? [read.body];
      const entry = body.find((r: { id: number }) => r.id === examId);
      expect(entry.scores, path).toMatchObject({ history: null, inquiry1: null, inquiry2: null, english: { grade: 1 } });
    }
    // Every grade she sat is in: the teacher may lock it (no missing subject counts as 'pending').
    const locked = await api.request('POST', `/staff/education/exams/${examId}/lock/?studentId=${id.student4}`, { token: token.teacher1 });
    expect(locked.status, locked.text).toBe(200);
    await api.request('DELETE', `/staff/education/exams/${examId}/lock/?studentId=${id.student4}`, { token: token.teacher1 });
    // One 탐구 only: no 'same subject' message about the one she did not sit.
    const { inquiry1 } = validScores();
    const one = await api.request('PUT', `/education/exams/${examId}/`, {
      token: token.student4,
      body: { scores: { korean, math, english, inquiry1, inquiry2: null } },
    });
    expect(one.status, one.text).toBe(200);
    // Nothing sat: refused in Korean, and the entry is as it was.
    for (const scores of [{}, { korean: null, math: null }]) {
      const none = await api.request('PUT', `/education/exams/${examId}/`, { token: token.student4, body: { scores } });
      expectError(none, 400, 'BAD_REQUEST');
      expect(none.body.fieldErrors.scores).toEqual(['응시한 과목을 하나 이상 선택해 주세요.']);
    }
    const kept = await api.request('GET', `/education/exams/${examId}/`, { token: token.student4 });
    expect(kept.body.scores.inquiry1.rawScore).toBe(44);
    expect(
      (await api.request('PUT', `/education/exams/${examId}/`, { token: token.student4, body: { scores: validScores() } })).status,
    ).toBe(200);
  });

  it('lets the student remove an unlocked entry', async () => {
    const calendar = await api.request('GET', '/education/exam-calendar/?pageSize=100', { token: token.student4 });
    const old = calendar.body.results.find((e: { held: boolean; recordId: number | null }) => e.held && e.recordId == null);
    const created = await api.request('POST', '/education/exams/', {
      token: token.student4,
      body: { examId: old.id, scores: validScores() },
    });
    expect(created.status).toBe(201);
    expect((await api.request('DELETE', `/education/exams/${created.body.id}/`, { token: token.student4 })).status).toBe(204);
    expectError(await api.request('GET', `/education/exams/${created.body.id}/`, { token: token.student4 }), 404);
  });

  /** A held exam of the admin's, nobody's entry yet (last year's, within the years the calendar takes). */
  async function heldExam(name: string) {
    const examDate = `${api.clock.now().getUTCFullYear() - 1}-06-04`;
    const made = await api.request('POST', '/staff/education/exam-sessions/', {
      token: token.admin,
      body: { name, shortName: '삭제 확인', organizer: '자체', examDate },
    });
    expect(made.status, made.text).toBe(201);
    return made.body.id as number;
  }
  const entriesOf = (examId: number) => api.db.select({ id: examRecords.id }).from(examRecords).where(eq(examRecords.examId, examId));

  it('keeps an exam she entered from deletion, and her entry with it, even past the delete’s own check', async () => {
    const examId = await heldExam('청람 삭제 확인 모의고사');
    const entry = await api.request('POST', '/education/exams/', { token: token.student2, body: { examId, scores: validScores() } });
    expect(entry.status, entry.text).toBe(201);
    expectError(
      await api.request('DELETE', `/staff/education/exam-sessions/${examId}/`, { token: token.admin }),
      409,
      'EXAM_SESSION_HAS_RECORDS',
    );
    expect((await api.request('GET', `/education/exams/${entry.body.id}/`, { token: token.student2 })).status).toBe(200);
    // The check skipped (what a delete that read its snapshot before her entry committed does): the key refuses it.
    const bypassed = await api.db
      .delete(examSessions)
      .where(eq(examSessions.id, examId))
      .then(
        () => 'deleted',
        (e: unknown) => pgCode(e),
      );
    // 23503 on PostgreSQL 15, 23001 (restrict) on PGlite's newer PostgreSQL: either is the key refusing.
    expect(['23503', '23001']).toContain(bypassed);
    expect(await entriesOf(examId)).toEqual([{ id: entry.body.id }]);
    // Her entry removed, the exam goes.
    expect((await api.request('DELETE', `/education/exams/${entry.body.id}/`, { token: token.student2 })).status).toBe(204);
    expect((await api.request('DELETE', `/staff/education/exam-sessions/${examId}/`, { token: token.admin })).status).toBe(204);
  });
});

// ─── Goals ──────────────────────────────────────────────────────────────────────────────────────

describe('goals', () => {
  it('are saved by the student, in order, and read by her parent', async () => {
    const put = await api.request('PUT', '/education/goals/', { token: token.student2, body: validGoals });
    expect(put.status).toBe(200);
    expect(put.body.universities).toEqual(validGoals.universities);
    expect(put.body.grades).toEqual(validGoals.grades);
    const parent = await api.request('GET', `/education/goals/?studentId=${id.student2}`, { token: token.parent1 });
    expect(parent.body.universities.map((u: { university: string }) => u.university)).toEqual(['연세대학교', '성균관대학교']);
  });

  it('start empty for a student without goals', async () => {
    const res = await api.request('GET', `/education/goals/?studentId=${id.student3}`, { token: token.parent2 });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.universities)).toBe(true);
    expect(Object.keys(res.body.grades).sort()).toEqual(['english', 'foreign', 'history', 'inquiry1', 'inquiry2', 'korean', 'math']);
  });

  it.each([
    [
      'a fourth university',
      {
        universities: [
          ...validGoals.universities,
          { university: '한양대학교', department: '정책학과' },
          { university: '중앙대학교', department: '경영학부' },
        ],
      },
      'universities',
      /세 곳/,
    ],
    [
      'a university without a department',
      { universities: [{ university: '연세대학교', department: ' ' }] },
      'universities.0.department',
      /학과/,
    ],
    ['the same choice twice', { universities: [validGoals.universities[0], validGoals.universities[0]] }, 'universities', /두 번/],
    ['a target grade of 10', { grades: { ...validGoals.grades, math: 10 } }, 'grades.math', /1부터 9/],
  ])('refuse %s with a Korean field message', async (_n, change, field, message) => {
    const res = await api.request('PUT', '/education/goals/', { token: token.student2, body: { ...validGoals, ...change } });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors[field]?.[0]).toMatch(message);
  });
});

// ─── Study plans ────────────────────────────────────────────────────────────────────────────────

describe('study plans', () => {
  it('are set by a teacher, told to the student and her parent, and moved through their states with reasons for refusals', async () => {
    const created = await api.request('POST', `/staff/education/plans/?studentId=${id.student1}`, {
      token: token.teacher1,
      body: validPlan,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(
      expect.objectContaining({ state: 'active', author: expect.objectContaining({ name: '정우진' }), memoCount: 0 }),
    );
    const planId = created.body.id;
    const list = await api.request('GET', '/education/plans/?state=active&pageSize=100', { token: token.student1 });
    expect(list.body.results.map((p: { id: number }) => p.id)).toContain(planId);
    await api.settle();
    const told = await api.db.select({ title: alarms.title, link: alarms.link }).from(alarms).where(eq(alarms.userId, id.student1!));
    // It opens the plan itself, for her (a parent's link would name her the same way).
    expect(told).toContainEqual({
      title: '정우진 선생님이 수학 학습 계획을 등록했습니다.',
      link: `/education/plans/${planId}?student=${id.student1}`,
    });
    // Her parent too, by her name.
    const toParent = await api.db.select({ title: alarms.title, link: alarms.link }).from(alarms).where(eq(alarms.userId, id.parent1!));
    expect(toParent).toContainEqual({
      title: '김하린 학생의 수학 학습 계획이 등록되었습니다 (정우진 선생님).',
      link: `/education/plans/${planId}?student=${id.student1}`,
    });

    const path = (move: string) => `/education/plans/${planId}/${move}/`;
    expect((await api.request('POST', path('complete'), { token: token.student1 })).body.state).toBe('completed');
    const twice = await api.request('POST', path('complete'), { token: token.student1 });
    expectError(twice, 409, 'PLAN_STATE');
    expect(twice.body.message).toBe('이미 완강한 계획입니다.');
    expectError(await api.request('POST', path('stop'), { token: token.student1 }), 409, 'PLAN_STATE');
    expect((await api.request('POST', path('restart'), { token: token.student1 })).body.state).toBe('active');
    const restartAgain = await api.request('POST', path('restart'), { token: token.student1 });
    expect(restartAgain.body.message).toBe('이미 진행 중인 계획입니다.');
    expect((await api.request('POST', path('stop'), { token: token.student1 })).body.state).toBe('stopped');
    expect((await api.request('POST', `${path('restart')}?studentId=${id.student1}`, { token: token.teacher1 })).body.state).toBe('active');
  });

  it.each([
    ['an end date before the start date', { startDate: '2026-03-20', endDate: '2026-03-19' }, 'endDate', /종료일/],
    ['a date that does not exist', { startDate: '2026-02-30' }, 'startDate', /없는 날짜/],
    ['no title', { title: '  ' }, 'title', /제목/],
    ['an unknown subject', { subject: 'music' }, 'subject', /과목/],
  ])('refuse %s with a Korean field message', async (_n, change, field, message) => {
    const res = await api.request('POST', `/staff/education/plans/?studentId=${id.student1}`, {
      token: token.teacher2,
      body: { ...validPlan, ...change },
    });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors[field]?.[0]).toMatch(message);
  });

  it('collect memos by the student and her teachers, newest first, paged', async () => {
    const planId = ids.student2!.plan;
    const before = await api.request('GET', `/education/plans/${planId}/?studentId=${id.student2}`, { token: token.parent1 });
    const mine = await api.request('POST', `/education/plans/${planId}/memos/`, {
      token: token.student2,
      body: { body: '  오늘 10문제 풀었어요.  ' },
    });
    expect(mine.status).toBe(201);
    expect(mine.body).toEqual(
      expect.objectContaining({ body: '오늘 10문제 풀었어요.', author: expect.objectContaining({ name: '김서아', category: 'student' }) }),
    );
    // The teacher who set the plan is told, with a way to it.
    await api.settle();
    const toAuthor = await api.db
      .select({ title: alarms.title, body: alarms.body, link: alarms.link })
      .from(alarms)
      .where(eq(alarms.userId, before.body.author.id));
    expect(toAuthor).toContainEqual({
      title: '김서아님이 학습 계획에 메모를 남겼습니다.',
      body: `${before.body.title} · 오늘 10문제 풀었어요.`,
      link: `/staff/education?student=${id.student2}&tab=plans`,
    });
    const teacher = await api.request('POST', `/education/plans/${planId}/memos/?studentId=${id.student2}`, {
      token: token.teacher1,
      body: { body: '좋아요. 내일은 12문제!' },
    });
    expect(teacher.body.author.category).toBe('teacher');
    const page = await api.request('GET', `/education/plans/${planId}/memos/?studentId=${id.student2}&pageSize=1`, {
      token: token.parent1,
    });
    expect(page.body.results[0].body).toBe('좋아요. 내일은 12문제!');
    expect(page.body.nextPageToken).toBe(1);
    const after = await api.request('GET', `/education/plans/${planId}/`, { token: token.student2 });
    expect(after.body.memoCount).toBe(before.body.memoCount + 2);
    const empty = await api.request('POST', `/education/plans/${planId}/memos/`, { token: token.student2, body: { body: '' } });
    expectError(empty, 400, 'BAD_REQUEST');
    expect(empty.body.fieldErrors.body[0]).toMatch(/메모를 입력/);
  });
});

// ─── Counselling ────────────────────────────────────────────────────────────────────────────────

describe('counselling records', () => {
  it('are written by a teacher, told to the student and her parent, and read only when the student opens them', async () => {
    const created = await api.request('POST', `/staff/education/counseling/?studentId=${id.student2}`, {
      token: token.teacher2,
      body: { ...validCounseling, subject: 'korean', title: '문학 선지 판단 상담' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ read: false, teacher: expect.objectContaining({ name: '송미경' }) }));
    const list = await api.request('GET', '/education/counseling/', { token: token.student2 });
    const row = list.body.results.find((r: { id: number }) => r.id === created.body.id);
    expect(row).toEqual(expect.objectContaining({ title: '문학 선지 판단 상담', category: 'study', subject: 'korean', read: false }));
    expect(row.content).toBeUndefined();

    const byParent = await api.request('GET', `/education/counseling/${created.body.id}/?studentId=${id.student2}`, {
      token: token.parent1,
    });
    expect(byParent.body.content).toBe('오답을 함께 봤습니다.');
    expect(byParent.body.read).toBe(false);
    const byTeacher = await api.request('GET', `/education/counseling/${created.body.id}/?studentId=${id.student2}`, {
      token: token.teacher1,
    });
    expect(byTeacher.body.read).toBe(false);
    const byStudent = await api.request('GET', `/education/counseling/${created.body.id}/`, { token: token.student2 });
    expect(byStudent.body.read).toBe(true);
    const later = await api.request('GET', `/education/counseling/${created.body.id}/?studentId=${id.student2}`, { token: token.parent1 });
    expect(later.body.readAt).toBe(byStudent.body.readAt);

    await api.settle();
    const told = await api.db
      .select({ userId: alarms.userId, title: alarms.title })
      .from(alarms)
      .where(gt(alarms.createdAt, sql`now() - interval '1 minute'`));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: id.student2, title: '송미경 선생님이 국어 상담 기록을 남겼습니다.' },
        { userId: id.parent1, title: '김서아 학생의 국어 상담 기록이 등록되었습니다.' },
      ]),
    );
    expect(told.filter((a) => a.userId === id.parent2)).toEqual([]);
  });

  it.each([
    ['a future date', { counseledOn: '2099-01-01' }, 'counseledOn', /오늘이나 그 전/],
    ['an unknown category', { category: 'sports' }, 'category', /분류/],
    ['no content', { content: '' }, 'content', /상담 내용/],
  ])('refuse %s with a Korean field message', async (_n, change, field, message) => {
    const res = await api.request('POST', `/staff/education/counseling/?studentId=${id.student1}`, {
      token: token.admin,
      body: { ...validCounseling, ...change },
    });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors[field]?.[0]).toMatch(message);
  });
});

describe('a student who has left', () => {
  it('gets no new plan or counselling record (STUDENT_LEFT), and her history stays readable to staff', async () => {
    const off = await api.request('PUT', `/staff/people/${id.student6}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      const plan = await api.request('POST', `/staff/education/plans/?studentId=${id.student6}`, {
        token: token.teacher1,
        body: validPlan,
      });
      expectError(plan, 409, 'STUDENT_LEFT');
      expect(plan.body.message).toBe('이용이 중지된 학생이라 새 학습 계획을 등록할 수 없습니다.');
      const record = await api.request('POST', `/staff/education/counseling/?studentId=${id.student6}`, {
        token: token.teacher1,
        body: validCounseling,
      });
      expectError(record, 409, 'STUDENT_LEFT');
      expect(record.body.message).toBe('이용이 중지된 학생이라 새 상담 기록을 남길 수 없습니다.');
      for (const path of ['/education/plans/', '/education/counseling/'])
        expect((await api.request('GET', `${path}?studentId=${id.student6}`, { token: token.teacher1 })).status).toBe(200);
    } finally {
      await api.request('PUT', `/staff/people/${id.student6}/active/`, { token: token.admin, body: { active: true } });
    }
  });
});

describe('the staff’s student list', () => {
  it('finds students by name (however spaced), login id or class, with what waits for them', async () => {
    const all = await api.request('GET', '/staff/education/students/', { token: token.teacher1 });
    expect(all.body.results.map((s: { username: string }) => s.username).sort()).toEqual([
      'student1',
      'student2',
      'student3',
      'student4',
      'student5',
      'student6',
    ]);
    const one = await api.request('GET', `/staff/education/students/?q=${encodeURIComponent('유나')}`, { token: token.admin });
    expect(one.body.results).toEqual([expect.objectContaining({ username: 'student3', activePlans: expect.any(Number) })]);
    const byLogin = await api.request('GET', '/staff/education/students/?q=student4', { token: token.admin });
    expect(byLogin.body.results[0].name).toBe('최지우');
    const wild = await api.request('GET', '/staff/education/students/?q=%25', { token: token.admin });
    expect(wild.body.results).toEqual([]);
    // A name typed with a space, as Korean is; and a class.
    const spaced = await api.request('GET', `/staff/education/students/?q=${encodeURIComponent('김 하린')}`, { token: token.admin });
    expect(spaced.body.results.map((s: { username: string }) => s.username)).toEqual(['student1']);
    const byClass = await api.request('GET', `/staff/education/students/?q=${encodeURIComponent('1반')}`, { token: token.admin });
    expect(byClass.body.results.map((s: { username: string }) => s.username).sort()).toEqual(['student1', 'student3', 'student5']);
    // By 초성: ㅊㅈㅇ is 최지우.
    const initials = await api.request('GET', `/staff/education/students/?q=${encodeURIComponent('ㅊㅈㅇ')}`, { token: token.admin });
    expect(initials.body.results.map((s: { username: string }) => s.username)).toEqual(['student4']);
  });
});
