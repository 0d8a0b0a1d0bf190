import { allEndpoints } from '@portal/contract/endpoints';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarms, idempotentRequests, inquiries } from '../db/schema';
import { expectError } from '../test/expect';
import { signInAll, startTestApi, type TestApi } from '../test/harness';
import { IN_PROGRESS_LAPSE_MS } from './idempotency';

// A create sent again with its Idempotency-Key, as after an answer lost on the way (an audit made two
// inquiries, two chat rooms, two notices with two alarms each, and two feedbacks so): one record.

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let n = 0;
const key = () => `test-key-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, ['student1', 'student2', 'teacher1'], token, id);
});
afterAll(async () => {
  await api?.close();
});

const inquiry = (text = '수열 단원 28번에서 귀납적 정의가 헷갈려요.') => ({
  kind: 'academic',
  subject: 'math',
  teacherId: null,
  answerMethod: 'app',
  body: text,
});
const ask = (who: string, k: string | null, body = inquiry()) =>
  api.request('POST', '/inquiries/', { token: token[who], body, headers: k ? { 'idempotency-key': k } : {} });
const inquiriesWith = async (text: string) =>
  (
    await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(inquiries)
      .where(eq(inquiries.body, text))
  )[0]!.n;

describe('a create sent with an Idempotency-Key', () => {
  it('is declared on the creates a person sends from a form', () => {
    const ids = allEndpoints.filter((e) => e.idempotent).map((e) => e.id);
    expect(ids.sort()).toEqual([
      'chat.create',
      'contents.createItem',
      'education.addMemo',
      'education.createCounseling',
      'education.createPlan',
      'feedback.send',
      'inquiries.create',
      'library.create',
      'notices.create',
      'vacations.request',
    ]);
    for (const e of allEndpoints.filter((x) => x.idempotent)) expect(e.method).toBe('POST');
  });

  it('sent again answers the first one’s record, marked as replayed; one inquiry is made', async () => {
    const k = key();
    const text = `한 번만 보내져야 하는 질문 ${k}`;
    const first = await ask('student1', k, inquiry(text));
    expect(first.status, first.text).toBe(201);
    const again = await ask('student1', k, inquiry(text));
    expect(again.status, again.text).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await inquiriesWith(text)).toBe(1);
  });

  it('sent five times at once makes one record; the others are answered it or told it is on its way', async () => {
    const k = key();
    const text = `동시에 다섯 번 ${k}`;
    const all = await Promise.all(Array.from({ length: 5 }, () => ask('student1', k, inquiry(text))));
    for (const res of all) expect([201, 409]).toContain(res.status);
    for (const res of all.filter((r) => r.status === 409)) expectError(res, 409, 'REQUEST_IN_PROGRESS');
    const made = all.filter((r) => r.status === 201);
    expect(new Set(made.map((r) => r.body.id)).size).toBe(1);
    expect(await inquiriesWith(text)).toBe(1);
  });

  it('refuses the same key with another request (422), and keeps keys apart per person', async () => {
    const k = key();
    expect((await ask('student1', k, inquiry(`첫 질문 ${k}`))).status).toBe(201);
    expectError(await ask('student1', k, inquiry(`다른 질문 ${k}`)), 422, 'IDEMPOTENCY_KEY_REUSED');
    const hers = await ask('student2', k, inquiry(`첫 질문 ${k}`));
    expect(hers.status, hers.text).toBe(201);
    expect(hers.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses the same key and words sent about another record (the address differs), not answering the first', async () => {
    const plans = (await api.request('GET', '/education/plans/', { token: token.student1 })).body.results as { id: number }[];
    expect(plans.length).toBeGreaterThan(1);
    const k = key();
    const memo = (planId: number) =>
      api.request('POST', `/education/plans/${planId}/memos/`, {
        token: token.student1,
        body: { body: `오늘 분량 끝 ${k}` },
        headers: { 'idempotency-key': k },
      });
    expect((await memo(plans[0]!.id)).status).toBe(201);
    expectError(await memo(plans[1]!.id), 422, 'IDEMPOTENCY_KEY_REUSED');
    // The same request again is the first one's answer.
    const again = await memo(plans[0]!.id);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('leaves no trace of a refused first request: fixed, it goes in with the same key', async () => {
    const k = key();
    // Another student's child: refused (404), nothing kept.
    expectError(await ask('student1', k, { ...inquiry(`남의 문의 ${k}`), studentId: id.student2 } as never), 404, 'NOT_FOUND');
    expect(await api.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, k))).toEqual([]);
    const fixed = await ask('student1', k, inquiry(`고친 문의 ${k}`));
    expect(fixed.status, fixed.text).toBe(201);
  });

  it('refuses a malformed key (400) and works as before without one', async () => {
    expectError(await ask('student1', 'bad key!'), 400, 'BAD_REQUEST');
    const text = `키 없이 두 번 ${key()}`;
    await ask('student1', null, inquiry(text));
    await ask('student1', null, inquiry(text));
    expect(await inquiriesWith(text)).toBe(2);
  });

  it('tells a request sent while the first is still on its way to wait (409), and frees a key cut off long ago', async () => {
    const k = key();
    const text = `아직 처리 중인 질문 ${k}`;
    expect((await ask('student1', k, inquiry(text))).status).toBe(201);
    // As if the first were still being handled...
    const row = and(eq(idempotentRequests.userId, id.student1!), eq(idempotentRequests.key, k));
    await api.db.update(idempotentRequests).set({ status: null, response: null, createdAt: new Date() }).where(row);
    expectError(await ask('student1', k, inquiry(text)), 409, 'REQUEST_IN_PROGRESS');
    // ...or cut off long ago (its server stopped before answering): the key is taken over.
    await api.db
      .update(idempotentRequests)
      .set({ createdAt: new Date(Date.now() - IN_PROGRESS_LAPSE_MS - 1000) })
      .where(row);
    const taken = await ask('student1', k, inquiry(text));
    expect(taken.status, taken.text).toBe(201);
    expect(taken.headers.get('idempotent-replayed')).toBeNull();
  });

  it('makes one notice and tells its audience once', async () => {
    const k = key();
    const body = { category: 'general', title: `한 번만 올라갈 공지 ${k}`, bodyHtml: '<p>안내입니다.</p>', audience: 'students' };
    const [a, b] = [
      await api.request('POST', '/staff/notices/', { token: token.teacher1, body, headers: { 'idempotency-key': k } }),
      await api.request('POST', '/staff/notices/', { token: token.teacher1, body, headers: { 'idempotency-key': k } }),
    ];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).toBe(a.body.id);
    await api.settle();
    const told = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alarms)
      .where(and(eq(alarms.userId, id.student1!), sql`${alarms.title} like ${`%${body.title}%`}`));
    expect(told[0]!.n).toBe(1);
  });

  it('opens one chat room and sends one feedback', async () => {
    const k = key();
    const room = { category: 'math', target: 'teacher', teacherId: id.teacher1, body: `방은 하나만 ${k}` };
    const r1 = await api.request('POST', '/chat/rooms/', { token: token.student1, body: room, headers: { 'idempotency-key': k } });
    const r2 = await api.request('POST', '/chat/rooms/', { token: token.student1, body: room, headers: { 'idempotency-key': k } });
    expect([r1.status, r2.status]).toEqual([201, 201]);
    expect(r2.body.id).toBe(r1.body.id);
    const f = { kind: 'facility', body: `에어컨이 너무 추워요. ${k}` };
    const f1 = await api.request('POST', '/feedback/', { token: token.student1, body: f, headers: { 'idempotency-key': k } });
    const f2 = await api.request('POST', '/feedback/', { token: token.student1, body: f, headers: { 'idempotency-key': k } });
    // The key is one person's for one endpoint: used for the room, it is refused for the feedback.
    expectError(f1, 422, 'IDEMPOTENCY_KEY_REUSED');
    expectError(f2, 422, 'IDEMPOTENCY_KEY_REUSED');
    const k2 = key();
    const g1 = await api.request('POST', '/feedback/', { token: token.student1, body: f, headers: { 'idempotency-key': k2 } });
    const g2 = await api.request('POST', '/feedback/', { token: token.student1, body: f, headers: { 'idempotency-key': k2 } });
    expect([g1.status, g2.status]).toEqual([201, 201]);
    expect(g2.body.id).toBe(g1.body.id);
  });
});
