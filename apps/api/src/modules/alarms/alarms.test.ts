import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarms } from '../../db/schema';
import { educationBodies } from '../../test/fixtures';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';
import { expectError } from '../../test/expect';
import { ageLiveEvents, openSse, type SseStream } from '../../test/sse';

let api: TestApi;
const tokens: Record<string, string> = {};
const id: Record<string, number> = {};
const streams: SseStream[] = [];

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, ['student1', 'student2', 'student3', 'student4', 'parent1', 'parent2', 'teacher1', 'admin'], tokens, id);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await api?.close();
});

type AlarmRow = { id: number; kind: string; title: string; body: string; link: string | null; readAt: string | null; createdAt: string };

/** Her alarms as the list answers them (after the outbox has delivered what is due). */
async function alarmsOf(who: string, query = 'pageSize=100'): Promise<{ results: AlarmRow[]; nextPageToken: number }> {
  await api.settle();
  const res = await api.request('GET', `/alarms/?${query}`, { token: tokens[who] });
  expect(res.status, res.text).toBe(200);
  return res.body;
}
const newest = async (who: string) => (await alarmsOf(who, 'pageSize=1')).results[0]!;
const badge = async (who: string) => (await api.request('GET', '/accounts/me/', { token: tokens[who] })).body.bedge.alarm_count as number;
let noticeSeq = 0;
/** The operator publishes a notice now: everyone in its audience gets an alarm. */
async function publishNotice(audience: 'all' | 'parents' = 'all') {
  noticeSeq += 1;
  const res = await api.request('POST', '/staff/notices/', {
    token: tokens.admin,
    body: {
      category: 'general',
      title: `12월 학부모 상담 주간 안내 ${noticeSeq}`,
      bodyHtml: '<p>12월 첫 주는 상담 주간입니다.</p>',
      audience,
    },
  });
  expect(res.status, res.text).toBe(201);
  await api.settle();
  return res.body.id as number;
}

describe('the alarm list', () => {
  it('lists her own alarms newest first, with what each is about and whether she read it', async () => {
    const { results, nextPageToken } = await alarmsOf('student1');
    expect(nextPageToken).toBe(-1);
    expect(results.length).toBeGreaterThanOrEqual(3);
    // Newest first by when each was caused (the demo's read history was written after its unread ones).
    const times = results.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(results.map((a) => a.title).indexOf('12월 학사 일정 안내가 올라왔습니다.')).toBe(results.length - 1);
    expect(results).toContainEqual(
      expect.objectContaining({
        kind: 'reservation',
        title: '오늘 19:00 컴퓨터실 예약이 확정되었습니다.',
        link: '/reservation/my',
        readAt: null,
      }),
    );
    // Nobody else's: student2's notice alarm is hers alone.
    const theirs = (await alarmsOf('student2')).results.map((a) => a.id);
    expect(results.map((a) => a.id).filter((x) => theirs.includes(x))).toEqual([]);
  });

  it('pages on without repeating one when a new alarm arrives in between', async () => {
    // At least three alarms, so two pages of two.
    for (let i = 0; i < 3; i++) await publishNotice();
    const page1 = await alarmsOf('student4', 'pageSize=2');
    expect(page1.results).toHaveLength(2);
    expect(page1.nextPageToken).toBe(page1.results[1]!.id);
    await publishNotice();
    const page2 = await alarmsOf('student4', `pageSize=2&pageToken=${page1.nextPageToken}`);
    const seen = [...page1.results, ...page2.results].map((a) => a.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(page2.results[0]!.createdAt <= page1.results[1]!.createdAt).toBe(true);
    // The whole list is the first page, the new one on top.
    const all = (await alarmsOf('student4')).results.map((a) => a.id);
    expect(all.slice(1, 1 + seen.length)).toEqual(seen);
  });

  it('pages on when the alarm the page ended on is deleted before the next page is asked for', async () => {
    for (let i = 0; i < 4; i++) await publishNotice();
    const everything = (await alarmsOf('student4')).results.map((a) => a.id);
    const page1 = await alarmsOf('student4', 'pageSize=2');
    // The notice of the page's last alarm is taken down: its alarms go with it.
    const last = page1.results[1]!;
    const notice = Number(last.link!.split('/').at(-1));
    expect((await api.request('DELETE', `/staff/notices/${notice}/`, { token: tokens.admin })).status).toBe(204);
    const page2 = await alarmsOf('student4', `pageSize=2&pageToken=${page1.nextPageToken}`);
    expect(page2.results.map((a) => a.id)).toEqual(everything.filter((x) => x !== last.id).slice(1, 3));
    expect(page2.nextPageToken).not.toBe(-1);
  });

  it('goes on from the deleted alarm’s own place, where ids are not in the list’s order (alarms dated when caused)', async () => {
    // Her newest is a notice; below it, the demo's alarms and one numbered after them yet dated days before.
    await alarmsOf('student1');
    const oldest = new Date(Date.now() - 3 * 86_400_000);
    await api.db
      .insert(alarms)
      .values({ userId: id.student1!, kind: 'reservation', title: '사흘 전 알림', link: '/reservation/my', createdAt: oldest });
    const notice = await publishNotice();
    const everything = (await alarmsOf('student1')).results.map((a) => a.id);
    expect(everything.length).toBeGreaterThan(3);
    const first = await alarmsOf('student1', 'pageSize=1');
    expect(first.results[0]!.link).toBe(`/services/notice/${notice}`);
    expect((await api.request('DELETE', `/staff/notices/${notice}/`, { token: tokens.admin })).status).toBe(204);
    const next = await alarmsOf('student1', `pageSize=100&pageToken=${first.nextPageToken}`);
    expect(next.results.map((a) => a.id)).toEqual(everything.slice(1));
  });

  it('marks one read: the badge goes down at once and her open tab hears the new count', async () => {
    await publishNotice();
    await ageLiveEvents(api.db);
    const tab = await openSse(`${api.url}/live/events/`, { token: tokens.student2 });
    streams.push(tab);
    await expect.poll(() => tab.events.map((e) => e.event)).toEqual(['ready']);
    const before = await badge('student2');
    const alarm = await newest('student2');
    expect(alarm.readAt).toBeNull();

    const res = await api.request('POST', `/alarms/${alarm.id}/read/`, { token: tokens.student2 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ unread: before - 1 });
    expect(await badge('student2')).toBe(before - 1);
    expect((await newest('student2')).readAt).not.toBeNull();
    await expect.poll(() => tab.events.filter((e) => e.event === 'alarm').map((e) => e.data)).toEqual([{ unread: before - 1 }]);

    // Again: nothing changes, nothing is announced.
    const again = await api.request('POST', `/alarms/${alarm.id}/read/`, { token: tokens.student2 });
    expect(again.body).toEqual({ unread: before - 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(tab.events.filter((e) => e.event === 'alarm')).toHaveLength(1);
  });

  it('answers 404 for someone else’s alarm and a missing one, and leaves it unread', async () => {
    await publishNotice();
    const hers = await newest('student3');
    expect(hers.readAt).toBeNull();
    for (const who of ['student1', 'parent2', 'teacher1', 'admin'])
      expectError(await api.request('POST', `/alarms/${hers.id}/read/`, { token: tokens[who] }), 404, 'NOT_FOUND');
    expectError(await api.request('POST', '/alarms/999999/read/', { token: tokens.student3 }), 404, 'NOT_FOUND');
    expect((await newest('student3')).readAt).toBeNull();
    expectError(await api.request('POST', `/alarms/${hers.id}/read/`), 401, 'UNAUTHENTICATED');
  });

  it('marks read what leads to the page a push opened: only hers, only that page', async () => {
    const first = await publishNotice();
    const second = await publishNotice();
    const link = `/services/notice/${first}`;
    const before = await badge('student3');
    const others = await badge('student1');
    const res = await api.request('POST', '/alarms/read-link/', { token: tokens.student3, body: { link } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ unread: before - 1 });
    const mine = (await alarmsOf('student3')).results;
    expect(mine.find((a) => a.link === link)!.readAt).not.toBeNull();
    expect(mine.find((a) => a.link === `/services/notice/${second}`)!.readAt).toBeNull();
    expect(await badge('student1')).toBe(others);
    // Nothing of hers leads there: nothing changes, and it is not an error.
    expect((await api.request('POST', '/alarms/read-link/', { token: tokens.student3, body: { link: '/fd' } })).body).toEqual({
      unread: before - 1,
    });
  });

  it('marks all read: her badge is 0, others keep theirs', async () => {
    await publishNotice();
    const otherBefore = await badge('student3');
    expect(await badge('student1')).toBeGreaterThan(0);
    const res = await api.request('POST', '/alarms/read-all/', { token: tokens.student1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ unread: 0 });
    expect(await badge('student1')).toBe(0);
    expect((await alarmsOf('student1')).results.every((a) => a.readAt != null)).toBe(true);
    expect(await badge('student3')).toBe(otherBefore);
    // With nothing left to read it still answers 0.
    expect((await api.request('POST', '/alarms/read-all/', { token: tokens.student1 })).body).toEqual({ unread: 0 });
  });
});

/*
 * The issue's list of what happens to a person, each through `notify`, checked on parent1's second
 * child (student2): the alarm's link names that child, so it opens her page, not the first child's.
 */
describe('every event reaches its people, linked to the right child', () => {
  const child = () => id.student2!;

  it('an inquiry answered: the parent who asked about her second child', async () => {
    const asked = await api.request('POST', '/inquiries/', {
      token: tokens.parent1,
      body: {
        kind: 'academic',
        subject: 'english',
        teacherId: null,
        answerMethod: 'app',
        body: '서아가 영어 듣기를 어려워해요.',
        studentId: child(),
      },
    });
    expect(asked.status, asked.text).toBe(201);
    const answered = await api.request('POST', `/staff/inquiries/${asked.body.id}/answer/`, {
      token: tokens.teacher1,
      body: { answer: '매일 듣기 10문제씩 함께 보겠습니다.' },
    });
    expect(answered.status, answered.text).toBe(200);
    expect(await newest('parent1')).toMatchObject({
      kind: 'inquiry',
      title: '김서아 학생에 대한 문의에 답변이 등록되었습니다 (학습 문의 · 영어).',
      link: `/contactus/${asked.body.id}?student=${child()}`,
      readAt: null,
    });
  });

  it('a vacation step: the request to the parent, her consent to the student', async () => {
    const start = new Date(Date.now() + 40 * 86_400_000);
    const asked = await api.request('POST', '/vacations/', {
      token: tokens.student2,
      body: {
        type: 'outing',
        startAt: start.toISOString(),
        expectedReturnAt: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        reason: '치과 진료',
      },
    });
    expect(asked.status, asked.text).toBe(201);
    expect(await newest('parent1')).toMatchObject({
      kind: 'vacation',
      title: '김서아 학생의 외출 신청에 동의가 필요합니다.',
      link: `/mypage/vacations?student=${child()}`,
    });
    const consented = await api.request('POST', `/vacations/${asked.body.id}/consent/`, { token: tokens.parent1 });
    expect(consented.status, consented.text).toBe(200);
    expect(await newest('student2')).toMatchObject({
      kind: 'vacation',
      title: '보호자가 외출 신청에 동의했습니다.',
      link: `/mypage/vacations?student=${child()}`,
    });
  });

  it('a counselling record: the student and her parent', async () => {
    const made = await api.request('POST', `/staff/education/counseling/?studentId=${child()}`, {
      token: tokens.teacher1,
      body: { ...educationBodies.counseling(), title: '11월 학습 점검' },
    });
    expect(made.status, made.text).toBe(201);
    const link = `/education/counseling/${made.body.id}?student=${child()}`;
    expect(await newest('parent1')).toMatchObject({ kind: 'counseling', title: '김서아 학생의 수학 상담 기록이 등록되었습니다.', link });
    expect(await newest('student2')).toMatchObject({ kind: 'counseling', body: '11월 학습 점검', link });
  });

  it('a notice published: everyone it is for', async () => {
    const notice = await publishNotice('parents');
    expect(await newest('parent1')).toMatchObject({ kind: 'notice', link: `/services/notice/${notice}` });
    expect(await newest('parent2')).toMatchObject({ kind: 'notice', link: `/services/notice/${notice}` });
  });

  it('a payment requested: the parent, on her second child’s contents', async () => {
    const item = await api.request('POST', '/staff/contents/', {
      token: tokens.admin,
      body: {
        title: '수능특강 영어 해설 강의',
        category: 'english',
        kind: 'lecture',
        author: '박선영',
        summary: '해설',
        description: '',
        price: 33000,
        onSale: true,
      },
    });
    expect(item.status, item.text).toBe(201);
    const order = await api.request('POST', '/contents/orders/', {
      token: tokens.student2,
      body: { itemId: item.body.id, payWith: 'parent' },
    });
    expect(order.status, order.text).toBe(201);
    expect(await newest('parent1')).toMatchObject({
      kind: 'contents',
      title: '김서아 학생이 콘텐츠 결제를 요청했습니다.',
      link: `/contents?student=${child()}`,
    });
  });
});

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
