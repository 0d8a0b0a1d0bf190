import { alarmKinds, filePurposeRules } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarms } from '../../db/schema';
import { expectError, HANGUL } from '../../test/expect';
import { zipOf } from '../../db/seed/library';
import { pdfBytes, pngBytes, upload } from '../../test/files';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';
import type { Db } from '../../db/client';
import { notifier } from '../alarms/notify';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const PEOPLE = [
  'student1',
  'student2',
  'student3',
  'student4',
  'student5',
  'student6',
  'parent1',
  'parent2',
  'teacher1',
  'teacher2',
  'admin',
];

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, PEOPLE, token, id);
});
afterAll(async () => {
  api?.app.server.closeAllConnections();
  await api?.close();
});

let seq = 0;
const body = (over: Record<string, unknown> = {}) => ({
  category: 'general',
  title: `테스트 공지 ${++seq}`,
  bodyHtml: '<p>안녕하세요. <strong>중요한</strong> 안내입니다.</p>',
  audience: 'all',
  ...over,
});
const create = async (over: Record<string, unknown> = {}, who = 'teacher1') => {
  const res = await api.request('POST', '/staff/notices/', { token: token[who], body: body(over) });
  expect(res.status, res.text).toBe(201);
  return res.body;
};
const open = (noticeId: number, who: string) => api.request('GET', `/notices/${noticeId}/`, { token: token[who] });
const listOf = async (who: string, query = '') => {
  const res = await api.request('GET', `/notices/?pageSize=100${query}`, { token: token[who] });
  expect(res.status, res.text).toBe(200);
  return res.body.results as { id: number; title: string; pinned: boolean; isNew: boolean; viewCount: number; attachmentCount: number }[];
};
const alarmsOf = async (noticeId: number) => {
  await api.settle();
  const rows = await api.db
    .select({ userId: alarms.userId })
    .from(alarms)
    .where(and(eq(alarms.kind, 'notice'), eq(alarms.link, `/services/notice/${noticeId}`)));
  return new Set(rows.map((r) => r.userId));
};

describe('reading notices', () => {
  it('lists the seeded notices of her audience, pinned first, then the newest', async () => {
    const list = await listOf('student1');
    expect(list.length).toBeGreaterThan(5);
    const firstUnpinned = list.findIndex((n) => !n.pinned);
    expect(list.slice(firstUnpinned).every((n) => !n.pinned)).toBe(true);
    expect(list.slice(0, firstUnpinned).length).toBeGreaterThan(0);
    const titles = list.map((n) => n.title);
    // Hers: everyone's, students', her class (1반); not parents', not 2반's, not the scheduled one.
    expect(titles).toContain('1반 모의고사 오답 클리닉 일정');
    expect(titles).not.toContain('2반 국어 보충수업 교실 변경');
    expect(titles).not.toContain('12월 학부모 상담 주간 안내');
    expect(titles).not.toContain('1월 신년 특강 시간표');
  });

  it('shows a parent the parents’ notices and her children’s classes, not the students’ only', async () => {
    const titles = (await listOf('parent1')).map((n) => n.title);
    expect(titles).toContain('12월 학부모 상담 주간 안내');
    expect(titles).toContain('1반 모의고사 오답 클리닉 일정');
    expect(titles).toContain('2반 국어 보충수업 교실 변경');
    expect(titles).not.toContain('정시 지원 전략 설명회 참가 신청');
    const other = (await listOf('parent2')).map((n) => n.title);
    expect(other).toContain('1반 모의고사 오답 클리닉 일정'); // her child student3 is in 1반
    expect(other).not.toContain('2반 국어 보충수업 교실 변경');
  });

  it('answers 404 for a notice outside her audience, as for one that does not exist', async () => {
    const forParents = await create({ audience: 'parents', title: '학부모님께만 드리는 안내' });
    expectError(await open(forParents.id, 'student1'), 404, 'NOT_FOUND');
    expect((await open(forParents.id, 'parent2')).status).toBe(200);
    const for2 = await create({ audience: 'class', className: '2반' });
    expectError(await open(for2.id, 'student1'), 404, 'NOT_FOUND');
    expect((await open(for2.id, 'student2')).status).toBe(200);
    expect((await open(for2.id, 'parent1')).status).toBe(200);
    expectError(await open(for2.id, 'parent2'), 404, 'NOT_FOUND');
    expectError(await open(999_999, 'student1'), 404, 'NOT_FOUND');
  });

  it('searches titles (a % typed is a letter) and filters by category', async () => {
    await create({ title: '100% 출석 장학금 안내', category: 'academic' });
    const found = await listOf('student3', `&q=${encodeURIComponent('100%')}`);
    expect(found.map((n) => n.title)).toEqual(['100% 출석 장학금 안내']);
    expect(await listOf('student3', `&q=${encodeURIComponent('%')}`)).toHaveLength(1);
    // Korean is spaced loosely: the words in any order, with or without the spaces (an audit).
    await create({ title: '겨울방학 보충 수업 안내', category: 'academic' });
    for (const q of ['보충수업', '겨울방학 안내', '보충  수업', '안내 보충', '겨울 방학'])
      expect(
        (await listOf('student3', `&q=${encodeURIComponent(q)}`)).map((n) => n.title),
        q,
      ).toEqual(['겨울방학 보충 수업 안내']);
    expect(await listOf('student3', `&q=${encodeURIComponent('보충 장학금')}`)).toHaveLength(0);
    const facility = await listOf('student3', '&category=facility');
    expect(facility.length).toBeGreaterThan(0);
    expect(facility.every((n) => n.title)).toBe(true);
    const res = await api.request('GET', '/notices/?category=sports', { token: token.student3 });
    expectError(res, 400, 'BAD_REQUEST');
  });

  it('pages with nextPageToken, -1 at the end', async () => {
    const first = await api.request('GET', '/notices/?pageSize=3', { token: token.student1 });
    expect(first.body.results).toHaveLength(3);
    expect(first.body.nextPageToken).toBe(3);
    const all = await listOf('student1');
    const last = await api.request('GET', `/notices/?pageSize=3&pageToken=${all.length - 1}`, { token: token.student1 });
    expect(last.body.results).toHaveLength(1);
    expect(last.body.nextPageToken).toBe(-1);
  });

  it('counts each person once, and the new mark goes away when she opens it', async () => {
    const n = await create();
    expect((await listOf('student4')).find((x) => x.id === n.id)).toMatchObject({ isNew: true, viewCount: 0 });
    const first = await open(n.id, 'student4');
    expect(first.body).toMatchObject({ isNew: false, viewCount: 1 });
    await open(n.id, 'student4');
    await open(n.id, 'student4');
    const again = await open(n.id, 'student5');
    expect(again.body.viewCount).toBe(2);
    expect((await listOf('student4')).find((x) => x.id === n.id)).toMatchObject({ isNew: false, viewCount: 2 });
    expect((await listOf('student3')).find((x) => x.id === n.id)).toMatchObject({ isNew: true, viewCount: 2 });
  });

  it('reads her alarm of it when she opens it from the list, and her badge follows; others’ stay unread', async () => {
    const n = await create({ title: '목록에서 연 공지' });
    await api.settle();
    const unreadOf = async (who: string) =>
      (
        await api.db
          .select({ readAt: alarms.readAt })
          .from(alarms)
          .where(and(eq(alarms.userId, id[who]!), eq(alarms.link, `/services/notice/${n.id}`)))
      ).filter((a) => a.readAt == null).length;
    expect([await unreadOf('student4'), await unreadOf('student5')]).toEqual([1, 1]);
    expect((await open(n.id, 'student4')).status).toBe(200);
    expect([await unreadOf('student4'), await unreadOf('student5')]).toEqual([0, 1]);
  });
});

describe('a hostile body', () => {
  const hostile = [
    '<p onclick="steal()">안내<script>alert(1)</script></p>',
    '<img src=x onerror="alert(2)">',
    '<a href="javascript:alert(3)">눌러 주세요</a>',
    '<a href="JaVaScRiPt&#58;alert(4)">두 번째</a>',
    '<style>body{display:none}</style>',
    '<iframe src="https://evil.example"></iframe>',
    '<h2 style="color:red">제목</h2>',
    '<a href="https://www.adiga.kr" target="_self" onmouseover="x()">어디가</a>',
    '<svg><script>alert(5)</script></svg>',
  ].join('');

  it('is stored and served inert: no script, style, handler or javascript: link survives', async () => {
    const n = await create({ bodyHtml: hostile, title: '위험한 본문' });
    for (const res of [await api.request('GET', `/staff/notices/${n.id}/`, { token: token.teacher1 }), await open(n.id, 'student1')]) {
      const html: string = res.body.bodyHtml;
      expect(html).not.toMatch(/<script|<style|<iframe|<svg|<img|on\w+=|javascript:|style=/i);
      expect(html).not.toContain('alert');
      expect(html).not.toContain('display:none');
      expect(html).toContain('<p>안내</p>');
      expect(html).toContain('<h2>제목</h2>');
      expect(html).toContain('<a href="https://www.adiga.kr" target="_blank" rel="noopener noreferrer nofollow">어디가</a>');
      // The javascript: links keep their words but lose the address.
      expect(html).toContain('눌러 주세요');
      expect(html).not.toMatch(/href="[^h]/);
    }
  });

  it('keeps the allowed tags and a mailto link', async () => {
    const n = await create({
      bodyHtml:
        '<h3>안내</h3><ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote>인용</blockquote><p><em>기울임</em> <u>밑줄</u> <s>취소</s><br>줄바꿈 <a href="mailto:office@cheongram.kr">메일</a></p>',
    });
    expect(n.bodyHtml).toBe(
      '<h3>안내</h3><ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote>인용</blockquote><p><em>기울임</em> <u>밑줄</u> <s>취소</s><br />줄바꿈 <a href="mailto:office@cheongram.kr" target="_blank" rel="noopener noreferrer nofollow">메일</a></p>',
    );
  });

  it('refuses a body that says nothing once cleaned, in Korean', async () => {
    const res = await api.request('POST', '/staff/notices/', {
      token: token.teacher1,
      body: body({ bodyHtml: '<p><script>x</script></p><p>&nbsp;</p>' }),
    });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors.bodyHtml[0]).toBe('내용을 입력해 주세요.');
  });
});

describe('staff rules', () => {
  it('refuses a class notice without a class, or with one that does not exist', async () => {
    const none = await api.request('POST', '/staff/notices/', { token: token.teacher1, body: body({ audience: 'class' }) });
    expectError(none, 400, 'BAD_REQUEST');
    expect(none.body.fieldErrors.className[0]).toBe('공지할 반을 선택해 주세요.');
    const ghost = await api.request('POST', '/staff/notices/', {
      token: token.teacher1,
      body: body({ audience: 'class', className: '9반' }),
    });
    expect(ghost.body.fieldErrors.className[0]).toMatch(HANGUL);
    const empty = await api.request('POST', '/staff/notices/', { token: token.teacher1, body: body({ title: '  ' }) });
    expect(empty.body.fieldErrors.title[0]).toBe('제목을 입력해 주세요.');
  });

  it('tells of a notice whose body opens with a table with its cells apart, as words', async () => {
    const n = await create({
      bodyHtml: '<table><tr><th>교시</th><th>시간</th></tr><tr><td>1교시</td><td>09:00</td></tr></table><p>끝</p>',
    });
    await api.settle();
    const [row] = await api.db
      .select({ body: alarms.body })
      .from(alarms)
      .where(and(eq(alarms.kind, 'notice'), eq(alarms.link, `/services/notice/${n.id}`)))
      .limit(1);
    expect(row!.body).toBe('교시 시간 1교시 09:00 끝');
  });

  it('stops giving a left student’s class notices to her parent, and keeps those from before she left', async () => {
    const made = async (body: Record<string, unknown>) => {
      const res = await api.request('POST', '/staff/people/', { token: token.admin, body });
      expect(res.status, res.text).toBe(201);
      return res.body as { person: { id: number }; oneTimePassword: string };
    };
    const kid = await made({ category: 'student', name: '떠난학생', username: 'left.kid', className: '9반' });
    const mom = await made({ category: 'parent', name: '떠난학생어머니', username: 'left.mom', children: [{ studentId: kid.person.id }] });
    const login = await api.request('POST', '/accounts/login/', {
      body: { username: 'left.mom', password: mom.oneTimePassword },
      headers: { 'x-forwarded-for': '10.201.9.9' },
    });
    const fresh = '떠난학생 어머니의 새 비밀번호';
    await api.request('POST', '/accounts/password/', {
      token: login.body.access,
      body: { currentPassword: mom.oneTimePassword, newPassword: fresh, newPasswordConfirm: fresh },
    });
    const again = await api.request('POST', '/accounts/login/', {
      body: { username: 'left.mom', password: fresh },
      headers: { 'x-forwarded-for': '10.201.9.9' },
    });
    token.leftMom = again.body.access;
    const before = await create({ audience: 'class', className: '9반', title: '9반 떠나기 전 공지' });
    expect((await alarmsOf(before.id)).has(mom.person.id)).toBe(true);

    const off = await api.request('PUT', `/staff/people/${kid.person.id}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    const after = await create({ audience: 'class', className: '9반', title: '9반 떠난 뒤 공지' });
    // Not hers: no alarm, not listed, not opened, not counted as unread by her on the staff's panel.
    expect((await alarmsOf(after.id)).has(mom.person.id)).toBe(false);
    const titles = (await listOf('leftMom')).map((n) => n.title);
    expect(titles).toContain('9반 떠나기 전 공지');
    expect(titles).not.toContain('9반 떠난 뒤 공지');
    expectError(await open(after.id, 'leftMom'), 404, 'NOT_FOUND');
    expect((await open(before.id, 'leftMom')).status).toBe(200);
    // Out of the other tests' audiences.
    await api.request('PUT', `/staff/people/${mom.person.id}/active/`, { token: token.admin, body: { active: false } });
  });

  it('takes back class notice alarms from a parent unlinked from the child, and from a student moved to another class', async () => {
    const made = async (body: Record<string, unknown>) => {
      const res = await api.request('POST', '/staff/people/', { token: token.admin, body });
      expect(res.status, res.text).toBe(201);
      return res.body.person as { id: number };
    };
    const kid = await made({ category: 'student', name: '옮길학생', username: 'moving.kid', className: '8반' });
    const mom = await made({ category: 'parent', name: '옮길학생어머니', username: 'moving.mom', children: [{ studentId: kid.id }] });
    const n = await create({ audience: 'class', className: '8반', title: '8반 자습 안내' });
    expect(await alarmsOf(n.id)).toEqual(new Set([kid.id, mom.id]));
    const save = async (personId: number, over: Record<string, unknown>) => {
      const p = (await api.request('GET', `/staff/people/${personId}/`, { token: token.admin })).body;
      const res = await api.request('PUT', `/staff/people/${personId}/`, {
        token: token.admin,
        body: { username: p.username, name: p.name, email: '', phone: '', className: p.className ?? '', updatedAt: p.updatedAt, ...over },
      });
      expect(res.status, res.text).toBe(200);
    };
    // Unlinked: the mother's goes (the notice is no longer hers to open); her daughter's stays.
    await save(mom.id, { children: [] });
    expect(await alarmsOf(n.id)).toEqual(new Set([kid.id]));
    // Moved to 6반: 8반's notice is not hers any more either.
    await save(kid.id, { className: '6반' });
    expect(await alarmsOf(n.id)).toEqual(new Set());
    for (const id of [kid.id, mom.id])
      await api.request('PUT', `/staff/people/${id}/active/`, { token: token.admin, body: { active: false } });
  });

  it('lists the classes with their sizes', async () => {
    const res = await api.request('GET', '/staff/notices/classes/', { token: token.teacher2 });
    expect(res.body.results).toEqual([
      { name: '1반', students: 3 },
      { name: '2반', students: 3 },
    ]);
    // In the order people count them: 10반 after 2반 (text order put it first).
    const made = await api.request('POST', '/staff/people/', {
      token: token.admin,
      body: { category: 'student', name: '십반학생', username: 'class10.kid', className: '10반' },
    });
    expect(made.status, made.text).toBe(201);
    try {
      const now = await api.request('GET', '/staff/notices/classes/', { token: token.teacher2 });
      expect(now.body.results.map((c: { name: string }) => c.name)).toEqual(['1반', '2반', '10반']);
    } finally {
      await api.request('PUT', `/staff/people/${made.body.person.id}/active/`, { token: token.admin, body: { active: false } });
    }
  });

  it('pins and unpins; an edit keeps its time and is not announced again', async () => {
    const n = await create({ title: '고정할 공지' });
    const pinned = await api.request('PUT', `/staff/notices/${n.id}/pin/`, { token: token.admin, body: { pinned: true } });
    expect(pinned.body.pinned).toBe(true);
    expect((await listOf('student2'))[0]!.pinned).toBe(true);
    const before = await alarmsOf(n.id);
    const edited = await api.request('PUT', `/staff/notices/${n.id}/`, {
      token: token.teacher2,
      body: body({ title: '고친 제목', publishAt: new Date(Date.now() + 86_400_000).toISOString() }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ title: '고친 제목', pinned: true, status: 'published', publishAt: n.publishAt });
    expect(await alarmsOf(n.id)).toEqual(before);
    const unpinned = await api.request('PUT', `/staff/notices/${n.id}/pin/`, { token: token.admin, body: { pinned: false } });
    expect(unpinned.body.pinned).toBe(false);
  });

  it('refuses an edit made over another teacher’s since it was opened, and keeps theirs', async () => {
    const n = await create({ title: '두 분이 고치는 공지', bodyHtml: '<p>첫 줄</p>' });
    const opened = await api.request('GET', `/staff/notices/${n.id}/`, { token: token.teacher1 });
    const version = opened.body.updatedAt as string;
    const first = await api.request('PUT', `/staff/notices/${n.id}/`, {
      token: token.teacher1,
      body: body({ title: '두 분이 고치는 공지', bodyHtml: '<p>첫 줄</p><p>덧붙인 줄</p>', updatedAt: version }),
    });
    expect(first.status, first.text).toBe(200);
    const second = await api.request('PUT', `/staff/notices/${n.id}/`, {
      token: token.teacher2,
      body: body({ title: '제목만 고친 공지', bodyHtml: '<p>첫 줄</p>', updatedAt: version }),
    });
    expectError(second, 409, 'EDIT_CONFLICT');
    const now = await api.request('GET', `/staff/notices/${n.id}/`, { token: token.teacher2 });
    expect([now.body.title, now.body.bodyHtml]).toEqual(['두 분이 고치는 공지', '<p>첫 줄</p><p>덧붙인 줄</p>']);
    // Made from the version she reads now, her title goes in.
    const again = await api.request('PUT', `/staff/notices/${n.id}/`, {
      token: token.teacher2,
      body: body({ title: '제목만 고친 공지', bodyHtml: now.body.bodyHtml, updatedAt: now.body.updatedAt }),
    });
    expect(again.status, again.text).toBe(200);
    expect([again.body.title, again.body.bodyHtml]).toEqual(['제목만 고친 공지', '<p>첫 줄</p><p>덧붙인 줄</p>']);
  });

  it('deletes a notice: it is gone for everyone, its alarms too (unread, they were counted in every badge)', async () => {
    const n = await create();
    await api.settle();
    const about = and(eq(alarms.kind, 'notice'), eq(alarms.link, `/services/notice/${n.id}`));
    expect((await api.db.select().from(alarms).where(about)).length).toBeGreaterThan(0);
    const badge = async () => (await api.request('GET', '/accounts/me/', { token: token.student1 })).body.bedge.alarm_count as number;
    const before = await badge();
    expect((await api.request('DELETE', `/staff/notices/${n.id}/`, { token: token.teacher2 })).status).toBe(204);
    expect(await api.db.select().from(alarms).where(about)).toEqual([]);
    expect(await badge()).toBe(before - 1);
    // Deleted while its alarms are on their way (published, its parts of 50 not all delivered): none arrives after.
    const quick = await create();
    await api.settle();
    await api.db.transaction((tx) =>
      notifier(api.clock.now)(tx as unknown as Db, 'notice', [id.student2!], {
        title: '[일반] 다음 묶음',
        link: `/services/notice/${quick.id}`,
      }),
    );
    const gone = await api.request('DELETE', `/staff/notices/${quick.id}/`, { token: token.teacher2 });
    expect(gone.status, gone.text).toBe(204);
    await api.settle();
    expect(
      await api.db
        .select()
        .from(alarms)
        .where(and(eq(alarms.kind, 'notice'), eq(alarms.link, `/services/notice/${quick.id}`))),
    ).toEqual([]);
    expectError(await open(n.id, 'student1'), 404, 'NOT_FOUND');
    expectError(await api.request('DELETE', `/staff/notices/${n.id}/`, { token: token.teacher2 }), 404, 'NOT_FOUND');
  });

  it('shows who has read it, when, and how many of the audience have not', async () => {
    const n = await create({ audience: 'class', className: '1반' });
    await open(n.id, 'student1');
    await open(n.id, 'parent2');
    // A teacher checking it from the staff page is not one of its readers.
    await open(n.id, 'teacher2');
    const res = await api.request('GET', `/staff/notices/${n.id}/readers/`, { token: token.admin });
    expect(res.status, res.text).toBe(200);
    // 1반: student1, student3, student5, and their parents parent1 and parent2.
    expect(res.body).toMatchObject({ readCount: 2, audienceCount: 5, unreadCount: 3 });
    expect(res.body.results.map((r: { name: string }) => r.name).sort()).toEqual(['김하린', '정은영'].sort());
    expect(res.body.unread.map((r: { id: number }) => r.id).sort()).toEqual([id.student3!, id.student5!, id.parent1!].sort());
    expect(Date.parse(res.body.results[0].readAt)).not.toBeNaN();
  });
});

describe('announcing', () => {
  it('notifies exactly its audience, in the publishing transaction', async () => {
    const n = await create({ audience: 'class', className: '2반', title: '2반 알림 확인' });
    const to = await alarmsOf(n.id);
    expect(to).toEqual(new Set([id.student2!, id.student4!, id.student6!, id.parent1!]));
  });

  it('moved to another class once out, tells the new class and takes its alarm from those it no longer reaches', async () => {
    const n = await create({ audience: 'class', className: '1반', title: '반 바꾸기 확인' });
    // 1반: student1, student3, student5 and parent1, parent2.
    expect(await alarmsOf(n.id)).toEqual(new Set([id.student1!, id.student3!, id.student5!, id.parent1!, id.parent2!]));
    const moved = await api.request('PUT', `/staff/notices/${n.id}/`, {
      token: token.teacher1,
      body: body({ audience: 'class', className: '2반', title: '반 바꾸기 확인', updatedAt: n.updatedAt }),
    });
    expect(moved.status, moved.text).toBe(200);
    // 2반: student2, student4, student6 and parent1 (who has a child in each, and keeps her one alarm).
    expect(await alarmsOf(n.id)).toEqual(new Set([id.student2!, id.student4!, id.student6!, id.parent1!]));
    const parent1 = await api.db
      .select()
      .from(alarms)
      .where(and(eq(alarms.kind, 'notice'), eq(alarms.link, `/services/notice/${n.id}`), eq(alarms.userId, id.parent1!)));
    expect(parent1).toHaveLength(1);
  });

  it('leaves out a person who switched notice alarms off', async () => {
    const kinds = Object.fromEntries(alarmKinds.map((k) => [k, k !== 'notice']));
    const off = await api.request('PUT', '/alarms/settings/', {
      token: token.student3,
      body: { kinds, quietDays: [], quietAllDay: false, quietStart: null, quietEnd: null },
    });
    expect(off.status, off.text).toBe(200);
    const n = await create({ audience: 'students', title: '학생 전체 알림' });
    const to = await alarmsOf(n.id);
    expect(to.has(id.student1!)).toBe(true);
    expect(to.has(id.student5!)).toBe(true);
    expect(to.has(id.student3!)).toBe(false);
    expect(to.has(id.parent1!)).toBe(false);
    expect(to.has(id.teacher1!)).toBe(false);
  });

  it('keeps a scheduled notice invisible and silent until its time, then announces it once', async () => {
    const at = new Date(api.clock.now().getTime() + 2 * 3_600_000);
    const n = await create({ audience: 'parents', title: '예약된 학부모 공지', publishAt: at.toISOString() });
    expect(n.status).toBe('scheduled');
    expectError(await open(n.id, 'parent1'), 404, 'NOT_FOUND');
    expect((await listOf('parent1')).some((x) => x.id === n.id)).toBe(false);
    expect((await alarmsOf(n.id)).size).toBe(0);
    // Moved a little later while scheduled: still one announcement, at the new time.
    const moved = await api.request('PUT', `/staff/notices/${n.id}/`, {
      token: token.teacher1,
      body: body({ audience: 'parents', title: '예약된 학부모 공지', publishAt: new Date(at.getTime() + 3_600_000).toISOString() }),
    });
    expect(moved.status, moved.text).toBe(200);
    api.clock.advance(2.5 * 3_600_000);
    await signInAll(api, PEOPLE, token, id);
    expect((await alarmsOf(n.id)).size).toBe(0);
    expectError(await open(n.id, 'parent1'), 404, 'NOT_FOUND');
    api.clock.advance(1 * 3_600_000);
    // The clock moved past the access tokens' life: sign in again.
    await signInAll(api, PEOPLE, token, id);
    const to = await alarmsOf(n.id);
    expect(to).toEqual(new Set([id.parent1!, id.parent2!]));
    expect((await open(n.id, 'parent1')).status).toBe(200);
    const rows = await api.db
      .select()
      .from(alarms)
      .where(and(eq(alarms.link, `/services/notice/${n.id}`), inArray(alarms.userId, [id.parent1!])));
    expect(rows).toHaveLength(1);
  });

  it('refuses a schedule in the past', async () => {
    const res = await api.request('POST', '/staff/notices/', {
      token: token.teacher1,
      body: body({ publishAt: new Date(api.clock.now().getTime() - 86_400_000).toISOString() }),
    });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors.publishAt[0]).toBe('예약 일시는 지금 이후로 선택해 주세요.');
  });
});

describe('attachments', () => {
  const RULE = filePurposeRules['notice-attachment'];

  it('are uploaded by staff only, within the purpose’s limits', async () => {
    const byStudent = await upload(api, token.student1, { name: '안내.pdf', bytes: pdfBytes() }, 'notice-attachment');
    expectError(byStudent, 400, 'BAD_REQUEST');
    const html = await upload(
      api,
      token.teacher1,
      { name: '안내.pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
      'notice-attachment',
    );
    expectError(html, 415, 'FILE_TYPE_NOT_ALLOWED');
    expect(html.body.message).toBe(
      'PDF 파일로 읽을 수 없습니다. 파일이 손상되었거나 이름과 다른 종류의 파일이에요. 다시 저장해 올려 주세요.',
    );
    const named = await upload(api, token.teacher1, { name: '안내.html', bytes: Buffer.from('<html></html>') }, 'notice-attachment');
    expect(named.body.message).toBe(
      '공지 첨부파일은 PDF, 한글(HWP, HWPX), 워드, 엑셀, 파워포인트, ZIP이나 사진(JPG, PNG, WebP)만 올릴 수 있습니다.',
    );
    const big = await upload(api, token.teacher1, { name: '큰 사진.png', bytes: pngBytes(RULE.maxBytes + 1) }, 'notice-attachment');
    expectError(big, 413, 'FILE_TOO_LARGE');
    expect(big.body.message).toBe('공지 첨부파일은 20MB까지 올릴 수 있습니다.');
    const exact = await upload(api, token.teacher1, { name: '딱 맞는 사진.png', bytes: pngBytes(RULE.maxBytes) }, 'notice-attachment');
    expect(exact.status, exact.text).toBe(201);
  });

  it('keeps a 한글 file’s .hwp name (an OLE compound file underneath)', async () => {
    // The first bytes of an OLE compound file (HWP 5), padded to a sector.
    const cfb = Buffer.alloc(4096);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
    const res = await upload(api, token.teacher1, { name: '가정통신문.hwp', bytes: cfb }, 'notice-attachment');
    expect(res.status, res.text).toBe(201);
    expect(res.body.name).toBe('가정통신문.hwp');
  });

  it('keeps a 한글 file’s .hwpx name too (the 한글 of today saves a ZIP)', async () => {
    const bytes = zipOf([
      ['mimetype', 'application/hwp+zip'],
      ['Contents/section0.xml', '<x/>'],
    ]);
    const res = await upload(api, token.teacher1, { name: '겨울방학 가정통신문.hwpx', bytes }, 'notice-attachment');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ name: '겨울방학 가정통신문.hwpx', contentType: 'application/zip' });
  });

  it('are attached when saved, opened by the audience with the Korean name, and 404 for others', async () => {
    const pdf = await upload(api, token.teacher1, { name: '겨울방학 안내문.pdf', bytes: pdfBytes() }, 'notice-attachment');
    const png = await upload(api, token.teacher1, { name: '배치도.png', bytes: pngBytes() }, 'notice-attachment');
    const n = await create({ audience: 'students', attachmentIds: [pdf.body.id, png.body.id] });
    expect(n.attachments.map((a: { name: string }) => a.name).sort()).toEqual(['겨울방학 안내문.pdf', '배치도.png'].sort());
    expect((await listOf('student2')).find((x) => x.id === n.id)?.attachmentCount).toBe(2);
    const got = await api.request('GET', `/files/${pdf.body.id}/`, { token: token.student2, raw: true });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('겨울방학 안내문.pdf')}`);
    expect(got.bytes!.equals(pdfBytes())).toBe(true);
    expectError(await api.request('GET', `/files/${pdf.body.id}/`, { token: token.parent1, raw: true }), 404, 'NOT_FOUND');
    // Another teacher edits and removes one: it can no longer be opened through the notice.
    const edited = await api.request('PUT', `/staff/notices/${n.id}/`, {
      token: token.teacher2,
      body: body({ audience: 'students', attachmentIds: [pdf.body.id] }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.attachments).toHaveLength(1);
    expectError(await api.request('GET', `/files/${png.body.id}/`, { token: token.student2, raw: true }), 404, 'NOT_FOUND');
  });

  it('refuses another teacher’s fresh upload, and rolls the whole notice back', async () => {
    const theirs = await upload(api, token.teacher2, { name: '남의 파일.pdf', bytes: pdfBytes() }, 'notice-attachment');
    const title = '첨부 실패 공지';
    const res = await api.request('POST', '/staff/notices/', {
      token: token.teacher1,
      body: body({ title, attachmentIds: [theirs.body.id] }),
    });
    expectError(res, 404, 'NOT_FOUND');
    expect((await listOf('student1', `&q=${encodeURIComponent(title)}`)).length).toBe(0);
  });

  it('of a scheduled notice cannot be opened before it is out', async () => {
    const pdf = await upload(api, token.teacher1, { name: '예약 안내.pdf', bytes: pdfBytes() }, 'notice-attachment');
    await create({ attachmentIds: [pdf.body.id], publishAt: new Date(api.clock.now().getTime() + 86_400_000).toISOString() });
    expectError(await api.request('GET', `/files/${pdf.body.id}/`, { token: token.student1, raw: true }), 404, 'NOT_FOUND');
    expect((await api.request('GET', `/files/${pdf.body.id}/`, { token: token.teacher2, raw: true })).status).toBe(200);
  });
});
