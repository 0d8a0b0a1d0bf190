import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, signInAll } from '../../test/harness';
import { expectError, HANGUL } from '../../test/expect';
import { addDays, seoulToday } from '@portal/contract/dates';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, ['student1', 'student2', 'student6', 'parent1', 'teacher1'], token, id);
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

describe('the next counselling', () => {
  type Record = { subject: string | null; counseledOn: string };
  const lastIn = async (subject: string) => {
    const res = await api.request('GET', '/education/counseling/?pageSize=50', { token: token.student1 });
    const days = (res.body.results as Record[]).filter((r) => r.subject === subject).map((r) => r.counseledOn);
    return days.sort().at(-1) ?? null;
  };

  it('is her last counselling in each subject plus her cycle, the soonest first; a subject not yet counselled comes after', async () => {
    const korean = (await lastIn('korean'))!;
    const math = (await lastIn('math'))!;
    // The demo: 국어 (격주) weeks ago, 수학 (매주) yesterday, 영어 (매월) never.
    expect(addDays(korean, 14) < addDays(math, 7)).toBe(true);
    expect(await lastIn('english')).toBeNull();
    const expected = [
      { subject: 'korean', cycle: 'biweekly', lastOn: korean, dueOn: addDays(korean, 14) },
      { subject: 'math', cycle: 'weekly', lastOn: math, dueOn: addDays(math, 7) },
      { subject: 'english', cycle: 'monthly', lastOn: null, dueOn: null },
    ];
    const res = await api.request('GET', '/counseling-cycles/next/', { token: token.student1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ subjects: expected });
    // Her mother reads the same for her.
    const parent = await api.request('GET', `/counseling-cycles/next/?studentId=${id.student1}`, { token: token.parent1 });
    expect(parent.body).toEqual({ subjects: expected });
  });

  it('moves when a teacher writes a counselling record, and has no date for 필요할 때', async () => {
    const today = seoulToday();
    const written = await api.request('POST', `/staff/education/counseling/?studentId=${id.student1}`, {
      token: token.teacher1,
      body: {
        category: 'study',
        subject: 'english',
        title: '빈칸 추론 상담',
        content: '빈칸 추론 접근법을 함께 정리했습니다.',
        counseledOn: today,
      },
    });
    expect(written.status, written.text).toBe(201);
    const res = await api.request('GET', '/counseling-cycles/next/', { token: token.student1 });
    const english = res.body.subjects.find((s: { subject: string }) => s.subject === 'english');
    expect(english).toEqual({ subject: 'english', cycle: 'monthly', lastOn: today, dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(english.dueOn > addDays(today, 27)).toBe(true);
    expect(res.body.subjects.at(-1).subject).toBe('english');

    // A student who never chose a cycle: every subject 필요할 때, none with a date, not even the one
    // she has been counselled in.
    const none = await api.request('GET', '/counseling-cycles/next/', { token: token.student6 });
    const subjects = none.body.subjects as { subject: string; cycle: string; lastOn: string | null; dueOn: string | null }[];
    expect(subjects.map((s) => [s.subject, s.cycle, s.dueOn])).toEqual(['korean', 'math', 'english'].map((s) => [s, 'as_needed', null]));
    expect(subjects.some((s) => s.lastOn !== null)).toBe(true);
  });
});

describe('the staff’s student picker', () => {
  type Outlook = { subject: string; dueOn: string | null };
  const picker = async () => {
    const res = await api.request('GET', '/staff/education/students/?pageSize=50', { token: token.teacher1 });
    expect(res.status, res.text).toBe(200);
    return res.body.results as { id: number; username: string; counselingDue: number }[];
  };
  const dueBy = async (studentId: number, today: string) => {
    const res = await api.request('GET', `/counseling-cycles/next/?studentId=${studentId}`, { token: token.teacher1 });
    return (res.body.subjects as Outlook[]).filter((s) => s.dueOn !== null && s.dueOn <= today).map((s) => s.subject);
  };

  it('counts for each student the subjects whose counselling falls today or before, and follows a new record', async () => {
    const today = seoulToday();
    const students = await picker();
    expect(students).toHaveLength(6);
    for (const s of students) expect(s.counselingDue, s.username).toBe((await dueBy(s.id, today)).length);
    const count = (username: string, list = students) => list.find((s) => s.username === username)!.counselingDue;
    // The demo: student1's 국어 (격주) is weeks behind; student6 chose no cycle, so nothing is ever due.
    expect(await dueBy(id.student1!, today)).toContain('korean');
    expect(count('student6')).toBe(0);

    const written = await api.request('POST', `/staff/education/counseling/?studentId=${id.student1}`, {
      token: token.teacher1,
      body: {
        category: 'study',
        subject: 'korean',
        title: '비문학 상담',
        content: '비문학 지문 읽기 순서를 정리했습니다.',
        counseledOn: today,
      },
    });
    expect(written.status, written.text).toBe(201);
    expect(count('student1', await picker())).toBe(count('student1') - 1);
  });
});
