import { declinedByParent } from '@portal/contract/vacations-labels';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarms, liveEvents, users, vacations } from '../../db/schema';
import { startTestApi, type TestApi, signInAll } from '../../test/harness';
import { expectError, HANGUL } from '../../test/expect';
import { VACATION_MAX_PENDING } from './service';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();
// Each test asks for its own period far from the others' (and the demo's), so none overlaps.
let slot = 0;
const request = (over: Record<string, unknown> = {}) => {
  const base = 24 * 20 + 30 * slot++;
  return { type: 'overnight', startAt: at(base), expectedReturnAt: at(base + 20), reason: '가족 행사에 다녀오겠습니다.', ...over };
};

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(
    api,
    ['student1', 'student2', 'student3', 'student4', 'student5', 'parent1', 'parent2', 'teacher1', 'teacher2', 'admin'],
    token,
    id,
  );
});
afterAll(() => api?.close());

const unread = async (userId: number) => {
  await api.settle();
  return api.db
    .select()
    .from(alarms)
    .where(and(eq(alarms.userId, userId), isNull(alarms.readAt)));
};
const badge = async (who: string) =>
  (await api.settle(), await api.request('GET', '/accounts/me/', { token: token[who] })).body.bedge.alarm_count as number;
const ask = async (who = 'student1', over: Record<string, unknown> = {}) => {
  const res = await api.request('POST', '/vacations/', { token: token[who], body: request(over) });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; status: string };
};
/** The last live alarm event sent to her tabs. */
const lastAlarmEvent = async (userId: number) => {
  await api.settle();
  const [event] = await api.db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, 'alarm')))
    .orderBy(desc(liveEvents.seq))
    .limit(1);
  return event?.data;
};
const consent = (vid: number, who = 'parent1') => api.request('POST', `/vacations/${vid}/consent/`, { token: token[who] });
const decide = (vid: number, body: unknown, who = 'teacher1') =>
  api.request('POST', `/staff/vacations/${vid}/decision/`, { token: token[who], body });

describe('a request, from the student to the teacher', () => {
  it('goes request -> consent -> approval, each step telling the next person', async () => {
    const before = { parent: await badge('parent1'), teacher2: await badge('teacher2'), student: await badge('student1') };
    const created = await ask('student1', { type: 'outing', reason: '안경을 맞추러 다녀오겠습니다.' });
    expect(created).toMatchObject({ status: 'requested', type: 'outing', student: { id: id.student1, name: '김하린' } });

    expect(await badge('parent1')).toBe(before.parent + 1);
    const [parentAlarm] = (await unread(id.parent1!)).sort((a, b) => b.id - a.id);
    expect(parentAlarm).toMatchObject({
      kind: 'vacation',
      title: '김하린 학생의 외출 신청에 동의가 필요합니다.',
      link: `/mypage/vacations?student=${id.student1}`,
    });

    const consented = await consent(created.id);
    expect(consented.status).toBe(200);
    expect(consented.body).toMatchObject({ status: 'consented', consentedBy: { id: id.parent1, name: '박지현' } });
    // Every teacher and admin hears of it, and sees it in the decision queue.
    expect(await badge('teacher2')).toBe(before.teacher2 + 1);
    const queue = await api.request('GET', '/staff/vacations/?queue=decision', { token: token.teacher2 });
    expect(queue.body.results.map((x: { id: number }) => x.id)).toContain(created.id);

    // What asked her mother to consent is answered by her consent: no longer unread, and her home on
    // another device follows (it still asked her to consent).
    expect(await badge('parent1')).toBe(before.parent);
    expect(await lastAlarmEvent(id.parent1!)).toEqual({ unread: before.parent, kind: 'vacation' });
    expect((await api.db.select().from(alarms).where(eq(alarms.id, parentAlarm!.id)))[0]!.readAt).not.toBeNull();

    const approved = await decide(created.id, { decision: 'approve' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: { id: id.teacher1, name: '정우진' }, decisionReason: null });
    // Decided by one teacher, it asks no other teacher any more; his open queue hears what it was about, and follows.
    expect(await badge('teacher2')).toBe(before.teacher2);
    expect(await lastAlarmEvent(id.teacher2!)).toEqual({ unread: before.teacher2, kind: 'vacation' });
    // She heard of her mother's consent, then of the decision; her mother of the decision (the request
    // she answered is read).
    expect(await badge('student1')).toBe(before.student + 2);
    expect(await badge('parent1')).toBe(before.parent + 1);
    const [studentAlarm] = (await unread(id.student1!)).sort((a, b) => b.id - a.id);
    // Hers says it of her own request; her mother's names her.
    expect(studentAlarm!.title).toBe('외출 신청이 승인되었습니다.');
    const [motherAlarm] = (await unread(id.parent1!)).sort((a, b) => b.id - a.id);
    expect(motherAlarm!.title).toBe('김하린 학생의 외출 신청이 승인되었습니다.');

    // The parent sees the new state on her child's history.
    const list = await api.request('GET', `/vacations/?studentId=${id.student1}`, { token: token.parent1 });
    expect(list.body.results.find((x: { id: number }) => x.id === created.id).status).toBe('approved');
  });

  it('refuses steps out of order with 409 and a Korean message', async () => {
    const created = await ask();
    expectError(await decide(created.id, { decision: 'approve' }), 409, 'VACATION_NOT_WAITING_DECISION');
    expect((await consent(created.id)).status).toBe(200);
    expectError(await consent(created.id), 409, 'VACATION_NOT_WAITING_CONSENT');
    expect((await decide(created.id, { decision: 'approve' })).status).toBe(200);
    expectError(await decide(created.id, { decision: 'approve' }, 'teacher2'), 409, 'VACATION_NOT_WAITING_DECISION');
    expectError(await decide(created.id, { decision: 'reject', reason: '늦었습니다' }), 409, 'VACATION_NOT_WAITING_DECISION');
    expectError(await api.request('DELETE', `/vacations/${created.id}/`, { token: token.student1 }), 409, 'VACATION_ALREADY_DECIDED');
    // Starts in 20 days: nobody can be back from it yet.
    expectError(
      await api.request('POST', `/staff/vacations/${created.id}/return/`, { token: token.teacher1, body: {} }),
      409,
      'VACATION_NOT_STARTED',
    );
  });

  it('rejects only with a reason, tells the student and her parent why, and is final', async () => {
    const created = await ask('student2');
    await consent(created.id);
    const noReason = await decide(created.id, { decision: 'reject', reason: '  ' });
    expectError(noReason, 400, 'BAD_REQUEST');
    expect(noReason.body.fieldErrors.reason).toEqual(['반려 사유를 입력해 주세요.']);
    const rejected = await decide(created.id, { decision: 'reject', reason: '모의고사 주간입니다.' }, 'teacher2');
    expect(rejected.body).toMatchObject({ status: 'rejected', decisionReason: '모의고사 주간입니다.', decidedBy: { name: '송미경' } });
    const [alarm] = (await unread(id.student2!)).sort((a, b) => b.id - a.id);
    expect(alarm).toMatchObject({ title: '외박 신청이 반려되었습니다.', body: '사유: 모의고사 주간입니다.' });
    expectError(await consent(created.id), 409, 'VACATION_NOT_WAITING_CONSENT');
    expectError(await decide(created.id, { decision: 'approve' }), 409);
    expectError(
      await api.request('POST', `/staff/vacations/${created.id}/return/`, { token: token.teacher1, body: {} }),
      409,
      'VACATION_NOT_AWAY',
    );
  });

  it('lets her parent not consent, only with a reason: the request ends, no teacher is asked, and she hears why', async () => {
    const created = await ask('student1');
    const decline = (body: unknown) => api.request('POST', `/vacations/${created.id}/decline/`, { token: token.parent1, body });
    const noReason = await decline({ reason: ' ' });
    expectError(noReason, 400, 'BAD_REQUEST');
    expect(noReason.body.fieldErrors.reason).toEqual(['동의하지 않는 이유를 적어 주세요.']);
    const teachersBefore = (await unread(id.teacher1!)).length;
    const declined = await decline({ reason: '그 주말은 가족 여행이 있어요.' });
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'rejected',
      consentedAt: null,
      decidedBy: { id: id.parent1, name: '박지현' },
      decisionReason: '그 주말은 가족 여행이 있어요.',
    });
    const [alarm] = (await unread(id.student1!)).sort((a, b) => b.id - a.id);
    expect(alarm).toMatchObject({
      title: '보호자가 외박 신청에 동의하지 않았습니다.',
      body: '사유: 그 주말은 가족 여행이 있어요.',
    });
    expect((await unread(id.teacher1!)).length).toBe(teachersBefore);
    // Final: neither consent nor a second refusal, nor a teacher's decision; the period is free again.
    expectError(await consent(created.id), 409, 'VACATION_NOT_WAITING_CONSENT');
    expectError(await decline({ reason: '다시' }), 409, 'VACATION_NOT_WAITING_CONSENT');
    expectError(await decide(created.id, { decision: 'approve' }), 409);
  });

  it('lets staff mark the actual return once she is out, and tells her parent', async () => {
    const created = await ask('student1', { type: 'sick', startAt: at(-0.5), expectedReturnAt: at(3), reason: '병원 진료' });
    await consent(created.id);
    await decide(created.id, { decision: 'approve', reason: '몸조리 잘 하세요.' }, 'admin');
    const away = await api.request('GET', '/staff/vacations/?queue=away', { token: token.teacher1 });
    expect(away.body.results.map((x: { id: number }) => x.id)).toContain(created.id);

    const future = await api.request('POST', `/staff/vacations/${created.id}/return/`, {
      token: token.teacher1,
      body: { returnedAt: at(2) },
    });
    expectError(future, 400);
    expect(future.body.fieldErrors.returnedAt[0]).toMatch(HANGUL);
    const beforeStart = await api.request('POST', `/staff/vacations/${created.id}/return/`, {
      token: token.teacher1,
      body: { returnedAt: at(-1) },
    });
    expect(beforeStart.body.fieldErrors.returnedAt).toEqual(['복귀 일시는 시작 일시보다 뒤여야 합니다.']);

    const parentBefore = await badge('parent1');
    const back = await api.request('POST', `/staff/vacations/${created.id}/return/`, { token: token.teacher1, body: {} });
    expect(back.status, back.text).toBe(200);
    expect(back.body).toMatchObject({ status: 'returned', returnMarkedBy: { name: '정우진' } });
    expect(Math.abs(Date.parse(back.body.actualReturnAt) - Date.now())).toBeLessThan(60_000);
    expect(await badge('parent1')).toBe(parentBefore + 1);
    expectError(
      await api.request('POST', `/staff/vacations/${created.id}/return/`, { token: token.teacher1, body: {} }),
      409,
      'VACATION_NOT_AWAY',
    );
  });

  it('lets the student withdraw a request until it is decided, and only her own', async () => {
    const waiting = await ask('student3');
    const asked = await badge('parent2');
    expectError(await api.request('DELETE', `/vacations/${waiting.id}/`, { token: token.student1 }), 404);
    const gone = await api.request('DELETE', `/vacations/${waiting.id}/`, { token: token.student3 });
    expect(gone.status).toBe(204);
    expectError(await consent(waiting.id, 'parent2'), 404);
    // Withdrawn, it no longer asks her mother to consent (she hears it was withdrawn instead).
    expect((await unread(id.parent2!)).filter((a) => a.subject === `vacation:${waiting.id}:consent`)).toEqual([]);
    expect(await badge('parent2')).toBe(asked);

    const consented = await ask('student3');
    await consent(consented.id, 'parent2');
    const teachersAsked = await badge('teacher2');
    expect((await api.request('DELETE', `/vacations/${consented.id}/`, { token: token.student3 })).status).toBe(204);
    expectError(await decide(consented.id, { decision: 'approve' }), 404);
    // Nor any teacher to decide.
    expect(await badge('teacher2')).toBe(teachersAsked - 1);
  });

  it('lists only her requests waiting for consent when asked, however many later ones come first in her history', async () => {
    const waiting = await ask('student2');
    const later = await ask('student2');
    expect((await consent(later.id)).status).toBe(200);
    const list = (query: string) => api.request('GET', `/vacations/?studentId=${id.student2}&pageSize=1${query}`, { token: token.parent1 });
    // Her history's first page is the latest start (consented already): the home's card saw nothing to consent to.
    expect((await list('')).body.results.map((v: { id: number }) => v.id)).toEqual([later.id]);
    const toConsent = await list('&status=requested');
    expect(toConsent.status, toConsent.text).toBe(200);
    expect(toConsent.body.results.map((v: { id: number; status: string }) => [v.id, v.status])).toEqual([[waiting.id, 'requested']]);
    const bad = await list('&status=waiting');
    expectError(bad, 400, 'BAD_REQUEST');
    expect(bad.body.fieldErrors.status).toEqual(['상태가 올바르지 않습니다.']);
    // Another family's parent still sees nothing of hers.
    expectError(await api.request('GET', `/vacations/?studentId=${id.student2}&status=requested`, { token: token.parent2 }), 404);
  });

  it('refuses a second request over the same period', async () => {
    const body = request();
    expect((await api.request('POST', '/vacations/', { token: token.student2, body })).status).toBe(201);
    const again = await api.request('POST', '/vacations/', {
      token: token.student2,
      body: { ...body, startAt: at((Date.parse(body.startAt) - Date.now()) / HOUR + 2) },
    });
    expectError(again, 409, 'VACATION_OVERLAPS');
  });

  it('sent again with its key after a lost answer is the same request, not an overlap', async () => {
    const body = request({ reason: `다시 보낸 신청 ${Date.now()}` });
    const headers = { 'idempotency-key': `test-${crypto.randomUUID()}` };
    const first = await api.request('POST', '/vacations/', { token: token.student4, body, headers });
    expect(first.status, first.text).toBe(201);
    const again = await api.request('POST', '/vacations/', { token: token.student4, body, headers });
    expect(again.status, again.text).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const mine = await api.request('GET', '/vacations/', { token: token.student4 });
    expect(mine.body.results.filter((v: { reason: string }) => v.reason === body.reason)).toHaveLength(1);
    // Without it, the same words are a second request, refused as overlapping.
    expectError(await api.request('POST', '/vacations/', { token: token.student4, body }), 409, 'VACATION_OVERLAPS');
    expect((await api.request('DELETE', `/vacations/${first.body.id}/`, { token: token.student4 })).status).toBe(204);
  });
});

describe('a student no parent can consent for (an audit found her requests waiting for good)', () => {
  it('with no parent linked: goes straight to the teachers, and one decides', async () => {
    const before = await badge('teacher2');
    const created = await ask('student4', { type: 'outing' });
    expect(created).toMatchObject({ status: 'consented', consentedBy: null, guardianless: true });
    expect(await badge('teacher2')).toBe(before + 1);
    const [alarm] = (await unread(id.teacher2!)).sort((a, b) => b.id - a.id);
    expect(alarm).toMatchObject({ title: '최지우 학생의 외출 신청이 승인을 기다립니다.', link: '/staff/vacations' });
    expect(alarm!.body).toContain('연결된 보호자가 없어');
    const queue = await api.request('GET', '/staff/vacations/?queue=decision', { token: token.teacher1 });
    expect(queue.body.results.find((x: { id: number }) => x.id === created.id)).toMatchObject({ guardianless: true });
    expect((await decide(created.id, { decision: 'approve' })).body).toMatchObject({ status: 'approved' });
    expect(await badge('teacher2')).toBe(before);
  });

  it('whose only parent was switched off while it waited: staff decide without her consent, not before', async () => {
    const created = await ask('student3');
    expect(created).toMatchObject({ status: 'requested', guardianless: false });
    // Her mother can still consent: no teacher decides in her place.
    expectError(await decide(created.id, { decision: 'approve' }), 409, 'VACATION_NOT_WAITING_DECISION');
    const off = await api.request('PUT', `/staff/people/${id.parent2}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      // Listed where staff decide (and counted on their home), no longer as waiting for her mother: an
      // audit found it left under 보호자 동의 대기 for good.
      const listed = async (queue: string) =>
        (
          (await api.request('GET', `/staff/vacations/?queue=${queue}&pageSize=100`, { token: token.teacher1 })).body.results as {
            id: number;
            guardianless: boolean;
          }[]
        ).find((x) => x.id === created.id);
      expect(await listed('decision')).toMatchObject({ guardianless: true });
      expect(await listed('consent')).toBeUndefined();
      // And the teachers are asked, as for a request made without a parent (it appeared there unannounced).
      await api.settle();
      const asked = await api.db
        .select({ title: alarms.title, body: alarms.body })
        .from(alarms)
        .where(and(eq(alarms.userId, id.teacher1!), eq(alarms.kind, 'vacation')))
        .orderBy(desc(alarms.id))
        .limit(1);
      expect(asked[0]).toMatchObject({ title: '이유나 학생의 외박 신청이 승인을 기다립니다.' });
      expect(asked[0]!.body).toMatch(/^보호자 동의를 받을 수 없게 되어 선생님이 결정해 주셔야 합니다\./);
      // Once: the switch-off's steps run again (the midnight sweep, here her account switched on and off
      // again) ask no one a second time.
      for (const active of [true, false])
        await api.request('PUT', `/staff/people/${id.parent2}/active/`, { token: token.admin, body: { active } });
      await api.settle();
      const times = await api.db
        .select({ id: alarms.id })
        .from(alarms)
        .where(and(eq(alarms.userId, id.teacher1!), eq(alarms.subject, `vacation:${created.id}:decision`)));
      expect(times).toHaveLength(1);
      const decided = await decide(created.id, { decision: 'reject', reason: '이번 주는 모의고사가 있습니다.' });
      expect(decided.status, decided.text).toBe(200);
      expect(decided.body).toMatchObject({ status: 'rejected', consentedBy: null, decidedBy: { id: id.teacher1 } });
      // The teacher's 반려, taken without a consent: not read as her mother's refusal (an audit saw
      // "보호자 미동의" and the teacher's reason as 보호자 의견).
      expect(decided.body.consentedAt).not.toBeNull();
      expect(declinedByParent(decided.body)).toBe(false);
      expect(await listed('decision')).toBeUndefined();
    } finally {
      await api.request('PUT', `/staff/people/${id.parent2}/active/`, { token: token.admin, body: { active: true } });
    }
  });
});

describe('bad input', () => {
  it.each([
    [
      'an end before the start',
      { startAt: at(50), expectedReturnAt: at(49) },
      'expectedReturnAt',
      '복귀 예정 일시는 시작 일시보다 뒤여야 합니다.',
    ],
    // One instant for both: two calls of at() may fall in different milliseconds (seen: 201, the end 1 ms later).
    ['an end equal to the start', ((t) => ({ startAt: t, expectedReturnAt: t }))(at(50)), 'expectedReturnAt', null],
    ['an unknown type', { type: 'holiday' }, 'type', '휴가 종류를 선택해 주세요.'],
    ['no reason', { reason: '   ' }, 'reason', '사유를 입력해 주세요.'],
    ['a start that is not a date', { startAt: '내일 오후' }, 'startAt', null],
    ['a start long past', { startAt: at(-5), expectedReturnAt: at(2) }, 'startAt', '시작 일시는 지금 이후로 선택해 주세요.'],
    ['more than thirty days', { startAt: at(50), expectedReturnAt: at(50 + 24 * 31) }, 'expectedReturnAt', null],
  ])('refuses %s with a Korean field message', async (_name, change, field, message) => {
    const res = await api.request('POST', '/vacations/', { token: token.student1, body: request(change) });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors[field]?.[0]).toMatch(HANGUL);
    if (message) expect(res.body.fieldErrors[field][0]).toBe(message);
  });

  it('refuses a decision that is neither approve nor reject', async () => {
    const res = await decide(1, { decision: 'maybe' });
    expectError(res, 400);
    expect(res.body.fieldErrors.decision[0]).toMatch(HANGUL);
  });
});

describe('history', () => {
  it('pages her history newest first with nextPageToken, -1 at the end', async () => {
    const first = await api.request('GET', '/vacations/?pageSize=3', { token: token.student1 });
    expect(first.body.results).toHaveLength(3);
    expect(first.body.nextPageToken).toBe(3);
    const starts = first.body.results.map((x: { startAt: string }) => Date.parse(x.startAt));
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
    let token_ = first.body.nextPageToken;
    let seen = 3;
    while (token_ !== -1) {
      const page = await api.request('GET', `/vacations/?pageSize=3&pageToken=${token_}`, { token: token.student1 });
      seen += page.body.results.length;
      token_ = page.body.nextPageToken;
    }
    expect(seen).toBeGreaterThanOrEqual(7);
  });

  it('has the demo’s two months for every student, with each status', async () => {
    const statuses = new Set<string>();
    const students = await api.db.select({ id: users.id }).from(users).where(eq(users.category, 'student'));
    expect(students).toHaveLength(6);
    for (const s of students) {
      const res = await api.request('GET', `/vacations/?pageSize=100&studentId=${s.id}`, { token: token.teacher1 });
      expect(res.body.results.length).toBeGreaterThanOrEqual(4);
      res.body.results.forEach((x: { status: string }) => statuses.add(x.status));
    }
    expect([...statuses].sort()).toEqual(['approved', 'consented', 'rejected', 'requested', 'returned']);
  });
});

describe('a student who leaves', () => {
  it('has her undecided requests withdrawn: out of the teachers’ queue, her mother’s consent ask settled', async () => {
    // Fresh sign-ins: the tests before this one moved the clock on.
    await signInAll(api, ['student3', 'parent2', 'teacher1', 'admin'], token, id);
    const asked = await ask('student3');
    const consented = await ask('student3', { type: 'outing' });
    expect((await consent(consented.id, 'parent2')).status).toBe(200);
    const queued = async () =>
      (
        (await api.request('GET', '/staff/vacations/?queue=decision&pageSize=100', { token: token.teacher1 })).body.results as {
          id: number;
        }[]
      ).map((v) => v.id);
    expect(await queued()).toContain(consented.id);
    const off = await api.request('PUT', `/staff/people/${id.student3}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      expect(await queued()).not.toContain(consented.id);
      const left = await api.db
        .select({ id: vacations.id })
        .from(vacations)
        .where(inArray(vacations.id, [asked.id, consented.id]));
      expect(left).toEqual([]);
    } finally {
      await api.request('PUT', `/staff/people/${id.student3}/active/`, { token: token.admin, body: { active: true } });
      await signInAll(api, ['student3'], token, id);
    }
  });
});

describe('a student who asks too much at once', () => {
  it('has ten waiting at most; one decided, she asks again', async () => {
    const pending = async () =>
      (
        await api.db
          .select()
          .from(vacations)
          .where(and(eq(vacations.studentId, id.student5!), inArray(vacations.status, ['requested', 'consented'])))
      ).map((v) => v.id);
    for (let i = (await pending()).length; i < VACATION_MAX_PENDING; i++) await ask('student5');
    expectError(await api.request('POST', '/vacations/', { token: token.student5, body: request() }), 409, 'VACATION_TOO_MANY_PENDING');
    expect(await pending()).toHaveLength(VACATION_MAX_PENDING);
    const decided = await decide((await pending())[0]!, { decision: 'reject', reason: '일정이 겹칩니다.' });
    expect(decided.status, decided.text).toBe(200);
    await ask('student5');
  });
});
