import { and, desc, eq, isNull } from 'drizzle-orm';
import { atSeoulMinutes, seoulToday } from '@portal/contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarms, chatRooms, guardianships, liveEvents } from '../../db/schema';
import { dropAlarmsAboutChildren } from '../alarms/notify';
import { expectError } from '../../test/expect';
import { pdfBytes, pngBytes, upload } from '../../test/files';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';
import { startSecondInstance, type SecondInstance } from '../../test/second-instance';
import { ageLiveEvents, openSse, type SseStream } from '../../test/sse';
import { CHAT_MAX_ROOMS_A_DAY, CHAT_MESSAGES_A_MINUTE, PRESENT_MS } from './service';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const streams: SseStream[] = [];

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, ['student1', 'student2', 'student3', 'student5', 'parent1', 'parent2', 'teacher1', 'teacher2', 'admin'], token, id);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await api?.close();
});

type Room = {
  id: number;
  status: string;
  target: string;
  teacher: { id: number } | null;
  notice: string | null;
  unread: number;
  myLastReadId: number;
  otherLastReadId: number;
  canWrite: boolean;
  lastMessage: { id: number; body: string } | null;
};
type Message = {
  id: number;
  kind: string;
  body: string;
  sender: { id: number };
  attachment: { id: string; name: string; thumbnail: { width: number; height: number } | null } | null;
};

const open = async (who: string, body: Record<string, unknown>) => {
  const res = await api.request('POST', '/chat/rooms/', { token: token[who], body });
  expect(res.status, res.text).toBe(201);
  return res.body as Room;
};
const withTeacher1 = (text = '수학 질문이 있어요.') => ({ category: 'math', target: 'teacher', teacherId: id.teacher1, body: text });
const send = async (who: string, roomId: number, body: Record<string, unknown>) => {
  const res = await api.request('POST', `/chat/rooms/${roomId}/messages/`, { token: token[who], body });
  expect(res.status, res.text).toBe(201);
  return res.body as Message;
};
const room = async (who: string, roomId: number) => {
  const res = await api.request('GET', `/chat/rooms/${roomId}/`, { token: token[who] });
  expect(res.status, res.text).toBe(200);
  return res.body as Room;
};
const badge = async (who: string) =>
  (await api.request('GET', '/accounts/me/', { token: token[who] })).body.bedge as { chat: boolean; chat_count: number };
const chatAlarms = async (userId: number) => {
  await api.settle();
  return api.db
    .select()
    .from(alarms)
    .where(and(eq(alarms.userId, userId), eq(alarms.kind, 'chat')))
    .orderBy(desc(alarms.id));
};
/** Lets her last reading of a room fall further back than "present". */
const away = () => api.clock.advance(PRESENT_MS + 1000);

describe('chat rooms', () => {
  it('are opened by a student with a chosen teacher, who is told, and seen by exactly the right people', async () => {
    const before = (await chatAlarms(id.teacher1!)).length;
    const made = await open('student1', withTeacher1('수열 28번 질문입니다.'));
    expect(made).toMatchObject({
      status: 'open',
      target: 'teacher',
      teacher: { id: id.teacher1 },
      unread: 0,
      canWrite: true,
      lastMessage: { body: '수열 28번 질문입니다.' },
    });
    const told = await chatAlarms(id.teacher1!);
    expect(told.length).toBe(before + 1);
    expect(told[0]).toMatchObject({ title: '새 채팅이 왔습니다 (수학).', link: `/staff/chat/${made.id}` });

    // The teacher and the operator are in it; nobody else can even see it, her own mother included (a
    // student's conversation with her teachers is hers, as a parent's is hers).
    expect(await room('teacher1', made.id)).toMatchObject({ canWrite: true, unread: 1 });
    expect(await room('admin', made.id)).toMatchObject({ canWrite: true });
    expectError(
      await api.request('POST', `/chat/rooms/${made.id}/messages/`, { token: token.parent1, body: { body: '안녕하세요' } }),
      404,
      'NOT_FOUND',
    );
    for (const who of ['parent1', 'student2', 'student3', 'parent2', 'teacher2']) {
      expectError(await api.request('GET', `/chat/rooms/${made.id}/`, { token: token[who] }), 404, 'NOT_FOUND');
      expectError(await api.request('GET', `/chat/rooms/${made.id}/messages/`, { token: token[who] }), 404, 'NOT_FOUND');
      expectError(await api.request('POST', `/chat/rooms/${made.id}/read/`, { token: token[who], body: {} }), 404, 'NOT_FOUND');
    }
    expectError(await api.request('POST', `/staff/chat/rooms/${made.id}/close/`, { token: token.teacher2 }), 404, 'NOT_FOUND');
    expectError(await api.request('GET', '/chat/rooms/999999/', { token: token.student1 }), 404, 'NOT_FOUND');

    // In her list and the teacher's, not in another student's.
    const listed = async (who: string) =>
      ((await api.request('GET', '/chat/rooms/?pageSize=100', { token: token[who] })).body.results as Room[]).map((r) => r.id);
    expect(await listed('student1')).toContain(made.id);
    expect(await listed('teacher1')).toContain(made.id);
    expect(await listed('student3')).not.toContain(made.id);
    expect(await listed('teacher2')).not.toContain(made.id);
  });

  it('lets a parent open a room about her own child only', async () => {
    const made = await open('parent1', {
      ...withTeacher1('하린이 주말 자습 계획 상담 부탁드립니다.'),
      category: 'admission',
      studentId: id.student2,
    });
    expect(made).toMatchObject({ canWrite: true });
    const res = await api.request('POST', '/chat/rooms/', { token: token.parent2, body: { ...withTeacher1(), studentId: id.student1 } });
    expectError(res, 404, 'NOT_FOUND');
    const bad = await api.request('POST', '/chat/rooms/', {
      token: token.student1,
      body: { category: 'math', target: 'teacher', body: '질문' },
    });
    expectError(bad, 400);
    expect(bad.body.fieldErrors.teacherId).toEqual(['대화할 선생님을 선택해 주세요.']);
  });
});

// In the seed, teacher1 teaches math and science, teacher2 korean and english and has 생활 지도 (`life`);
// nobody teaches social or history.
const asked = async (teacher: string, roomId: number) =>
  (await chatAlarms(id[teacher]!)).filter((a) => a.link === `/staff/chat/${roomId}`).map((a) => a.title);

describe('rooms opened to any subject teacher', () => {
  it('ask only the teachers of the room’s subject, though every teacher may take it', async () => {
    const made = await open('student3', { category: 'math', target: 'any', body: '미적분 질문이 있어요.' });
    expect(await asked('teacher1', made.id)).toEqual(['선생님을 기다리는 채팅이 있습니다 (수학).']);
    expect(await asked('teacher2', made.id)).toEqual([]);
    const waiting = (await api.request('GET', '/staff/chat/waiting/?pageSize=100', { token: token.teacher2 })).body.results as Room[];
    expect(waiting.map((r) => r.id)).toContain(made.id);
  });

  it('ask every teacher when no active teacher teaches the subject', async () => {
    const made = await open('student3', { category: 'social', target: 'any', body: '사회문화 질문이 있어요.' });
    expect(await asked('teacher1', made.id)).toEqual(['선생님을 기다리는 채팅이 있습니다 (사탐).']);
    expect(await asked('teacher2', made.id)).toEqual(['선생님을 기다리는 채팅이 있습니다 (사탐).']);
  });

  it('ask every teacher when the room is about no subject', async () => {
    const made = await open('student3', { category: 'facility', target: 'any', body: '자습실 스탠드가 고장 났어요.' });
    expect(await asked('teacher1', made.id)).toEqual(['선생님을 기다리는 채팅이 있습니다 (시설).']);
    expect(await asked('teacher2', made.id)).toEqual(['선생님을 기다리는 채팅이 있습니다 (시설).']);
  });

  it('handed back by a teacher who leaves, ask the teachers of the subject the same way', async () => {
    // A third teacher, of korean too, who leaves: her korean room asks teacher2 (korean), not teacher1.
    const made = await api.request('POST', '/staff/people/', {
      token: token.admin,
      body: { category: 'teacher', name: '윤국어', username: 'teacher.yoon', subjects: ['korean'] },
    });
    expect(made.status, made.text).toBe(201);
    const yoon = made.body.person.id as number;
    const hers = await open('student3', { category: 'korean', target: 'teacher', teacherId: yoon, body: '문학 질문이 있어요.' });
    const off = await api.request('PUT', `/staff/people/${yoon}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    expect(await room('teacher1', hers.id)).toMatchObject({ teacher: null, target: 'any' });
    expect(await asked('teacher2', hers.id)).toEqual(['선생님을 기다리는 채팅이 있습니다 (국어).']);
    expect(await asked('teacher1', hers.id)).toEqual([]);
  });
});

describe('rooms opened to the life teacher', () => {
  /** Sets teacher2's subjects and duties through the admin's console, as an edit of her record. */
  const dutiesOfTeacher2 = async (subjects: string[]) => {
    const her = (await api.request('GET', `/staff/people/${id.teacher2}/`, { token: token.admin })).body;
    const saved = await api.request('PUT', `/staff/people/${id.teacher2}/`, {
      token: token.admin,
      body: { name: her.name, username: her.username, email: her.email ?? '', phone: her.phone ?? '', subjects, updatedAt: her.updatedAt },
    });
    expect(saved.status, saved.text).toBe(200);
    return saved.body.subjects as string[];
  };

  it('ask the teachers with 생활 지도 only, though every teacher may take it', async () => {
    const made = await open('student3', { category: 'facility', target: 'life', body: '방 창문이 잘 안 닫혀요.' });
    expect(await asked('teacher2', made.id)).toEqual(['선생님을 기다리는 채팅이 있습니다 (시설).']);
    expect(await asked('teacher1', made.id)).toEqual([]);
    const waiting = (await api.request('GET', '/staff/chat/waiting/?pageSize=100', { token: token.teacher1 })).body.results as Room[];
    expect(waiting.map((r) => r.id)).toContain(made.id);
  });

  it('ask every teacher when no active teacher has 생활 지도', async () => {
    expect((await dutiesOfTeacher2(['korean'])).sort()).toEqual(['korean']);
    try {
      const made = await open('student3', { category: 'life', target: 'life', body: '외출 신청은 어떻게 하나요?' });
      expect(await asked('teacher1', made.id)).toEqual(['선생님을 기다리는 채팅이 있습니다 (생활).']);
      expect(await asked('teacher2', made.id)).toEqual(['선생님을 기다리는 채팅이 있습니다 (생활).']);
    } finally {
      expect((await dutiesOfTeacher2(['korean', 'english', 'life'])).sort()).toEqual(['english', 'korean', 'life']);
    }
  });
});

describe('a parent unlinked from the student', () => {
  it('loses her rooms and her inquiries about that student at once, and hears nothing more of them', async () => {
    const made = await open('parent1', { ...withTeacher1('서아 수학 진도 상담 부탁드립니다.'), studentId: id.student2 });
    const asked = await api.request('POST', '/inquiries/', {
      token: token.parent1,
      body: {
        studentId: id.student2,
        kind: 'academic',
        subject: 'math',
        answerMethod: 'app',
        teacherId: id.teacher1,
        body: '수학 진도가 궁금합니다.',
      },
    });
    expect(asked.status, asked.text).toBe(201);
    const link = and(eq(guardianships.parentId, id.parent1!), eq(guardianships.studentId, id.student2!));
    const [kept] = await api.db.select().from(guardianships).where(link);
    await api.db.delete(guardianships).where(link);
    try {
      expectError(await api.request('GET', `/chat/rooms/${made.id}/`, { token: token.parent1 }), 404, 'NOT_FOUND');
      expectError(
        await api.request('POST', `/chat/rooms/${made.id}/messages/`, { token: token.parent1, body: { body: '아직 보이나요?' } }),
        404,
        'NOT_FOUND',
      );
      const list = await api.request('GET', '/chat/rooms/', { token: token.parent1 });
      expect(list.body.results.map((r: Room) => r.id)).not.toContain(made.id);
      expectError(await api.request('GET', `/inquiries/${asked.body.id}/`, { token: token.parent1 }), 404, 'NOT_FOUND');
      // The teacher's reply reaches her no more: no alarm.
      const before = (await chatAlarms(id.parent1!)).length;
      away();
      await send('teacher1', made.id, { body: '진도표 보내 드릴게요.' });
      expect(await chatAlarms(id.parent1!)).toHaveLength(before);
    } finally {
      await api.db.insert(guardianships).values(kept!);
    }
    // Linked again: hers again.
    expect((await room('parent1', made.id)).id).toBe(made.id);
  });

  it('takes from her what she was told in a room about that student (the teacher’s words); a student’s own stay', async () => {
    const hers = await open('parent1', { ...withTeacher1('서아 영어 상담 부탁드려요.'), studentId: id.student2 });
    const own = await open('student2', withTeacher1('영어 지문 질문이에요.'));
    const other = await open('parent1', { ...withTeacher1('하린 국어 숙제 문의드려요.'), studentId: id.student1 });
    away();
    await send('teacher1', hers.id, { body: '내일 어머님께 연락드릴게요.' });
    await send('teacher1', own.id, { body: '지문 번호를 알려 줄래요?' });
    const [told] = await chatAlarms(id.parent1!);
    expect(told).toMatchObject({ link: `/chat/${hers.id}?student=${id.student2}`, body: '내일 어머님께 연락드릴게요.' });
    expect((await chatAlarms(id.student2!))[0]?.link).toBe(`/chat/${own.id}`);
    // What her tabs were told of that room, kept for a tab that reconnects: the message itself, and the alarm.
    const aboutRoom = async () =>
      (await api.db.select().from(liveEvents).where(eq(liveEvents.userId, id.parent1!))).filter((e) => {
        const data = e.data as { roomId?: number; link?: string };
        return data.roomId === hers.id || data.link === told!.link;
      });
    expect((await aboutRoom()).map((e) => e.type).sort()).toEqual(expect.arrayContaining(['alarm', 'chat']));
    const aboutOther = async () =>
      (await api.db.select().from(liveEvents).where(eq(liveEvents.userId, id.parent1!))).filter(
        (e) => (e.data as { roomId?: number }).roomId === other.id,
      ).length;
    expect(await aboutOther()).toBeGreaterThan(0);
    const kept = await aboutOther();
    await dropAlarmsAboutChildren(api.db, id.parent1!, [id.student2!]);
    expect((await chatAlarms(id.parent1!)).map((a) => a.id)).not.toContain(told!.id);
    expect(await aboutRoom()).toEqual([]);
    // Those about her other child stay (a reconnecting tab still gets what it missed of them).
    expect(await aboutOther()).toBe(kept);
  });
});

describe('a teacher who leaves', () => {
  it('hands her open rooms to every teacher: they wait for one again, and each teacher is asked', async () => {
    const made = await open('student3', { category: 'math', target: 'teacher', teacherId: id.teacher2, body: '적분 질문이 있어요.' });
    const before = (await chatAlarms(id.teacher1!)).length;
    const off = await api.request('PUT', `/staff/people/${id.teacher2}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      const waiting = await api.request('GET', `/chat/rooms/${made.id}/`, { token: token.teacher1 });
      expect(waiting.status, waiting.text).toBe(200);
      expect(waiting.body).toMatchObject({ teacher: null, target: 'any' });
      const asked = await chatAlarms(id.teacher1!);
      expect(asked.length).toBe(before + 1);
      expect(asked[0]!.title).toBe('선생님을 기다리는 채팅이 있습니다 (수학).');
      // Her student writes on, and is answered by whoever takes it.
      await send('student3', made.id, { body: '아직 기다리고 있어요.' });
      const taken = await api.request('POST', `/staff/chat/rooms/${made.id}/take/`, { token: token.teacher1 });
      expect(taken.status, taken.text).toBe(200);
    } finally {
      await api.request('PUT', `/staff/people/${id.teacher2}/active/`, { token: token.admin, body: { active: true } });
      await signInAll(api, ['teacher2'], token, id);
    }
  });
});

describe('an admin who leaves', () => {
  it('hands the rooms she took back to the teachers, as a teacher who leaves does', async () => {
    // A second admin (an admin cannot switch herself off), signed in with a password of her own.
    const made = await api.request('POST', '/staff/people/', {
      token: token.admin,
      body: { category: 'admin', name: '한실장', username: 'office.han' },
    });
    expect(made.status, made.text).toBe(201);
    const address = { 'x-forwarded-for': '10.202.1.1' };
    const first = await api.request('POST', '/accounts/login/', {
      body: { username: 'office.han', password: made.body.oneTimePassword },
      headers: address,
    });
    const fresh = '한실장의 새 비밀번호 2026';
    await api.request('POST', '/accounts/password/', {
      token: first.body.access,
      body: { currentPassword: made.body.oneTimePassword, newPassword: fresh, newPasswordConfirm: fresh },
    });
    const han = (await api.request('POST', '/accounts/login/', { body: { username: 'office.han', password: fresh }, headers: address }))
      .body.access as string;
    const room = await open('student3', { category: 'life', target: 'any', body: '기숙사 생활 문의예요.' });
    const taken = await api.request('POST', `/staff/chat/rooms/${room.id}/take/`, { token: han });
    expect(taken.status, taken.text).toBe(200);
    const off = await api.request('PUT', `/staff/people/${made.body.person.id}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    const waiting = await api.request('GET', `/chat/rooms/${room.id}/`, { token: token.teacher1 });
    expect(waiting.status, waiting.text).toBe(200);
    expect(waiting.body).toMatchObject({ teacher: null, target: 'any' });
    expect((await api.request('POST', `/staff/chat/rooms/${room.id}/take/`, { token: token.teacher1 })).status).toBe(200);
  });
});

describe('a student who leaves', () => {
  it('has her rooms closed, and those her parent opened about her: none waits in a teacher’s list; no new one is opened', async () => {
    const made = await open('student2', { category: 'english', target: 'any', body: '독해 지문 질문이에요.' });
    const byMother = await open('parent1', { category: 'life', target: 'any', studentId: id.student2, body: '아이 생활 관련 문의드려요.' });
    const waiting = async () =>
      ((await api.request('GET', '/staff/chat/waiting/?pageSize=100', { token: token.teacher1 })).body.results as Room[]).map((r) => r.id);
    expect(await waiting()).toContain(made.id);
    const unreadAsks = async () => {
      await api.settle();
      return api.db
        .select()
        .from(alarms)
        .where(and(eq(alarms.subject, `chat:${made.id}:take`), isNull(alarms.readAt)));
    };
    expect((await unreadAsks()).length).toBeGreaterThan(0);
    const off = await api.request('PUT', `/staff/people/${id.student2}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      expect(await waiting()).not.toContain(made.id);
      expect(await waiting()).not.toContain(byMother.id);
      expect((await api.request('GET', `/chat/rooms/${made.id}/`, { token: token.admin })).body.status).toBe('closed');
      expect((await api.request('GET', `/chat/rooms/${byMother.id}/`, { token: token.admin })).body.status).toBe('closed');
      // Her mother reads what was said, but opens no new room about a student who has left.
      expect((await api.request('GET', `/chat/rooms/${byMother.id}/`, { token: token.parent1 })).status).toBe(200);
      expectError(
        await api.request('POST', '/chat/rooms/', {
          token: token.parent1,
          body: { category: 'life', target: 'any', studentId: id.student2, body: '짐 찾으러 가도 될까요?' },
        }),
        409,
        'STUDENT_LEFT',
      );
      // The teachers asked to take it are answered: no unread "waiting" alarm left, leading to a closed room.
      expect(await unreadAsks()).toEqual([]);
    } finally {
      await api.request('PUT', `/staff/people/${id.student2}/active/`, { token: token.admin, body: { active: true } });
      await signInAll(api, ['student2'], token, id);
    }
  });
});

describe('a parent who leaves', () => {
  it('has the rooms she opened closed: none waits for a teacher', async () => {
    const made = await open('parent2', { category: 'life', target: 'any', studentId: id.student3, body: '면회 시간이 궁금합니다.' });
    const off = await api.request('PUT', `/staff/people/${id.parent2}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      const waiting = (await api.request('GET', '/staff/chat/waiting/?pageSize=100', { token: token.teacher1 })).body.results as Room[];
      expect(waiting.map((r) => r.id)).not.toContain(made.id);
      expect((await api.request('GET', `/chat/rooms/${made.id}/`, { token: token.admin })).body.status).toBe('closed');
    } finally {
      await api.request('PUT', `/staff/people/${id.parent2}/active/`, { token: token.admin, body: { active: true } });
      await signInAll(api, ['parent2'], token, id);
    }
  });
});

describe('unread counts and read receipts', () => {
  it('count her unread per room and in the profile, and show the sender when she has read', async () => {
    const made = await open('student1', withTeacher1());
    const start = await badge('student1');
    const first = await send('teacher1', made.id, { body: '어느 문제인지 번호를 알려 줄래요?' });
    const second = await send('teacher1', made.id, { body: '사진으로 보내도 돼요.' });
    expect((await room('student1', made.id)).unread).toBe(2);
    expect(await badge('student1')).toMatchObject({ chat: true, chat_count: start.chat_count + 2 });
    // Her own messages never count as unread to her; the teacher has read what he sent.
    expect((await room('teacher1', made.id)).unread).toBe(0);
    expect((await room('teacher1', made.id)).otherLastReadId).toBeLessThan(first.id);

    // She reads up to the first: one left; then all.
    const partly = await api.request('POST', `/chat/rooms/${made.id}/read/`, { token: token.student1, body: { messageId: first.id } });
    expect(partly.body).toMatchObject({ unread: 1, myLastReadId: first.id });
    const all = await api.request('POST', `/chat/rooms/${made.id}/read/`, { token: token.student1, body: {} });
    expect(all.body).toMatchObject({ unread: 0, myLastReadId: second.id });
    expect((await badge('student1')).chat_count).toBe(start.chat_count);
    // "읽음" on the teacher's side.
    expect((await room('teacher1', made.id)).otherLastReadId).toBe(second.id);
    // A read mark never moves back.
    const back = await api.request('POST', `/chat/rooms/${made.id}/read/`, { token: token.student1, body: { messageId: first.id } });
    expect(back.body.myLastReadId).toBe(second.id);
  });

  it('notify her of a message only while she is away and has nothing unread from the room', async () => {
    const made = await open('student1', withTeacher1('확률 문제 질문드려요.'));
    const count = async () => (await chatAlarms(id.student1!)).filter((a) => a.link === `/chat/${made.id}`).length;
    // She has just written: present, so the answer is no notification.
    await send('teacher1', made.id, { body: '지금 볼게요.' });
    expect(await count()).toBe(0);
    await api.request('POST', `/chat/rooms/${made.id}/read/`, { token: token.student1, body: {} });
    away();
    await send('teacher1', made.id, { body: '풀이를 정리해서 보낼게요.' });
    expect(await count()).toBe(1);
    expect((await chatAlarms(id.student1!))[0]).toMatchObject({
      title: '정우진 선생님이 메시지를 보냈습니다.',
      body: '풀이를 정리해서 보낼게요.',
    });
    // Already one unread from the room: no second notification for the next.
    away();
    await send('teacher1', made.id, { body: '첫 줄부터 확인해 봐요.' });
    expect(await count()).toBe(1);
    // She reads, stays, and the next message finds her present. Her alarm of it is read with the room:
    // the bell no longer counts what the room showed her (an audit: only a push's tap read it).
    const unreadAlarm = async () =>
      (await chatAlarms(id.student1!)).filter((a) => a.link === `/chat/${made.id}` && a.readAt == null).length;
    expect(await unreadAlarm()).toBe(1);
    await api.request('POST', `/chat/rooms/${made.id}/read/`, { token: token.student1, body: {} });
    expect(await unreadAlarm()).toBe(0);
    await send('teacher1', made.id, { body: '이해됐어요?' });
    expect(await count()).toBe(1);
  });

  it('tell her of the first message after she went away, though one came while she was there', async () => {
    // Signed in afresh: the tests before moved the clock on past their tokens.
    await signInAll(api, ['student1', 'teacher1'], token, id);
    const made = await open('student1', withTeacher1('빠른 답장 질문'));
    const count = async () => (await chatAlarms(id.student1!)).filter((a) => a.link === `/chat/${made.id}`).length;
    // Answered at once, while she is still in the room: nothing to tell.
    await send('teacher1', made.id, { body: '바로 답할게요.' });
    expect(await count()).toBe(0);
    // She has gone (no read since); the next message is the first she misses: told, once.
    away();
    await send('teacher1', made.id, { body: '풀이 올렸어요.' });
    expect(await count()).toBe(1);
    away();
    await send('teacher1', made.id, { body: '확인해 주세요.' });
    expect(await count()).toBe(1);
    // For the tests after, whose tokens the clock has moved past.
    await signInAll(
      api,
      ['student1', 'student2', 'student3', 'student5', 'parent1', 'parent2', 'teacher1', 'teacher2', 'admin'],
      token,
      id,
    );
  });
});

describe('rooms that wait for a teacher', () => {
  it('are in every teacher’s waiting list until one takes it; the first to take it has it', async () => {
    const made = await open('student1', { category: 'life', target: 'life', body: '자습실 에어컨이 너무 추워요.' });
    expect(made.teacher).toBeNull();
    const waiting = async (who: string) =>
      ((await api.request('GET', '/staff/chat/waiting/?pageSize=100', { token: token[who] })).body.results as Room[]).map((r) => r.id);
    expect(await waiting('teacher1')).toContain(made.id);
    expect(await waiting('teacher2')).toContain(made.id);
    expect(await room('teacher2', made.id)).toMatchObject({ canWrite: false });
    expectError(
      await api.request('POST', `/chat/rooms/${made.id}/messages/`, { token: token.teacher2, body: { body: '네' } }),
      409,
      'CHAT_NOT_TAKEN',
    );
    expectError(await api.request('POST', `/staff/chat/rooms/${made.id}/close/`, { token: token.teacher2 }), 409, 'CHAT_NOT_TAKEN');

    const [a, b] = await Promise.all([
      api.request('POST', `/staff/chat/rooms/${made.id}/take/`, { token: token.teacher1 }),
      api.request('POST', `/staff/chat/rooms/${made.id}/take/`, { token: token.teacher2 }),
    ]);
    const won = [a, b].filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    // The other is told it was taken, not that it does not exist.
    expectError(
      [a, b].find((r) => r.status !== 200)!,
      409,
      'CHAT_TAKEN',
    );
    const winner = won[0] === a ? 'teacher1' : 'teacher2';
    const loser = winner === 'teacher1' ? 'teacher2' : 'teacher1';
    expect(won[0]!.body).toMatchObject({ teacher: { id: id[winner] }, canWrite: true });
    expect(await waiting(winner)).not.toContain(made.id);
    // Taken: it is the winner's room now, and no longer the other's to see; she is told why (she saw it
    // in her waiting list, or opens it from the life teacher's alarm), not that it does not exist.
    expectError(await api.request('GET', `/chat/rooms/${made.id}/`, { token: token[loser] }), 403, 'CHAT_TAKEN_BY_OTHER');
    expectError(await api.request('GET', `/chat/rooms/${made.id}/messages/`, { token: token[loser] }), 403, 'CHAT_TAKEN_BY_OTHER');
    expectError(await api.request('POST', `/staff/chat/rooms/${made.id}/take/`, { token: token.admin }), 409, 'CHAT_TAKEN');
    expectError(await api.request('POST', `/staff/chat/rooms/${made.id}/take/`, { token: token[loser] }), 409, 'CHAT_TAKEN');
    // A room opened to one teacher is not another teacher's to find, by looking or by taking.
    const direct = await open('student1', withTeacher1('선생님께만 여쭤봐요'));
    expectError(await api.request('GET', `/chat/rooms/${direct.id}/`, { token: token.teacher2 }), 404, 'NOT_FOUND');
    expectError(await api.request('POST', `/staff/chat/rooms/${direct.id}/take/`, { token: token.teacher2 }), 404, 'NOT_FOUND');
    // Her second tap (or a retry) is no error: the room is hers, as she asked.
    const again = await api.request('POST', `/staff/chat/rooms/${made.id}/take/`, { token: token[winner] });
    expect(again.status, again.text).toBe(200);
    // The alarm that asked the life teacher (teacher2, 생활 지도) is answered, whoever took it; teacher1 was not asked.
    await api.settle();
    const askedOf = (who: string) =>
      api.db
        .select()
        .from(alarms)
        .where(and(eq(alarms.userId, id[who]!), eq(alarms.link, `/staff/chat/${made.id}`)));
    const lifeAsked = await askedOf('teacher2');
    expect(lifeAsked.length).toBe(1);
    expect(lifeAsked[0]!.readAt).not.toBeNull();
    expect(await askedOf('teacher1')).toEqual([]);
    // She hears who took her question, once (the second tap tells her nothing new).
    const hers = async () =>
      (
        await api.db
          .select()
          .from(alarms)
          .where(and(eq(alarms.userId, id.student1!), eq(alarms.link, `/chat/${made.id}`)))
      ).map((a) => a.title);
    const winnerName = winner === 'teacher1' ? '정우진' : '송미경';
    expect(await hers()).toEqual([`${winnerName} 선생님이 채팅을 맡았습니다 (생활).`]);

    await send(winner, made.id, { body: '온도를 26도로 올려 둘게요.' });
    const noticed = await api.request('PUT', `/staff/chat/rooms/${made.id}/notice/`, {
      token: token[winner],
      body: { notice: '냉난방 문의는 생활 선생님께.' },
    });
    expect(noticed.body).toMatchObject({ notice: '냉난방 문의는 생활 선생님께.' });
    expect((await room('student1', made.id)).notice).toBe('냉난방 문의는 생활 선생님께.');
    expectError(
      await api.request('PUT', `/staff/chat/rooms/${made.id}/notice/`, { token: token.student1, body: { notice: 'x' } }),
      404,
      'ROUTE_NOT_FOUND',
    );

    const closed = await api.request('POST', `/staff/chat/rooms/${made.id}/close/`, { token: token[winner] });
    expect(closed.body).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    await api.settle();
    expect(await hers()).toContain('생활 채팅이 종료되었습니다.');
    expectError(await api.request('POST', `/staff/chat/rooms/${made.id}/close/`, { token: token[winner] }), 409, 'CHAT_CLOSED');
    expectError(
      await api.request('POST', `/chat/rooms/${made.id}/messages/`, { token: token.student1, body: { body: '감사합니다' } }),
      409,
      'CHAT_CLOSED',
    );
    const closedList = (await api.request('GET', '/chat/rooms/?status=closed&pageSize=100', { token: token.student1 })).body
      .results as Room[];
    expect(closedList.map((r) => r.id)).toContain(made.id);
    expect(closedList.every((r) => r.status === 'closed')).toBe(true);
  });
});

describe('messages', () => {
  it('page backwards from the newest, each once and in order', async () => {
    const made = await open('student1', withTeacher1('1번'));
    for (let n = 2; n <= 8; n++) await send(n % 2 ? 'student1' : 'teacher1', made.id, { body: `${n}번` });
    const seen: string[] = [];
    let token_ = 0;
    let pages = 0;
    do {
      const res = await api.request('GET', `/chat/rooms/${made.id}/messages/?pageSize=3&pageToken=${token_}`, { token: token.student1 });
      expect(res.status, res.text).toBe(200);
      const ids = (res.body.results as Message[]).map((m) => m.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      seen.push(...(res.body.results as Message[]).map((m) => m.body));
      token_ = res.body.nextPageToken;
      pages += 1;
    } while (token_ !== -1 && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(['8번', '7번', '6번', '5번', '4번', '3번', '2번', '1번']);
  });

  it('are sent once for one key: a double tap or a retry after a lost answer (even at the same moment) is the same message', async () => {
    const made = await open('student1', withTeacher1('키 확인'));
    const body = { body: '한 번만 보여야 해요', clientKey: 'web-dup-test-0001' };
    const [a, b] = await Promise.all([send('student1', made.id, body), send('student1', made.id, body)]);
    const again = await send('student1', made.id, body);
    expect(b.id).toBe(a.id);
    expect(again.id).toBe(a.id);
    expect(again.body).toBe('한 번만 보여야 해요');
    const list = await api.request('GET', `/chat/rooms/${made.id}/messages/`, { token: token.teacher1 });
    expect((list.body.results as Message[]).filter((m) => m.body === '한 번만 보여야 해요')).toHaveLength(1);
    // The teacher is told of it once, and another key is another message.
    expect((await room('teacher1', made.id)).unread).toBe(2);
    const other = await send('student1', made.id, { body: '한 번만 보여야 해요', clientKey: 'web-dup-test-0002' });
    expect(other.id).not.toBe(a.id);
    // Another person's key is hers alone.
    const his = await send('teacher1', made.id, { body: '네', clientKey: 'web-dup-test-0001' });
    expect(his.id).not.toBe(a.id);
  });

  it('carry a photo as a picture and a document as a file, opened only by those who see the room', async () => {
    const made = await open('student1', withTeacher1('풀이 사진 보낼게요.'));
    const photo = await upload(api, token.student1, { name: '풀이.png', bytes: pngBytes(2000) }, 'chat-file');
    expect(photo.status, photo.text).toBe(201);
    const picture = await send('student1', made.id, { attachmentId: photo.body.id });
    expect(picture).toMatchObject({ kind: 'image', body: '', attachment: { id: photo.body.id, name: '풀이.png' } });
    const doc = await upload(api, token.teacher1, { name: '해설.pdf', bytes: pdfBytes() }, 'chat-file');
    const file = await send('teacher1', made.id, { body: '해설지예요.', attachmentId: doc.body.id });
    expect(file).toMatchObject({ kind: 'file', body: '해설지예요.', attachment: { name: '해설.pdf' } });

    expect((await api.request('GET', `/files/${photo.body.id}/`, { token: token.teacher1, stream: true })).status).toBe(200);
    expect((await api.request('GET', `/files/${doc.body.id}/`, { token: token.student1, stream: true })).status).toBe(200);
    expectError(await api.request('GET', `/files/${photo.body.id}/`, { token: token.student3 }), 404, 'NOT_FOUND');
    expectError(await api.request('GET', `/files/${doc.body.id}/`, { token: token.parent1 }), 404, 'NOT_FOUND');
    // Its thumbnail: for the same people (the two in the room), not for another student or her parent.
    expect(picture.attachment).toMatchObject({ thumbnail: { width: 1, height: 1 } });
    expect((await api.request('GET', `/files/${photo.body.id}/thumb/`, { token: token.teacher1, raw: true })).status).toBe(200);
    expectError(await api.request('GET', `/files/${photo.body.id}/thumb/`, { token: token.parent1 }), 404, 'NOT_FOUND');
    expectError(await api.request('GET', `/files/${photo.body.id}/thumb/`, { token: token.student3 }), 404, 'NOT_FOUND');
    // A picture that cannot be read (a JPEG's first bytes and nothing more) has no thumbnail: it is sent as a file.
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
    const broken = await upload(
      api,
      token.student1,
      { name: '깨진.jpg', bytes: Buffer.concat([jpegHead, Buffer.alloc(3000, 7)]) },
      'chat-file',
    );
    expect(broken.body).toMatchObject({ contentType: 'image/jpeg', thumbnail: null });
    expect(await send('student1', made.id, { attachmentId: broken.body.id })).toMatchObject({
      kind: 'file',
      attachment: { name: '깨진.jpg', thumbnail: null },
    });
    // A file is sent once: attaching it again (or someone else's) sends nothing.
    expectError(
      await api.request('POST', `/chat/rooms/${made.id}/messages/`, { token: token.student1, body: { attachmentId: photo.body.id } }),
      404,
    );
    expectError(
      await api.request('POST', `/chat/rooms/${made.id}/messages/`, { token: token.teacher1, body: { attachmentId: photo.body.id } }),
      404,
    );
    const empty = await api.request('POST', `/chat/rooms/${made.id}/messages/`, { token: token.student1, body: { body: '   ' } });
    expectError(empty, 400);
    expect(empty.body.fieldErrors.body).toEqual(['메시지를 입력해 주세요.']);
  });
});

describe('live delivery', () => {
  const chatEvents = (s: SseStream) =>
    s.events.filter((e) => e.event === 'chat').map((e) => e.data as { kind: string; roomId: number; unread: number; message?: Message });

  it('brings a message to the other side’s open tab with her unread count, and the read receipt back', async () => {
    const made = await open('student1', withTeacher1('실시간 테스트'));
    await ageLiveEvents(api.db);
    const teacher = await openSse(`${api.url}/live/events/`, { token: token.teacher1 });
    const student = await openSse(`${api.url}/live/events/`, { token: token.student1 });
    streams.push(teacher, student);
    await expect.poll(() => teacher.lastId()).not.toBeNull();
    await expect.poll(() => student.lastId()).not.toBeNull();

    const sent = await send('student1', made.id, { body: '지금 보세요?' });
    await expect.poll(() => chatEvents(teacher).filter((e) => e.kind === 'message').length, { timeout: 5000 }).toBe(1);
    const heard = chatEvents(teacher).find((e) => e.kind === 'message')!;
    expect(heard).toMatchObject({ roomId: made.id, message: { id: sent.id, body: '지금 보세요?' } });
    expect(heard.unread).toBe((await badge('teacher1')).chat_count);

    await api.request('POST', `/chat/rooms/${made.id}/read/`, { token: token.teacher1, body: {} });
    await expect.poll(() => chatEvents(student).some((e) => e.kind === 'read' && e.roomId === made.id), { timeout: 5000 }).toBe(true);
  });

  it('gives a tab that reconnects with Last-Event-ID the messages it missed, each once and in order', async () => {
    const made = await open('student1', withTeacher1('다시 연결 테스트'));
    const first = await openSse(`${api.url}/live/events/`, { token: token.student1 });
    streams.push(first);
    const before = await send('teacher1', made.id, { body: '끊기기 전에 보낸 말' });
    await expect.poll(() => chatEvents(first).some((e) => e.message?.id === before.id), { timeout: 5000 }).toBe(true);
    const resumeAt = first.lastId();
    first.close();

    // Her phone lost the network while her teacher wrote three times.
    const missed = [];
    for (const body of ['끊긴 동안 하나', '끊긴 동안 둘', '끊긴 동안 셋']) missed.push((await send('teacher1', made.id, { body })).id);
    const again = await openSse(`${api.url}/live/events/`, { token: token.student1, lastEventId: resumeAt });
    streams.push(again);
    const heard = () => chatEvents(again).flatMap((e) => (e.kind === 'message' && e.roomId === made.id ? [e.message!.id] : []));
    await expect.poll(heard, { timeout: 5000 }).toEqual(missed);
    // Nothing comes twice, and the one she had is not sent again.
    await new Promise((r) => setTimeout(r, 300));
    expect(heard()).toEqual(missed);
  });
});

describe('two API instances on one database', () => {
  let other: SecondInstance;
  beforeAll(async () => {
    other = await startSecondInstance(api);
  });
  afterAll(() => other?.close());

  it('deliver a message posted through one to a tab listening on the other (LISTEN/NOTIFY)', async () => {
    const made = await open('student1', withTeacher1('다른 서버 테스트'));
    const there = await openSse(`${other.url}/live/events/`, { token: token.student1 });
    streams.push(there);
    await expect.poll(() => there.lastId()).not.toBeNull();
    const sent = await send('teacher1', made.id, { body: '다른 서버에서도 보여요?' }); // through the first instance
    await expect
      .poll(() => there.events.filter((e) => e.event === 'chat').map((e) => (e.data as { message?: { id: number } }).message?.id), {
        timeout: 5000,
      })
      .toContain(sent.id);
    expect(other.app.live.size()).toBe(1);
  });

  it('keep the profile’s unread count right on the other instance, which remembers it between pages', async () => {
    const made = await open('student1', withTeacher1('다른 서버의 배지'));
    const badgeThere = async () =>
      (
        (await fetch(`${other.url}/accounts/me/`, { headers: { authorization: `Bearer ${token.student1}` } }).then((r) => r.json())) as {
          bedge: { chat_count: number };
        }
      ).bedge.chat_count;
    const before = await badgeThere();
    expect(await badgeThere()).toBe(before); // remembered there now
    await send('teacher1', made.id, { body: '이쪽 서버에서 보냈어요.' }); // through the first instance
    await expect.poll(badgeThere, { timeout: 5000 }).toBe(before + 1);
    await api.request('POST', `/chat/rooms/${made.id}/read/`, { token: token.student1, body: {} });
    await expect.poll(badgeThere, { timeout: 5000 }).toBe(before);
  });
});

describe('a person who opens too many rooms', () => {
  it('opens twenty a day at most, and more the next day', async () => {
    const body = { category: 'life', target: 'any', body: '질문이 있어요.' };
    let made = 0;
    let refused = null;
    for (let i = 0; i < CHAT_MAX_ROOMS_A_DAY + 2 && !refused; i++) {
      const res = await api.request('POST', '/chat/rooms/', { token: token.student5, body });
      if (res.status === 201) made += 1;
      else refused = res;
    }
    expect(made).toBeLessThanOrEqual(CHAT_MAX_ROOMS_A_DAY);
    expect(made).toBeGreaterThan(CHAT_MAX_ROOMS_A_DAY - 5);
    expectError(refused!, 429, 'CHAT_TOO_MANY_TODAY');
    // 오늘은: the day is Seoul's. The same rooms opened a minute before today's midnight no longer count.
    await api.db
      .update(chatRooms)
      .set({ createdAt: new Date(atSeoulMinutes(seoulToday(api.clock.now()), 0).getTime() - 60_000) })
      .where(eq(chatRooms.openerId, id.student5!));
    await open('student5', body);
    api.clock.advance(24 * 3_600_000 + 60_000);
    await signInAll(api, ['student5'], token, id);
    await open('student5', body);
  });
});

describe('a person who opens many rooms at once', () => {
  it('still opens no more than twenty that day', async () => {
    // Signed in afresh: the test before moved the clock a day on, past her token's life.
    await signInAll(api, ['student3'], token, id);
    const today = atSeoulMinutes(seoulToday(api.clock.now()), 0);
    const openedToday = async () =>
      (await api.db.select({ createdAt: chatRooms.createdAt }).from(chatRooms).where(eq(chatRooms.openerId, id.student3!))).filter(
        (r) => r.createdAt > today,
      ).length;
    const before = await openedToday();
    const body = { category: 'life', target: 'any', body: '한꺼번에 보낸 질문이에요.' };
    const answers = await Promise.all(
      Array.from({ length: CHAT_MAX_ROOMS_A_DAY + 5 }, () => api.request('POST', '/chat/rooms/', { token: token.student3, body })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(CHAT_MAX_ROOMS_A_DAY - before);
    for (const refused of answers.filter((a) => a.status !== 201)) expectError(refused, 429, 'CHAT_TOO_MANY_TODAY');
    expect(await openedToday()).toBe(CHAT_MAX_ROOMS_A_DAY);
  });
});

describe('a person who floods a room', () => {
  it('sends sixty messages a minute in one room at most, and more the next minute', async () => {
    // Signed in afresh: the test before moved the clock a day on.
    await signInAll(api, ['student2', 'teacher1'], token, id);
    const made = await open('student2', withTeacher1('도배 시험'));
    api.clock.pause();
    try {
      // Her first is the one that opened the room.
      for (let i = 1; i < CHAT_MESSAGES_A_MINUTE; i++) await send('student2', made.id, { body: `${i + 1}` });
      expectError(
        await api.request('POST', `/chat/rooms/${made.id}/messages/`, { token: token.student2, body: { body: '하나 더' } }),
        429,
        'CHAT_TOO_FAST',
      );
      // Her teacher is not held back by her.
      await send('teacher1', made.id, { body: '천천히 보내 주세요.' });
      api.clock.advance(60_000);
      await send('student2', made.id, { body: '이제 보낼게요.' });
    } finally {
      api.clock.resume();
    }
  });

  it('is counted once across app servers: half through each, the next is refused on either', async () => {
    const other = await startSecondInstance(api);
    try {
      const made = await open('student2', withTeacher1('두 서버 도배 시험'));
      api.clock.pause();
      const through = (url: string, body: string) =>
        fetch(`${url}/chat/rooms/${made.id}/messages/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token.student2}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body }),
        });
      for (let i = 1; i < CHAT_MESSAGES_A_MINUTE; i++) {
        const res = await through(i % 2 ? other.url : api.url, `${i + 1}`);
        expect(res.status, await res.text()).toBe(201);
      }
      for (const url of [api.url, other.url]) {
        const res = await through(url, '하나 더');
        expect(res.status).toBe(429);
        expect(((await res.json()) as { code: string }).code).toBe('CHAT_TOO_FAST');
      }
      // Refused, nothing was written.
      const page = await api.request('GET', `/chat/rooms/${made.id}/messages/?pageSize=100`, { token: token.student2 });
      expect(page.body.results.filter((m: { body: string }) => m.body === '하나 더')).toEqual([]);
      // At the edge, two at the same instant, one through each server: one more fits, not two.
      api.clock.advance(60_000);
      for (let i = 0; i < CHAT_MESSAGES_A_MINUTE - 1; i++) expect((await through(api.url, `다시 ${i}`)).status).toBe(201);
      const burst = await Promise.all([api.url, other.url].map((url, i) => through(url, `동시 ${i}`)));
      expect(burst.map((r) => r.status).sort()).toEqual([201, 429]);
    } finally {
      api.clock.resume();
      await other.close();
    }
  });
});
