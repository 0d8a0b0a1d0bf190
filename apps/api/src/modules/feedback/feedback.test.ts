import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarms } from '../../db/schema';
import { expectError } from '../../test/expect';
import { pngBytes, upload } from '../../test/files';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, ['student1', 'student2', 'student3', 'parent1', 'parent2', 'teacher1', 'admin'], token, id);
});
afterAll(() => api?.close());

const send = async (who: string, body: Record<string, unknown> = {}) => {
  const res = await api.request('POST', '/feedback/', {
    token: token[who],
    body: { kind: 'facility', body: '3층 자습실 에어컨이 너무 추워요.', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; status: string };
};
const latestAlarm = async (userId: number) => {
  await api.settle();
  const [row] = await api.db
    .select()
    .from(alarms)
    .where(and(eq(alarms.userId, userId), eq(alarms.kind, 'inquiry')))
    .orderBy(desc(alarms.id))
    .limit(1);
  return row;
};

describe('feedback', () => {
  it('is sent by a student, reaches the operator, is answered and closed by staff, and she is told', async () => {
    const sent = await send('student1', { kind: 'meal', body: '저녁에 샐러드가 있으면 좋겠어요.' });
    expect(sent).toMatchObject({ status: 'open', kind: 'meal', sender: { id: id.student1 }, answer: null });
    expect(await latestAlarm(id.admin!)).toMatchObject({ title: '새 의견이 도착했습니다 (식사).', link: '/staff/feedback' });

    const queue = await api.request('GET', '/staff/feedback/?pageSize=100', { token: token.teacher1 });
    expect(queue.status).toBe(200);
    const statuses = queue.body.results.map((f: { status: string }) => f.status);
    expect(statuses.indexOf('open')).toBe(0);
    expect(
      [...statuses].sort((a: string, b: string) => ['open', 'answered', 'closed'].indexOf(a) - ['open', 'answered', 'closed'].indexOf(b)),
    ).toEqual(statuses);
    expect(queue.body.results.some((f: { id: number }) => f.id === sent.id)).toBe(true);

    const answered = await api.request('POST', `/staff/feedback/${sent.id}/answer/`, {
      token: token.teacher1,
      body: { answer: '다음 주부터 석식에 샐러드를 더하겠습니다.' },
    });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'answered',
      answer: '다음 주부터 석식에 샐러드를 더하겠습니다.',
      answeredBy: { id: id.teacher1 },
    });
    expect(await latestAlarm(id.student1!)).toMatchObject({
      kind: 'inquiry',
      title: '보내 주신 의견에 답변이 등록되었습니다.',
      link: `/help/feedback#feedback-${sent.id}`,
    });
    // Rewritten before it is closed: she reads that it changed, not a second answer.
    const rewritten = await api.request('POST', `/staff/feedback/${sent.id}/answer/`, {
      token: token.teacher1,
      body: { answer: '다음 주부터 석식에 샐러드와 과일을 더하겠습니다.' },
    });
    expect(rewritten.status, rewritten.text).toBe(200);
    expect(await latestAlarm(id.student1!)).toMatchObject({ title: '보내 주신 의견의 답변이 수정되었습니다.' });

    const closed = await api.request('POST', `/staff/feedback/${sent.id}/close/`, { token: token.admin });
    expect(closed.body).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expectError(await api.request('POST', `/staff/feedback/${sent.id}/close/`, { token: token.admin }), 409, 'FEEDBACK_CLOSED');
    expectError(
      await api.request('POST', `/staff/feedback/${sent.id}/answer/`, { token: token.teacher1, body: { answer: '또 답변' } }),
      409,
      'FEEDBACK_CLOSED',
    );

    const mine = await api.request('GET', '/feedback/?pageSize=100', { token: token.student1 });
    expect(mine.body.results.find((f: { id: number }) => f.id === sent.id)).toMatchObject({
      status: 'closed',
      answer: '다음 주부터 석식에 샐러드와 과일을 더하겠습니다.',
    });
    expect(mine.body.results.every((f: { sender: { id: number } }) => f.sender.id === id.student1)).toBe(true);
  });

  it('is hers: another student and another family’s parent get 404; her parent and staff may read it', async () => {
    const sent = await send('student1');
    for (const who of ['student2', 'student3', 'parent2'])
      expectError(await api.request('GET', `/feedback/${sent.id}/`, { token: token[who] }), 404, 'NOT_FOUND');
    for (const who of ['student1', 'parent1', 'teacher1', 'admin'])
      expect((await api.request('GET', `/feedback/${sent.id}/`, { token: token[who] })).status, who).toBe(200);
    const theirs = await api.request('GET', '/feedback/?pageSize=100', { token: token.student3 });
    expect(theirs.body.results.some((f: { id: number }) => f.id === sent.id)).toBe(false);
    // A parent's own feedback is hers alone, even to the child's side.
    const parents = await send('parent1', { kind: 'other' });
    expectError(await api.request('GET', `/feedback/${parents.id}/`, { token: token.student1 }), 404, 'NOT_FOUND');
  });

  it('is answered and closed by staff only: a parent or a student gets 404 on the staff paths', async () => {
    const sent = await send('student1');
    for (const who of ['parent1', 'student1']) {
      expectError(
        await api.request('POST', `/staff/feedback/${sent.id}/answer/`, { token: token[who], body: { answer: '제가 답해요' } }),
        404,
        'ROUTE_NOT_FOUND',
      );
      expectError(await api.request('POST', `/staff/feedback/${sent.id}/close/`, { token: token[who] }), 404, 'ROUTE_NOT_FOUND');
      expectError(await api.request('GET', '/staff/feedback/', { token: token[who] }), 404, 'ROUTE_NOT_FOUND');
    }
    expectError(
      await api.request('POST', '/staff/feedback/999999/answer/', { token: token.teacher1, body: { answer: '답변' } }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses bad input with Korean field messages', async () => {
    const res = await api.request('POST', '/feedback/', { token: token.student1, body: { kind: 'music', body: '짧음' } });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors).toEqual({ kind: ['의견 종류를 선택해 주세요.'], body: ['내용을 5자 이상 입력해 주세요.'] });
    const sent = await send('student1');
    const empty = await api.request('POST', `/staff/feedback/${sent.id}/answer/`, { token: token.teacher1, body: { answer: '  ' } });
    expect(empty.body.fieldErrors.answer).toEqual(['답변을 입력해 주세요.']);
    const filtered = await api.request('GET', '/staff/feedback/?status=open&pageSize=100', { token: token.teacher1 });
    expect(filtered.body.results.every((f: { status: string }) => f.status === 'open')).toBe(true);
  });

  it('carries her screenshots: staff and her parent open them, another student gets 404; a foreign upload sends nothing', async () => {
    const shot = await upload(api, token.student1, { name: '오류 화면.png', bytes: pngBytes(2000) }, 'feedback-screenshot');
    expect(shot.status, shot.text).toBe(201);
    const sent = await api.request('POST', '/feedback/', {
      token: token.student1,
      body: { kind: 'app', body: '시간표 화면이 하얗게 나와요.', attachmentIds: [shot.body.id] },
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.attachments).toEqual([expect.objectContaining({ id: shot.body.id, name: '오류 화면.png', size: 2000 })]);
    for (const who of ['student1', 'parent1', 'teacher1', 'admin'])
      expect((await api.request('GET', `/files/${shot.body.id}/`, { token: token[who], stream: true })).status, who).toBe(200);
    for (const who of ['student3', 'parent2', 'student2'])
      expectError(await api.request('GET', `/files/${shot.body.id}/`, { token: token[who] }), 404, 'NOT_FOUND');
    const queue = await api.request('GET', '/staff/feedback/?status=open&pageSize=100', { token: token.teacher1 });
    expect(queue.body.results.find((f: { id: number }) => f.id === sent.body.id).attachments[0].id).toBe(shot.body.id);

    const hers = await upload(api, token.student1, { name: 'a.png', bytes: pngBytes() }, 'feedback-screenshot');
    const theirs = await api.request('POST', '/feedback/', {
      token: token.student3,
      body: { kind: 'app', body: '남의 스크린샷으로 보내기', attachmentIds: [hers.body.id] },
    });
    expectError(theirs, 404, 'NOT_FOUND');
    const mine = await api.request('GET', '/feedback/?pageSize=100', { token: token.student3 });
    expect(mine.body.results.some((f: { body: string }) => f.body === '남의 스크린샷으로 보내기')).toBe(false);
    const text = await upload(
      api,
      token.student1,
      { name: 'a.png', bytes: Buffer.from('<html><script>1</script></html>') },
      'feedback-screenshot',
    );
    expectError(text, 415, 'FILE_TYPE_NOT_ALLOWED');
    // Named .png, it is said not to read as one (a renamed or damaged file).
    expect(text.body.message).toBe(
      'PNG 파일로 읽을 수 없습니다. 파일이 손상되었거나 이름과 다른 종류의 파일이에요. 다시 저장해 올려 주세요.',
    );
  });
});
