import { allEndpoints, type AnyEndpoint } from '@portal/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANGUL } from '../test/expect';
import { CALLERS, categoryOf, type CallerRole, signIn } from '../test/fixtures';
import { bodyPreview, casesFor, type FuzzCase, type FuzzContext, hashOf, rngOf, samplesAt, type Sweep, TOKEN } from '../test/fuzz';
import { startTestApi, type TestApi } from '../test/harness';
import { upload, pngBytes } from '../test/files';

/*
 * Every declared endpoint, sent malformed ids, strings, numbers, dates, bodies, content types and
 * headers by each kind of caller, never answers 5xx, and every 4xx is the usual `{code, message}` with a
 * Korean message. The inputs come from the declarations (see test/fuzz.ts) and a seeded PRNG: the
 * default seed and count keep it short enough for `npm test`; FUZZ_SEED and FUZZ_COUNT run it longer
 * (`FUZZ_SEED=7 FUZZ_COUNT=200 npx vitest run --project api apps/api/src/http/fuzz.test.ts`).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611) >>> 0;
/** Malformed calls per endpoint and caller it lets through (a caller it refuses gets a few). */
const COUNT = Math.max(1, Number(process.env.FUZZ_COUNT ?? 8));
const REFUSED_COUNT = 2;

const ROLES = ['signedOut', 'student', 'parent', 'teacher', 'admin'] as const satisfies readonly CallerRole[];
type Role = (typeof ROLES)[number];

const letsThrough = (e: AnyEndpoint, role: Role) => {
  const category = categoryOf[role];
  if (e.access === 'public') return true;
  if (!category) return false;
  return e.access === 'signed-in' || e.access.includes(category);
};

let api: TestApi;
let context: FuzzContext;
const tokens: Partial<Record<Role, string>> = {};

async function signInRole(role: Role) {
  const username = CALLERS[role];
  if (username) tokens[role] = (await signIn(api, username)).access;
}

beforeAll(async () => {
  api = await startTestApi();
  for (const role of ROLES) await signInRole(role);
  const admin = tokens.admin!;
  const studentId = (await api.request('GET', '/accounts/me/', { token: tokens.student })).body.id as number;
  const first = async (path: string) => {
    const res = await api.request('GET', `${path}${path.includes('?') ? '&' : '?'}studentId=${studentId}&pageSize=1`, { token: admin });
    expect(res.status, res.text).toBe(200);
    return (res.body.results[0]?.id as number | undefined) ?? 1;
  };
  const facilities = await api.request('GET', '/staff/reservations/facilities/', { token: admin });
  const computer = facilities.body.results.find((f: { id: string }) => f.id === 'computer');
  const note = await upload(api, tokens.student, { name: '진단서.png', bytes: pngBytes() });
  expect(note.status, note.text).toBe(201);
  const reservation = await first('/reservations/history/');
  // The console's calls on one person or exam act on spares of their own: a reset password or a
  // switched-off account must not be a caller's.
  const spare = await api.request('POST', '/staff/people/', {
    token: admin,
    body: { category: 'student', name: '점검학생', username: 'fuzz_spare' },
  });
  expect(spare.status, spare.text).toBe(201);
  const exam = await api.request('POST', '/staff/education/exam-sessions/', {
    token: admin,
    body: { name: '점검 모의고사', shortName: '점검', organizer: '사설', examDate: '2027-05-05' },
  });
  expect(exam.status, exam.text).toBe(201);
  context = {
    studentId,
    knownIds: {
      exams: await first('/education/exams/'),
      plans: await first('/education/plans/'),
      counseling: await first('/education/counseling/'),
      reservations: reservation,
      bookings: reservation,
      vacations: await first('/vacations/'),
      resources: computer.resources[0].id,
      templates: computer.templates[0].id,
      files: note.body.id,
      people: spare.body.person.id,
      'exam-sessions': exam.body.id,
    },
    samples: samplesAt(new Date()),
  };
});
afterAll(() => api?.close());

type Answer = { status: number; contentType: string; text: string };

async function send(e: AnyEndpoint, c: FuzzCase, role: Role): Promise<Answer> {
  const token = tokens[role];
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(c.headers)) headers[name] = value.replace(TOKEN, token ?? '');
  if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
  const res = await fetch(api.url + c.url, { method: c.method, headers, body: c.body });
  const contentType = res.headers.get('content-type') ?? '';
  // A stream that opened is not read further (it would not end by itself).
  if (e.stream === 'events' && res.status === 200) {
    await res.body?.cancel();
    return { status: res.status, contentType, text: '' };
  }
  return { status: res.status, contentType, text: await res.text() };
}

/** What is wrong with an answer: a 5xx, or a 4xx without the Korean `{code, message}` body. */
function problemOf(answer: Answer): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return null;
  let body: { code?: unknown; message?: unknown } | undefined;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = undefined;
  }
  const ok =
    answer.contentType.startsWith('application/json') &&
    typeof body?.code === 'string' &&
    typeof body.message === 'string' &&
    HANGUL.test(body.message);
  return ok ? null : `${answer.status} without a Korean {code, message}: ${answer.text.slice(0, 300)}`;
}

const SESSION_LOST = new Set(['UNAUTHENTICATED', 'TOKEN_EXPIRED']);
const PAST_ACCESS_NOT = new Set([...SESSION_LOST, 'ROUTE_NOT_FOUND']);

const codeOf = (answer: Answer): string | undefined => {
  try {
    return (JSON.parse(answer.text) as { code?: string }).code;
  } catch {
    return undefined;
  }
};

describe(`malformed requests (FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT})`, () => {
  it.each(allEndpoints.map((e) => [`${e.id} (${e.method} ${e.path})`, e] as const))(
    '%s never answers 5xx, and refuses in Korean',
    async (_name, e) => {
      const schemas = await e.schemas();
      const failures: string[] = [];
      /** Calls that got past the access check (a caller it lets through, answered about the request). */
      let reached = 0;
      // The callers it lets through share where each list of bad values has got to, so that together
      // they meet more of them; the refused ones (answered before any parsing) take their own.
      const sweep: Sweep = new Map();
      for (const role of ROLES) {
        const through = letsThrough(e, role);
        // One stream per endpoint and caller: a run filtered to one endpoint replays the same calls.
        const rng = rngOf(SEED ^ hashOf(`${e.id} ${role}`));
        for (const c of casesFor(e, schemas, through ? COUNT : REFUSED_COUNT, rng, context, through ? sweep : new Map())) {
          let answer = await send(e, c, role);
          // A call that signed her out (logout) takes the session of the calls after it: sign in again.
          if (through && answer.status === 401 && tokens[role] && !c.headers.authorization) {
            if (SESSION_LOST.has(codeOf(answer) ?? '')) {
              await signInRole(role);
              answer = await send(e, c, role);
            }
          }
          if (through && !PAST_ACCESS_NOT.has(codeOf(answer) ?? '')) reached++;
          const problem = problemOf(answer);
          if (problem) failures.push(`${role}: ${c.method} ${c.url.slice(0, 200)} [${c.what}] ${bodyPreview(c.body)} -> ${problem}`);
        }
      }
      expect(failures, `replay with FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT}:\n${failures.join('\n')}`).toEqual([]);
      // A guard against a fuzz that never gets past who is calling (a lost session, a wrong access rule).
      expect(reached, 'calls that got past the access check').toBeGreaterThan(0);
    },
  );
});
