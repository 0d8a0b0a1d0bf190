// What the access tables share: the demo people each caller stands for, signing them in, and the ids
// of one family's records that callers from outside it name. Built on the demo seed and HTTP only, so
// it does not care how the test database was made.
import type { CounselingInput, ExamUpdateInput, GoalsInput, PlanInput, UserCategory } from '@portal/contract';
import { DEMO_PASSWORD, signInAll, type TestApi } from './harness';

/**
 * The seven callers of every access table. The family under test is student1 and her mother parent1
 * (who also has student2); student3 and her mother parent2 are another family.
 */
export const CALLERS = {
  signedOut: null,
  student: 'student1',
  otherStudent: 'student3',
  parent: 'parent1',
  unlinkedParent: 'parent2',
  teacher: 'teacher1',
  admin: 'admin',
} as const satisfies Record<string, string | null>;
export type CallerRole = keyof typeof CALLERS;
export const CALLER_ROLES = Object.keys(CALLERS) as CallerRole[];

/** The category each role signs in as (null: signed out). */
export const categoryOf: Record<CallerRole, UserCategory | null> = {
  signedOut: null,
  student: 'student',
  otherStudent: 'student',
  parent: 'parent',
  unlinkedParent: 'parent',
  teacher: 'teacher',
  admin: 'admin',
};

/** An id no record has. */
export const MISSING_ID = 999_999;

let address = 0;
/** A loopback client address of its own for each sign-in: sign-in is throttled per address. */
export const freshAddress = () => {
  address += 1;
  return `10.201.${(address >> 8) & 255}.${address & 255}`;
};

export type Session = { access: string; refresh: string; id: number };

/** Signs one demo person in over HTTP, from an address of its own. */
export async function signIn(api: TestApi, username: string): Promise<Session> {
  const res = await api.request('POST', '/accounts/login/', {
    body: { username, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${res.text}`);
  return { access: res.body.access, refresh: res.body.refresh, id: res.body.user.id };
}

/** Demo people signed in, by login id: `token.student1`, `id.parent2`. */
export type People = { token: Record<string, string>; id: Record<string, number> };

/** Signs several demo people in (by default the six signed-in callers). */
export async function signInPeople(
  api: TestApi,
  usernames: readonly string[] = Object.values(CALLERS).filter((u): u is NonNullable<typeof u> => u !== null),
): Promise<People> {
  const people: People = { token: {}, id: {} };
  await signInAll(api, usernames, people.token, people.id);
  return people;
}

/** The access token a role calls with (undefined when signed out). */
export const tokenOf = (people: People, role: CallerRole) => {
  const username = CALLERS[role];
  return username ? people.token[username] : undefined;
};

/** One learning-management record of each kind of a student, newest first as staff see them. */
export type EducationRecords = { exam: number; plan: number; counseling: number };

/** Finds a student's newest exam entry, plan and counselling record through a staff member's view. */
export async function educationRecordsOf(api: TestApi, staffToken: string, studentId: number): Promise<EducationRecords> {
  const first = async (path: string) => {
    const res = await api.request('GET', `${path}?studentId=${studentId}&pageSize=1`, { token: staffToken });
    const row = res.body?.results?.[0];
    if (res.status !== 200 || !row) throw new Error(`no ${path} record of student ${studentId}: ${res.status} ${res.text}`);
    return row.id as number;
  };
  const [exam, plan, counseling] = await Promise.all([
    first('/education/exams/'),
    first('/education/plans/'),
    first('/education/counseling/'),
  ]);
  return { exam, plan, counseling };
}

/** Every record kind an endpoint path can name, all of one student (found through a staff member's view). */
export type StudentRecords = EducationRecords & {
  /** Another exam entry than `exam` (for a call that deletes one). */
  otherExam: number;
  reservation: number;
  vacation: number;
};

export async function studentRecordsOf(api: TestApi, staffToken: string, studentId: number): Promise<StudentRecords> {
  const list = async (path: string) => {
    const res = await api.request('GET', `${path}${path.includes('?') ? '&' : '?'}studentId=${studentId}`, { token: staffToken });
    if (res.status !== 200) throw new Error(`${path} of student ${studentId}: ${res.status} ${res.text}`);
    return (res.body.results ?? res.body) as { id: number }[];
  };
  const [education, exams, reservations, vacations] = await Promise.all([
    educationRecordsOf(api, staffToken, studentId),
    list('/education/exams/?pageSize=2'),
    list('/reservations/history/?pageSize=1'),
    list('/vacations/?pageSize=1'),
  ]);
  const need = (rows: { id: number }[], i: number, what: string) => {
    const row = rows[i];
    if (!row) throw new Error(`student ${studentId} has no ${what} in the seed`);
    return row.id;
  };
  return {
    ...education,
    otherExam: need(exams, 1, 'second exam entry'),
    reservation: need(reservations, 0, 'reservation'),
    vacation: need(vacations, 0, 'vacation'),
  };
}

type Scores = ExamUpdateInput['scores'];
type EverySubjectSat = { [K in Exclude<keyof Scores, 'foreign'>]-?: NonNullable<Scores[K]> } & Pick<Scores, 'foreign'>;

/** Bodies the learning-management endpoints accept. */
export const educationBodies = {
  /** Every subject sat but the second foreign language (typed so, a test may change any of them). */
  scores: (): EverySubjectSat => {
    const score = (grade: number, rawScore: number, wrongQuestions: number[] = []) => ({ grade, rawScore, wrongQuestions });
    return {
      korean: score(2, 86, [15, 3, 40]),
      math: score(3, 76, [14, 21, 22, 29, 30]),
      english: score(1, 92, [31, 34]),
      history: score(1, 45, [7, 12]),
      inquiry1: { ...score(2, 44, [5, 18]), elective: '생활과 윤리' },
      inquiry2: { ...score(3, 39, [2, 9, 11, 20]), elective: '사회·문화' },
      foreign: null,
    };
  },
  plan: (): PlanInput => ({
    subject: 'math',
    area: '미적분',
    title: '치환적분 20문제',
    description: '',
    startDate: '2026-03-02',
    endDate: '2026-03-20',
  }),
  counseling: (): CounselingInput => ({
    category: 'study',
    subject: 'math',
    title: '오답 상담',
    content: '오답을 함께 봤습니다.',
    counseledOn: '2026-03-02',
  }),
  goals: (): GoalsInput => ({
    universities: [
      { university: '연세대학교', department: '경영학과' },
      { university: '성균관대학교', department: '글로벌경영학과' },
    ],
    grades: { korean: 1, math: 2, english: 1, history: 2, inquiry1: 2, inquiry2: 2, foreign: null },
  }),
};
