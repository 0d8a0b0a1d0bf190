import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarms, liveEvents } from '../../db/schema';
import { expectError } from '../../test/expect';
import { pdfBytes, pngBytes, upload } from '../../test/files';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';
import { INQUIRY_MAX_OPEN } from './service';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, ['student1', 'student2', 'student3', 'student5', 'parent1', 'parent2', 'teacher1', 'teacher2', 'admin'], token, id);
});
afterAll(() => api?.close());

type Inquiry = {
  id: number;
  status: string;
  createdAt: string;
  teacher: { id: number } | null;
  asker: { id: number };
  student: { id: number };
};

const academic = (body: Record<string, unknown> = {}) => ({
  kind: 'academic',
  subject: 'math',
  teacherId: null,
  answerMethod: 'app',
  body: '수열 단원 28번에서 귀납적 정의가 헷갈려요.',
  ...body,
});
const ask = async (who: string, body: Record<string, unknown> = academic()) => {
  const res = await api.request('POST', '/inquiries/', { token: token[who], body });
  expect(res.status, res.text).toBe(201);
  return res.body as Inquiry;
};
const inbox = async (who: string, status = 'open') => {
  const res = await api.request('GET', `/staff/inquiries/?status=${status}&pageSize=100`, { token: token[who] });
  expect(res.status, res.text).toBe(200);
  return res.body.results as Inquiry[];
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

describe('inquiries', () => {
  it('is asked with a photo, answered with a file by the teacher, and the student is told', async () => {
    const photo = await upload(api, token.student1, { name: '문제 사진.png', bytes: pngBytes(3000) }, 'inquiry-attachment');
    expect(photo.status, photo.text).toBe(201);
    const asked = await ask('student1', academic({ teacherId: id.teacher1, answerMethod: 'in_person', attachmentIds: [photo.body.id] }));
    expect(asked).toMatchObject({
      status: 'open',
      kind: 'academic',
      subject: 'math',
      teacher: { id: id.teacher1 },
      answerMethod: 'in_person',
      category: null,
      student: { id: id.student1 },
      asker: { id: id.student1, category: 'student' },
      answer: null,
      attachments: [expect.objectContaining({ id: photo.body.id, name: '문제 사진.png', size: 3000 })],
      answerAttachments: [],
    });
    expect(await latestAlarm(id.teacher1!)).toMatchObject({
      title: '새 문의가 도착했습니다 (학습 문의 · 수학).',
      link: `/staff/inquiries#inquiry-${asked.id}`,
    });

    // The inbox: open ones only, the longest waiting first.
    const open = await inbox('teacher1');
    expect(open.every((q) => q.status === 'open')).toBe(true);
    const times = open.map((q) => q.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(open.some((q) => q.id === asked.id)).toBe(true);

    const solution = await upload(api, token.teacher1, { name: '풀이.pdf', bytes: pdfBytes() }, 'inquiry-answer-attachment');
    expect(solution.status, solution.text).toBe(201);
    const answered = await api.request('POST', `/staff/inquiries/${asked.id}/answer/`, {
      token: token.teacher1,
      body: { answer: '첫째 항부터 차례로 써 보면 규칙이 보여요. 풀이 파일을 확인해 주세요.', attachmentIds: [solution.body.id] },
    });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'answered',
      answeredBy: { id: id.teacher1 },
      answerAttachments: [expect.objectContaining({ id: solution.body.id, name: '풀이.pdf' })],
    });
    expect(await latestAlarm(id.student1!)).toMatchObject({
      title: '문의에 답변이 등록되었습니다 (학습 문의 · 수학).',
      link: `/contactus/${asked.id}?student=${id.student1}`,
    });
    const seen = await api.request('GET', `/inquiries/${asked.id}/`, { token: token.student1 });
    expect(seen.body).toMatchObject({ status: 'answered', answer: expect.stringContaining('풀이 파일') });
    for (const who of ['student1', 'parent1', 'teacher1', 'admin'])
      expect((await api.request('GET', `/files/${solution.body.id}/`, { token: token[who], stream: true })).status, who).toBe(200);
    // Another teacher's inbox does not hold it: nor its files.
    expectError(await api.request('GET', `/files/${solution.body.id}/`, { token: token.teacher2 }), 404, 'NOT_FOUND');

    // Answered once; closed once; nothing after that.
    expectError(
      await api.request('POST', `/staff/inquiries/${asked.id}/answer/`, { token: token.teacher1, body: { answer: '한 번 더' } }),
      409,
      'INQUIRY_ANSWERED',
    );
    const closed = await api.request('POST', `/staff/inquiries/${asked.id}/close/`, { token: token.teacher1 });
    expect(closed.body).toMatchObject({ status: 'closed', answer: expect.any(String) });
    expectError(await api.request('POST', `/staff/inquiries/${asked.id}/close/`, { token: token.admin }), 409, 'INQUIRY_CLOSED');
    const late = await api.request('POST', `/staff/inquiries/${asked.id}/answer/`, { token: token.admin, body: { answer: '늦은 답변' } });
    expectError(late, 409, 'INQUIRY_CLOSED');
    expect(late.body.message).toBe('이미 종료된 문의입니다. 바뀐 내용을 확인해 주세요.');
    expect((await inbox('teacher1', 'closed')).some((q) => q.id === asked.id)).toBe(true);
  });

  it('reaches the teacher it names, every teacher when any, and the operator; a teacher hands it on', async () => {
    const toSong = await ask('student1', academic({ subject: 'english', teacherId: id.teacher2 }));
    const anyone = await ask('student2', academic({ subject: 'korean' }));
    const life = await ask('student1', { kind: 'life', category: 'facility', body: '4층 샤워실 온수가 미지근해요.' });
    expect(life).toMatchObject({ kind: 'life', category: 'facility', subject: null, teacher: null, answerMethod: null });

    const jung = (await inbox('teacher1')).map((q) => q.id);
    expect(jung).toContain(anyone.id);
    expect(jung).toContain(life.id);
    expect(jung).not.toContain(toSong.id);
    expect((await inbox('teacher2')).map((q) => q.id)).toContain(toSong.id);
    expect((await inbox('admin')).map((q) => q.id)).toEqual(expect.arrayContaining([toSong.id, anyone.id, life.id]));
    // Not hers: answering, closing or handing it on is 404.
    expectError(
      await api.request('POST', `/staff/inquiries/${toSong.id}/answer/`, { token: token.teacher1, body: { answer: '제가 답해요' } }),
      404,
      'NOT_FOUND',
    );
    expectError(await api.request('POST', `/staff/inquiries/${toSong.id}/close/`, { token: token.teacher1 }), 404, 'NOT_FOUND');

    const bad = await api.request('POST', `/staff/inquiries/${toSong.id}/reassign/`, {
      token: token.teacher2,
      body: { teacherId: id.student1 },
    });
    expectError(bad, 400, 'BAD_REQUEST');
    expect(bad.body.fieldErrors).toEqual({ teacherId: ['선생님을 다시 선택해 주세요.'] });
    const handed = await api.request('POST', `/staff/inquiries/${toSong.id}/reassign/`, {
      token: token.teacher2,
      body: { teacherId: id.teacher1 },
    });
    expect(handed.status, handed.text).toBe(200);
    expect(handed.body.teacher).toEqual({ id: id.teacher1, name: '정우진' });
    expect(await latestAlarm(id.teacher1!)).toMatchObject({
      title: '선생님께 문의가 넘어왔습니다 (학습 문의 · 영어).',
      link: `/staff/inquiries#inquiry-${toSong.id}`,
    });
    expect((await inbox('teacher1')).map((q) => q.id)).toContain(toSong.id);
    expect((await inbox('teacher2')).map((q) => q.id)).not.toContain(toSong.id);

    // Handed on to any teacher: every other teacher is asked.
    const toAnyone = await api.request('POST', `/staff/inquiries/${toSong.id}/reassign/`, {
      token: token.teacher1,
      body: { teacherId: null },
    });
    expect(toAnyone.status, toAnyone.text).toBe(200);
    expect(await latestAlarm(id.teacher2!)).toMatchObject({
      title: '담당 선생님이 바뀐 문의가 있습니다 (학습 문의 · 영어).',
      link: `/staff/inquiries#inquiry-${toSong.id}`,
    });
    expect((await inbox('teacher2')).map((q) => q.id)).toContain(toSong.id);

    expectError(
      await api.request('POST', `/staff/inquiries/${life.id}/reassign/`, { token: token.admin, body: { teacherId: id.teacher1 } }),
      409,
      'INQUIRY_NOT_OPEN',
    );
    // Closed without an answer: the asker hears of it.
    const closed = await api.request('POST', `/staff/inquiries/${life.id}/close/`, { token: token.teacher1 });
    expect(closed.body).toMatchObject({ status: 'closed', answer: null });
    expect(await latestAlarm(id.student1!)).toMatchObject({
      title: '문의가 종료되었습니다 (생활 문의 · 시설).',
      link: `/contactus/${life.id}?student=${id.student1}`,
    });
  });

  it('answered by one teacher, is answered for every teacher asked, and every staff list hears it live', async () => {
    const anyone = await ask('student3', academic({ subject: 'korean', body: '비문학 3번 지문의 주제를 모르겠어요.' }));
    const asked = async (who: string) => {
      await api.settle();
      return api.db
        .select()
        .from(alarms)
        .where(and(eq(alarms.userId, id[who]!), eq(alarms.link, `/staff/inquiries#inquiry-${anyone.id}`)));
    };
    expect((await asked('teacher2')).map((a) => a.readAt)).toEqual([null]);
    const heard = async (who: string) =>
      (
        await api.db
          .select()
          .from(liveEvents)
          .where(and(eq(liveEvents.userId, id[who]!), eq(liveEvents.type, 'inquiry')))
      ).map((e) => (e.data as { id: number }).id);
    const answered = await api.request('POST', `/staff/inquiries/${anyone.id}/answer/`, {
      token: token.teacher1,
      body: { answer: '지문의 첫 문단과 마지막 문단을 먼저 보세요.' },
    });
    expect(answered.status, answered.text).toBe(200);
    // Teacher2's "새 문의" is answered too, and her open list (and the admin's) refreshes itself.
    expect((await asked('teacher2'))[0]!.readAt).not.toBeNull();
    expect(await heard('teacher2')).toContain(anyone.id);
    expect(await heard('admin')).toContain(anyone.id);
    expect(await heard('student3')).not.toContain(anyone.id);
  });

  it('is the family’s: another family gets 404, her parent reads it, and a parent asks only about her own child', async () => {
    const hers = await ask('student1');
    for (const who of ['student2', 'student3', 'parent2'])
      expectError(await api.request('GET', `/inquiries/${hers.id}/`, { token: token[who] }), 404, 'NOT_FOUND');
    expect((await api.request('GET', `/inquiries/${hers.id}/`, { token: token.parent1 })).status).toBe(200);
    const theirs = await api.request('GET', '/inquiries/?pageSize=100', { token: token.student3 });
    expect(theirs.body.results.some((q: Inquiry) => q.id === hers.id)).toBe(false);

    const mothers = await ask('parent1', {
      kind: 'life',
      studentId: id.student1,
      category: 'life',
      body: '아이가 요즘 잠을 잘 못 잔다고 해요. 생활 지도 부탁드립니다.',
    });
    expect(mothers).toMatchObject({ asker: { id: id.parent1, category: 'parent' }, student: { id: id.student1 } });
    // The parent's list of a child holds the child's and her own; the child's own list only hers.
    const about = await api.request('GET', `/inquiries/?studentId=${id.student1}&pageSize=100`, { token: token.parent1 });
    expect(about.body.results.map((q: Inquiry) => q.id)).toEqual(expect.arrayContaining([hers.id, mothers.id]));
    const own = await api.request('GET', '/inquiries/?pageSize=100', { token: token.student1 });
    expect(own.body.results.every((q: Inquiry) => q.asker.id === id.student1)).toBe(true);
    expectError(await api.request('GET', `/inquiries/${mothers.id}/`, { token: token.student1 }), 404, 'NOT_FOUND');

    const notHers = await api.request('POST', '/inquiries/', { token: token.parent1, body: academic({ studentId: id.student3 }) });
    expectError(notHers, 404, 'NOT_FOUND');
    expectError(await api.request('GET', `/inquiries/?studentId=${id.student1}`, { token: token.parent2 }), 404, 'NOT_FOUND');
    expectError(await api.request('GET', `/inquiries/?studentId=${id.student2}`, { token: token.student1 }), 404, 'NOT_FOUND');
    expectError(
      await api.request('POST', '/inquiries/', { token: token.student1, body: academic({ studentId: id.student2 }) }),
      404,
      'NOT_FOUND',
    );
    const sibling = await ask('parent1', academic({ studentId: id.student2 }));
    expect(sibling.student.id).toBe(id.student2);
    // Answered: the mother of two reads which child's inquiry it was.
    const answered = await api.request('POST', `/staff/inquiries/${sibling.id}/answer/`, {
      token: token.admin,
      body: { answer: '확인했습니다.' },
    });
    expect(answered.status, answered.text).toBe(200);
    expect(await latestAlarm(id.parent1!)).toMatchObject({
      title: '김서아 학생에 대한 문의에 답변이 등록되었습니다 (학습 문의 · 수학).',
      link: `/contactus/${sibling.id}?student=${id.student2}`,
    });
  });

  it('keeps files to the family and staff, and refuses another’s upload, the wrong purpose and a teacher’s question file', async () => {
    const photo = await upload(api, token.student1, { name: 'q.png', bytes: pngBytes() }, 'inquiry-attachment');
    const asked = await ask('student1', academic({ attachmentIds: [photo.body.id] }));
    expect(asked.id).toBeGreaterThan(0);
    for (const who of ['student1', 'parent1', 'teacher1', 'admin'])
      expect((await api.request('GET', `/files/${photo.body.id}/`, { token: token[who], stream: true })).status, who).toBe(200);
    for (const who of ['student2', 'student3', 'parent2'])
      expectError(await api.request('GET', `/files/${photo.body.id}/`, { token: token[who] }), 404, 'NOT_FOUND');
    // Addressed to one teacher: another teacher's inbox does not hold it, nor may she open its files.
    const toJung = await upload(api, token.student1, { name: 'q2.png', bytes: pngBytes() }, 'inquiry-attachment');
    await ask('student1', academic({ teacherId: id.teacher1, attachmentIds: [toJung.body.id] }));
    expect((await api.request('GET', `/files/${toJung.body.id}/`, { token: token.teacher1, stream: true })).status).toBe(200);
    expectError(await api.request('GET', `/files/${toJung.body.id}/`, { token: token.teacher2 }), 404, 'NOT_FOUND');

    const fresh = await upload(api, token.student1, { name: 'mine.png', bytes: pngBytes() }, 'inquiry-attachment');
    const stolen = await api.request('POST', '/inquiries/', {
      token: token.student3,
      body: academic({ body: '남의 파일로 문의하기', attachmentIds: [fresh.body.id] }),
    });
    expectError(stolen, 404, 'NOT_FOUND');
    const list = await api.request('GET', '/inquiries/?pageSize=100', { token: token.student3 });
    expect(list.body.results.some((q: { body: string }) => q.body === '남의 파일로 문의하기')).toBe(false);
    const shot = await upload(api, token.student1, { name: 's.png', bytes: pngBytes() }, 'feedback-screenshot');
    expectError(
      await api.request('POST', '/inquiries/', { token: token.student1, body: academic({ attachmentIds: [shot.body.id] }) }),
      404,
    );
    // A staff answer may not carry the asker's kind of file, and staff do not upload question files.
    const own = await upload(api, token.teacher1, { name: 'x.png', bytes: pngBytes() }, 'inquiry-attachment');
    expectError(own, 400, 'BAD_REQUEST');
    const fake = await upload(
      api,
      token.student1,
      { name: '문제.png', bytes: Buffer.from('<svg onload="alert(1)"/>') },
      'inquiry-attachment',
    );
    expectError(fake, 415, 'FILE_TYPE_NOT_ALLOWED');
    expect(fake.body.message).toBe(
      'PNG 파일로 읽을 수 없습니다. 파일이 손상되었거나 이름과 다른 종류의 파일이에요. 다시 저장해 올려 주세요.',
    );
    const named = await upload(api, token.student1, { name: 'page.html', bytes: Buffer.from('<b>x</b>') }, 'inquiry-attachment');
    expect(named.body.message).toBe('첨부 파일은 사진(JPG, PNG, WebP, HEIC)이나 PDF만 올릴 수 있습니다.');
  });

  it('refuses bad input with Korean field messages', async () => {
    const empty = await api.request('POST', '/inquiries/', { token: token.student1, body: academic({ body: '   ' }) });
    expectError(empty, 400, 'BAD_REQUEST');
    expect(empty.body.fieldErrors).toEqual({ body: ['문의 내용을 입력해 주세요.'] });
    const long = await api.request('POST', '/inquiries/', { token: token.student1, body: academic({ body: '가'.repeat(2001) }) });
    expect(long.body.fieldErrors).toEqual({ body: ['문의 내용은 2000자까지 입력할 수 있습니다.'] });
    const missing = await api.request('POST', '/inquiries/', {
      token: token.student1,
      body: { kind: 'academic', body: '과목을 안 고른 문의입니다.' },
    });
    expect(missing.body.fieldErrors).toEqual({ subject: ['과목을 선택해 주세요.'], answerMethod: ['답변 받을 방법을 선택해 주세요.'] });
    const noKind = await api.request('POST', '/inquiries/', { token: token.student1, body: { body: '종류 없는 문의입니다.' } });
    expect(noKind.body.fieldErrors.kind).toEqual(['문의 종류를 선택해 주세요.']);
    const lifeless = await api.request('POST', '/inquiries/', {
      token: token.student1,
      body: { kind: 'life', body: '분류 없는 생활 문의' },
    });
    expect(lifeless.body.fieldErrors).toEqual({ category: ['문의 분류를 선택해 주세요.'] });
    const noTeacher = await api.request('POST', '/inquiries/', { token: token.student1, body: academic({ teacherId: id.admin }) });
    expectError(noTeacher, 400, 'BAD_REQUEST');
    expect(noTeacher.body.fieldErrors).toEqual({ teacherId: ['선생님을 다시 선택해 주세요.'] });

    const asked = await ask('student1');
    const blank = await api.request('POST', `/staff/inquiries/${asked.id}/answer/`, { token: token.teacher1, body: { answer: ' ' } });
    expect(blank.body.fieldErrors).toEqual({ answer: ['답변을 입력해 주세요.'] });
    const tooLong = await api.request('POST', `/staff/inquiries/${asked.id}/answer/`, {
      token: token.teacher1,
      body: { answer: '가'.repeat(3001) },
    });
    expect(tooLong.body.fieldErrors).toEqual({ answer: ['답변은 3000자까지 입력할 수 있습니다.'] });
  });

  it('takes an emoji wherever it falls in the alarm’s first line, and a blank-looking body is no body', async () => {
    // Half an emoji in the alarm's excerpt failed the whole question, every time it was sent (an audit).
    const body = `${'가'.repeat(39)}😭 빨리 고쳐 주세요 🙇\u200d♀️`;
    const asked = await ask('student3', academic({ body, teacherId: id.teacher2 }));
    const alarm = await latestAlarm(id.teacher2!);
    expect(alarm?.body).toBe(`${'가'.repeat(39)}😭…`);
    const answered = await api.request('POST', `/staff/inquiries/${asked.id}/answer/`, {
      token: token.teacher2,
      body: { answer: `${'나'.repeat(39)}👍🏽 내일 고쳐 드릴게요` },
    });
    expect(answered.status, answered.text).toBe(200);
    expect((await latestAlarm(id.student3!))?.body).toBe(`${'나'.repeat(39)}👍🏽…`);

    const filler = await api.request('POST', '/inquiries/', { token: token.student3, body: academic({ body: '\u3164'.repeat(8) }) });
    expect(filler.body.fieldErrors).toEqual({ body: ['문의 내용을 입력해 주세요.'] });
  });

  it('keeps the staff paths to staff: a student or a parent gets 404', async () => {
    const asked = await ask('student1');
    for (const who of ['student1', 'parent1']) {
      expectError(await api.request('GET', '/staff/inquiries/', { token: token[who] }), 404, 'ROUTE_NOT_FOUND');
      for (const action of ['answer', 'reassign', 'close'])
        expectError(
          await api.request('POST', `/staff/inquiries/${asked.id}/${action}/`, {
            token: token[who],
            body: { answer: '제가 답해요', teacherId: null },
          }),
          404,
          'ROUTE_NOT_FOUND',
        );
    }
    expectError(await api.request('POST', '/inquiries/', { token: token.teacher1, body: academic() }), 404, 'ROUTE_NOT_FOUND');
    expectError(
      await api.request('POST', '/staff/inquiries/999999/answer/', { token: token.admin, body: { answer: '답변' } }),
      404,
      'NOT_FOUND',
    );
    const teachers = await api.request('GET', '/inquiries/teachers/', { token: token.student1 });
    expect(teachers.body.results).toEqual(
      expect.arrayContaining([
        { id: id.teacher1, name: '정우진' },
        { id: id.teacher2, name: '송미경' },
      ]),
    );
    expect(teachers.body.results.some((t: { id: number }) => t.id === id.admin)).toBe(false);
  });
});

describe('her list of one state', () => {
  it('finds an open inquiry below ten newer answered ones, and still only hers (a parent: her child’s)', async () => {
    await signInAll(api, ['student4'], token, id);
    const old = await ask('student4', academic({ body: '오래전에 남긴 질문인데 아직 답을 못 받았어요.' }));
    const answered: number[] = [];
    for (let i = 0; i < 10; i++) {
      const q = await ask('student4', academic({ body: `답변을 받은 질문 ${i + 1}번입니다.` }));
      const res = await api.request('POST', `/staff/inquiries/${q.id}/answer/`, { token: token.admin, body: { answer: '확인했습니다.' } });
      expect(res.status, res.text).toBe(200);
      answered.push(q.id);
    }
    const list = async (who: string, query: string) => {
      const res = await api.request('GET', `/inquiries/?${query}`, { token: token[who] });
      expect(res.status, res.text).toBe(200);
      return res.body as { results: Inquiry[]; nextPageToken: number };
    };
    // Unfiltered, her first page of ten is all answered: the open one is on the next.
    const all = await list('student4', 'pageSize=10');
    expect(all.results.map((q) => q.id)).not.toContain(old.id);
    expect(all.nextPageToken).toBe(10);
    // The open ones: hers, on one page, with no next.
    const open = await list('student4', 'pageSize=10&status=open');
    expect(open.results.map((q) => q.id)).toEqual([old.id]);
    expect(open.nextPageToken).toBe(-1);
    const done = await list('student4', 'pageSize=10&status=answered');
    expect(done.results.map((q) => q.id)).toEqual([...answered].reverse());
    expect(done.nextPageToken).toBe(-1);

    // Another student's open list holds none of hers; a parent's, only her child's.
    const theirs = await list('student3', 'pageSize=100&status=open');
    expect(theirs.results.some((q) => q.id === old.id)).toBe(false);
    expect(theirs.results.every((q) => q.status === 'open' && q.asker.id === id.student3)).toBe(true);
    const mothers = await list('parent1', `pageSize=100&studentId=${id.student1}&status=open`);
    expect(mothers.results.length).toBeGreaterThan(0);
    expect(mothers.results.every((q) => q.status === 'open' && q.student.id === id.student1)).toBe(true);
    expectError(await api.request('GET', `/inquiries/?studentId=${id.student4}&status=open`, { token: token.parent2 }), 404, 'NOT_FOUND');
    expectError(await api.request('GET', '/inquiries/?status=waiting', { token: token.student4 }), 400);
  });
});

describe('a teacher who leaves', () => {
  it('hands the open inquiries addressed to her to every teacher, who are told', async () => {
    const asked = await ask('student2', academic({ teacherId: id.teacher2, body: '확률 문제 풀이를 여쭤봐요.' }));
    expect((await inbox('teacher1')).map((q) => q.id)).not.toContain(asked.id);
    const off = await api.request('PUT', `/staff/people/${id.teacher2}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      expect((await inbox('teacher1')).map((q) => q.id)).toContain(asked.id);
      expect((await latestAlarm(id.teacher1!))?.title).toMatch(/^담당 선생님이 바뀐 문의가 있습니다/);
    } finally {
      await api.request('PUT', `/staff/people/${id.teacher2}/active/`, { token: token.admin, body: { active: true } });
      await signInAll(api, ['teacher2'], token, id);
    }
  });
});

describe('a person who asks too much at once', () => {
  it('has ten waiting for an answer at most; one answered, she asks again', async () => {
    const tries = [];
    for (let i = 0; i < INQUIRY_MAX_OPEN + 2; i++)
      tries.push(await api.request('POST', '/inquiries/', { token: token.student5, body: academic({ body: `질문 ${i + 1}번입니다.` }) }));
    const made = tries.filter((t) => t.status === 201);
    const mine = (await api.request('GET', '/inquiries/?pageSize=100', { token: token.student5 })).body.results as Inquiry[];
    expect(mine.filter((q) => q.status === 'open')).toHaveLength(INQUIRY_MAX_OPEN);
    expect(made.length).toBeLessThanOrEqual(INQUIRY_MAX_OPEN);
    expectError(tries.at(-1)!, 409, 'INQUIRY_TOO_MANY_OPEN');
    const answered = await api.request('POST', `/staff/inquiries/${mine[0]!.id}/answer/`, {
      token: token.teacher1,
      body: { answer: '확인했습니다.' },
    });
    expect(answered.status, answered.text).toBe(200);
    await ask('student5');
  });
});
