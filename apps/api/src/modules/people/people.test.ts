import { EXCEL_FILE_MESSAGE } from '@portal/contract/people-labels';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { examSessions, jobs, users } from '../../db/schema';
import { enqueueJobs } from '../../jobs/queue';
import { expectError } from '../../test/expect';
import { educationBodies, freshAddress, signInPeople, type People } from '../../test/fixtures';
import { notifier } from '../alarms/notify';
import { pushSend } from '../push/delivery';
import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let people: People;
let admin: string;
let teacher: string;

beforeAll(async () => {
  api = await startTestApi();
  people = await signInPeople(api, ['admin', 'teacher1', 'student1']);
  admin = people.token.admin!;
  teacher = people.token.teacher1!;
});
afterAll(async () => {
  await api?.close();
});

async function login(username: string, password: string) {
  return api.request('POST', '/accounts/login/', { body: { username, password }, headers: { 'x-forwarded-for': freshAddress() } });
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('people: only the admin', () => {
  it('answers a teacher, a student and a parent the 404 of a wrong path', async () => {
    for (const token of [teacher, people.token.student1!]) {
      expectError(await api.request('GET', '/staff/people/?category=student', { token }), 404, 'ROUTE_NOT_FOUND');
      expectError(
        await api.request('POST', '/staff/people/import/preview/', { token, body: { text: '이름\t아이디' } }),
        404,
        'ROUTE_NOT_FOUND',
      );
    }
  });

  it('lists students by name, class or phone, a page at a time, with class, room, stay and parents', async () => {
    const all = await api.request('GET', '/staff/people/?category=student&pageSize=2', { token: admin });
    expect(all.status, all.text).toBe(200);
    expect(all.body.results).toHaveLength(2);
    expect(all.body.nextPageToken).toBe(2);
    const harin = await api.request('GET', '/staff/people/?category=student&q=김하린', { token: admin });
    expect(harin.body.results).toHaveLength(1);
    // Typed with a space, found; a % or _ typed is a letter, not every name (an audit).
    expect(
      (await api.request('GET', `/staff/people/?category=student&q=${encodeURIComponent('김 하린')}`, { token: admin })).body.results,
    ).toHaveLength(1);
    // Words of two fields at once: the name and the class, in either order.
    for (const [q, who] of [
      ['김하린 1반', 'student1'],
      ['1반 이유나', 'student3'],
    ] as const) {
      const found = await api.request('GET', `/staff/people/?category=student&q=${encodeURIComponent(q)}`, { token: admin });
      expect(
        found.body.results.map((p: { username: string }) => p.username),
        q,
      ).toEqual([who]);
    }
    // By 초성, as Korean keyboards make quick: ㄱㅎㄹ is 김하린, ㅇㅇㄴ 1반 is 이유나 of 1반; a full syllable still spells.
    for (const [q, who] of [
      ['ㄱㅎㄹ', ['student1']],
      ['ㅎㄹ', ['student1']],
      ['ㅇㅇㄴ 1반', ['student3']],
      ['ㄱㅎ린', []],
    ] as const) {
      const found = await api.request('GET', `/staff/people/?category=student&q=${encodeURIComponent(q)}`, { token: admin });
      expect(
        found.body.results.map((p: { username: string }) => p.username),
        q,
      ).toEqual(who);
    }
    for (const wild of ['_', '%']) {
      const none = await api.request('GET', `/staff/people/?category=student&q=${encodeURIComponent(wild)}`, { token: admin });
      expect(none.body.results, wild).toHaveLength(0);
    }
    expect(harin.body.results[0]).toMatchObject({ username: 'student1', active: true, mustChangePassword: false });
    expect(harin.body.results[0].links).toEqual([expect.objectContaining({ username: 'parent1', relation: '어머니' })]);
    const parents = await api.request('GET', '/staff/people/?category=parent&q=parent1', { token: admin });
    expect(parents.body.results[0].links.map((l: { username: string }) => l.username).sort()).toEqual(['student1', 'student2']);
  });
});

describe('a new account and its one-time password', () => {
  it('is made with a one-time password that must be changed before anything else', async () => {
    const made = await api.request('POST', '/staff/people/', {
      token: admin,
      body: {
        category: 'student',
        name: '서지안',
        username: 'Jian.Seo',
        className: '2반',
        room: '204호',
        admittedOn: '2026-03-02',
        phone: '01055556666',
      },
    });
    expect(made.status, made.text).toBe(201);
    // A number too short to be one is refused beside its field.
    const short = await api.request('POST', '/staff/people/', {
      token: admin,
      body: { category: 'student', name: '서지유', username: 'jiyu.seo', phone: '0101234' },
    });
    expectError(short, 400, 'BAD_REQUEST');
    expect(short.body.fieldErrors.phone).toEqual(['연락처를 010-1234-5678처럼 지역번호부터 입력해 주세요.']);
    expect(made.body.person).toMatchObject({
      username: 'jian.seo',
      className: '2반',
      room: '204호',
      admittedOn: '2026-03-02',
      phone: '010-5555-6666',
      mustChangePassword: true,
    });
    const otp: string = made.body.oneTimePassword;
    expect(otp).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);

    const signedIn = await login('jian.seo', otp);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.user.mustChangePassword).toBe(true);
    const token = signedIn.body.access;
    // Her profile and the change answer; everything else is held until she changes it.
    expect((await api.request('GET', '/accounts/me/', { token })).body.mustChangePassword).toBe(true);
    expectError(await api.request('GET', '/alarms/settings/', { token }), 403, 'PASSWORD_CHANGE_REQUIRED');
    expectError(await api.request('GET', '/education/exam-calendar/', { token }), 403, 'PASSWORD_CHANGE_REQUIRED');
    // Her live stream too: whoever holds the one-time password reads nothing of hers there.
    const held = await fetch(`${api.url}/live/events/`, { headers: { authorization: `Bearer ${token}`, 'last-event-id': '0' } });
    expect(held.status).toBe(403);
    expect(((await held.json()) as { code: string }).code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await api.request('POST', '/accounts/password/', {
      token,
      body: { currentPassword: otp, newPassword: '봄날의 자습실 2026', newPasswordConfirm: '봄날의 자습실 2026' },
    });
    expect(changed.status, changed.text).toBe(204);
    // The same sign-in goes on, now without the hold.
    expect((await api.request('GET', '/alarms/settings/', { token })).status).toBe(200);
    expect((await api.request('GET', '/accounts/me/', { token })).body.mustChangePassword).toBe(false);
    expect((await login('jian.seo', otp)).status).toBe(401);
  });

  it('refuses a login id that is taken, beside the field', async () => {
    const res = await api.request('POST', '/staff/people/', {
      token: admin,
      body: { category: 'parent', name: '다른 사람', username: 'STUDENT1' },
    });
    expectError(res, 409, 'USERNAME_TAKEN');
    expect(res.body.fieldErrors.username[0]).toContain('아이디');
  });

  it('links a parent to her children and keeps a teacher’s subjects', async () => {
    const student4 = (await api.request('GET', '/staff/people/?category=student&q=student4', { token: admin })).body.results[0].id;
    const parent = await api.request('POST', '/staff/people/', {
      token: admin,
      body: {
        category: 'parent',
        name: '최은정',
        username: 'eunjung.choi',
        phone: '010-3333-4444',
        children: [{ studentId: student4, relation: '어머니' }],
      },
    });
    expect(parent.status, parent.text).toBe(201);
    expect(parent.body.person.links).toEqual([expect.objectContaining({ id: student4, relation: '어머니' })]);
    const notAStudent = await api.request('PUT', `/staff/people/${parent.body.person.id}/`, {
      token: admin,
      body: { name: '최은정', username: 'eunjung.choi', children: [{ studentId: people.id.teacher1, relation: '어머니' }] },
    });
    expectError(notAStudent, 400, 'BAD_REQUEST');
    const t = await api.request('POST', '/staff/people/', {
      token: admin,
      body: { category: 'teacher', name: '오세훈', username: 'sehoon.oh', subjects: ['math', 'science', 'math'] },
    });
    expect(t.body.person.subjects.sort()).toEqual(['math', 'science']);
  });

  it('keeps a teacher’s 생활 지도 duty beside her subjects; it is no subject of an inquiry', async () => {
    const made = await api.request('POST', '/staff/people/', {
      token: admin,
      body: { category: 'teacher', name: '한생활', username: 'life.han', subjects: ['life'] },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.person.subjects).toEqual(['life']);
    const her = made.body.person as { id: number; updatedAt: string };
    const edited = await api.request('PUT', `/staff/people/${her.id}/`, {
      token: admin,
      body: { name: '한생활', username: 'life.han', subjects: ['english', 'life'], updatedAt: her.updatedAt },
    });
    expect(edited.status, edited.text).toBe(200);
    const read = await api.request('GET', `/staff/people/${her.id}/`, { token: admin });
    expect(read.body.subjects.sort()).toEqual(['english', 'life']);
    const listed = (await api.request('GET', '/staff/people/?category=teacher&q=life.han', { token: admin })).body.results;
    expect(listed.map((p: { subjects: string[] }) => p.subjects.sort())).toEqual([['english', 'life']]);
    // Neither a duty nobody has, nor 생활 지도 where only a subject is asked for (an academic inquiry's).
    const unknown = await api.request('PUT', `/staff/people/${her.id}/`, {
      token: admin,
      body: { name: '한생활', username: 'life.han', subjects: ['dorm'] },
    });
    expectError(unknown, 400, 'BAD_REQUEST');
    expect(unknown.body.fieldErrors['subjects.0']).toEqual(['과목을 다시 선택해 주세요.']);
    const inquiry = await api.request('POST', '/inquiries/', {
      token: people.token.student1,
      body: { kind: 'academic', subject: 'life', teacherId: null, answerMethod: 'app', body: '생활 지도 과목 질문이에요.' },
    });
    expectError(inquiry, 400, 'BAD_REQUEST');
    expect(inquiry.body.fieldErrors.subject).toEqual(['과목을 선택해 주세요.']);
  });
});

describe('unlinking a child', () => {
  it('takes from the parent what she was told about that child, and what is still on its way to her; the other child’s stays', async () => {
    const student = async (q: string) =>
      (await api.request('GET', `/staff/people/?category=student&q=${q}`, { token: admin })).body.results[0].id as number;
    const [kept, unlinked] = [await student('student4'), await student('student6')];
    const made = await api.request('POST', '/staff/people/', {
      token: admin,
      body: {
        category: 'parent',
        name: '한미숙',
        username: 'misook.han',
        children: [
          { studentId: kept, relation: '어머니' },
          { studentId: unlinked, relation: '어머니' },
        ],
      },
    });
    expect(made.status, made.text).toBe(201);
    const parentId = made.body.person.id as number;
    const first = await login('misook.han', made.body.oneTimePassword);
    await api.request('POST', '/accounts/password/', {
      token: first.body.access,
      body: { currentPassword: made.body.oneTimePassword, newPassword: '한미숙 비밀 번호', newPasswordConfirm: '한미숙 비밀 번호' },
    });
    const token = (await login('misook.han', '한미숙 비밀 번호')).body.access as string;
    for (const studentId of [kept, unlinked]) {
      const record = await api.request('POST', `/staff/education/counseling/?studentId=${studentId}`, {
        token: teacher,
        body: educationBodies.counseling(),
      });
      expect(record.status, record.text).toBe(201);
    }
    await api.settle();
    const links = async () =>
      (await api.request('GET', '/alarms/', { token })).body.results.map((a: { link: string }) => a.link) as string[];
    expect(await links()).toEqual([expect.stringContaining(`?student=${unlinked}`), expect.stringContaining(`?student=${kept}`)]);
    // A push held back by her quiet hours, about the child she is unlinked from, and one about the other.
    const later = new Date(Date.now() + 3_600_000);
    for (const studentId of [kept, unlinked])
      await enqueueJobs(
        api.db,
        pushSend,
        [
          {
            subscriptionId: 1,
            userId: parentId,
            title: '상담 기록',
            link: `/education/counseling/1?student=${studentId}`,
            at: later.toISOString(),
          },
        ],
        { runAt: later },
      );

    const edited = await api.request('PUT', `/staff/people/${parentId}/`, {
      token: admin,
      body: { name: '한미숙', username: 'misook.han', children: [{ studentId: kept, relation: '어머니' }] },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await links()).toEqual([expect.stringContaining(`?student=${kept}`)]);
    expect((await api.request('GET', '/accounts/me/', { token })).body.bedge.alarm_count).toBe(1);
    const pushes = await api.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.queue, pushSend.queue), isNull(jobs.doneAt), sql`(${jobs.payload}->>'userId')::int = ${parentId}`));
    expect(pushes.map((j) => (j.payload as { link: string }).link)).toEqual([`/education/counseling/1?student=${kept}`]);

    // One already on its way when she was unlinked is not delivered to her; about her child, it is.
    const notify = notifier(() => new Date());
    await notify(api.db, 'counseling', [parentId], { title: '늦게 온 알림', link: `/education/plans/1?student=${unlinked}` });
    await notify(api.db, 'counseling', [parentId], { title: '자녀 알림', link: `/education/plans/1?student=${kept}` });
    await api.settle();
    expect(await links()).toEqual([`/education/plans/1?student=${kept}`, expect.stringContaining(`?student=${kept}`)]);
  });
});

describe('switching an account off', () => {
  it('ends her sign-ins at once: her access token and her refresh stop, and she cannot sign in until switched on', async () => {
    const made = await api.request('POST', '/staff/people/', {
      token: admin,
      body: { category: 'student', name: '문가을', username: 'gaeul.moon' },
    });
    const id = made.body.person.id;
    const first = await login('gaeul.moon', made.body.oneTimePassword);
    await api.request('POST', '/accounts/password/', {
      token: first.body.access,
      body: { currentPassword: made.body.oneTimePassword, newPassword: '가을 하늘 공활한데', newPasswordConfirm: '가을 하늘 공활한데' },
    });
    const session = await login('gaeul.moon', '가을 하늘 공활한데');
    expect((await api.request('GET', '/alarms/settings/', { token: session.body.access })).status).toBe(200);

    const off = await api.request('PUT', `/staff/people/${id}/active/`, { token: admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.body.active).toBe(false);
    expectError(await api.request('GET', '/alarms/settings/', { token: session.body.access }), 401, 'UNAUTHENTICATED');
    expectError(await api.request('POST', '/accounts/login/refresh/', { body: { refresh: session.body.refresh } }), 401);
    expectError(await login('gaeul.moon', '가을 하늘 공활한데'), 401, 'INVALID_CREDENTIALS');
    const inactive = await api.request('GET', '/staff/people/?category=student&status=inactive', { token: admin });
    expect(inactive.body.results.map((p: { username: string }) => p.username)).toContain('gaeul.moon');

    const on = await api.request('PUT', `/staff/people/${id}/active/`, { token: admin, body: { active: true } });
    expect(on.body.active).toBe(true);
    expect((await login('gaeul.moon', '가을 하늘 공활한데')).status).toBe(200);
  });

  it('does not let the admin switch off her own account', async () => {
    expectError(
      await api.request('PUT', `/staff/people/${people.id.admin}/active/`, { token: admin, body: { active: false } }),
      409,
      'CANNOT_DEACTIVATE_SELF',
    );
  });

  it('does not let the admin reset her own password, which would sign her out before she read it', async () => {
    expectError(await api.request('POST', `/staff/people/${people.id.admin}/password-reset/`, { token: admin }), 409, 'CANNOT_RESET_SELF');
    // Still signed in, her password unchanged.
    expect((await api.request('GET', '/accounts/me/', { token: admin })).status).toBe(200);
  });

  it('a password reset ends her sign-ins and gives a one-time password she must change', async () => {
    const made = await api.request('POST', '/staff/people/', {
      token: admin,
      body: { category: 'student', name: '배나래', username: 'narae.bae' },
    });
    const session = await login('narae.bae', made.body.oneTimePassword);
    const reset = await api.request('POST', `/staff/people/${made.body.person.id}/password-reset/`, { token: admin });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.oneTimePassword).not.toBe(made.body.oneTimePassword);
    expectError(await api.request('GET', '/accounts/me/', { token: session.body.access }), 401);
    expect((await login('narae.bae', made.body.oneTimePassword)).status).toBe(401);
    const again = await login('narae.bae', reset.body.oneTimePassword);
    expect(again.body.user.mustChangePassword).toBe(true);
    expectError(await api.request('GET', '/alarms/settings/', { token: again.body.access }), 403, 'PASSWORD_CHANGE_REQUIRED');
  });
});

describe('an account’s history', () => {
  it('lists what was done to it and by whom, newest first: made, edited (which fields), switched off and on, a new password', async () => {
    const made = await api.request('POST', '/staff/people/', {
      token: admin,
      body: { category: 'teacher', name: '기록선생', username: `history_t${Date.now() % 100000}`, subjects: ['math'] },
    });
    expect(made.status, made.text).toBe(201);
    const person = made.body.person as { id: number; username: string; updatedAt: string };
    const history = async () => (await api.request('GET', `/staff/people/${person.id}/history/`, { token: admin })).body.results;
    const edited = await api.request('PUT', `/staff/people/${person.id}/`, {
      token: admin,
      body: {
        name: '기록선생님',
        username: person.username,
        phone: '010-1234-5678',
        subjects: ['math', 'english'],
        updatedAt: person.updatedAt,
      },
    });
    expect(edited.status, edited.text).toBe(200);
    // Saved with nothing changed: nothing to note.
    const same = await api.request('PUT', `/staff/people/${person.id}/`, {
      token: admin,
      body: { name: '기록선생님', username: person.username, phone: '010-1234-5678', subjects: ['english', 'math'] },
    });
    expect(same.status, same.text).toBe(200);
    for (const active of [false, true])
      expect((await api.request('PUT', `/staff/people/${person.id}/active/`, { token: admin, body: { active } })).status).toBe(200);
    expect((await api.request('POST', `/staff/people/${person.id}/password-reset/`, { token: admin })).status).toBe(200);
    const rows = await history();
    expect(rows.map((r: { action: string; detail: string }) => [r.action, r.detail])).toEqual([
      ['password-reset', ''],
      ['activated', ''],
      ['deactivated', ''],
      ['updated', '이름, 연락처, 담당 과목'],
      ['created', ''],
    ]);
    expect(new Set(rows.map((r: { actorName: string }) => r.actorName))).toEqual(new Set(['최현수']));
    expect(Date.parse(rows[0].at)).toBeGreaterThan(Date.now() - 60_000);
    // Not another admin's business of a wrong id, nor a teacher's at all.
    expectError(await api.request('GET', '/staff/people/999999/history/', { token: admin }), 404, 'NOT_FOUND');
    expectError(await api.request('GET', `/staff/people/${person.id}/history/`, { token: teacher }), 404, 'ROUTE_NOT_FOUND');
  });

  it('holds every change with its line: when the line cannot be written, the change is not made either', async () => {
    const made = await api.request('POST', '/staff/people/', {
      token: admin,
      body: { category: 'student', name: '기록학생', username: `history_s${Date.now() % 100000}` },
    });
    const id = made.body.person.id as number;
    // The history's table out of reach for a moment: each change fails whole, and is not half made.
    await api.db.execute(sql`ALTER TABLE person_changes RENAME TO person_changes_away`);
    try {
      const edit = await api.request('PUT', `/staff/people/${id}/`, {
        token: admin,
        body: { name: '이름바뀜', username: made.body.person.username },
      });
      expect(edit.status).toBe(500);
      expect((await api.request('PUT', `/staff/people/${id}/active/`, { token: admin, body: { active: false } })).status).toBe(500);
      expect((await api.request('POST', `/staff/people/${id}/password-reset/`, { token: admin })).status).toBe(500);
      const made2 = await api.request('POST', '/staff/people/', {
        token: admin,
        body: { category: 'student', name: '기록없음', username: `history_n${Date.now() % 100000}` },
      });
      expect(made2.status).toBe(500);
    } finally {
      await api.db.execute(sql`ALTER TABLE person_changes_away RENAME TO person_changes`);
    }
    const now = (await api.request('GET', `/staff/people/${id}/`, { token: admin })).body;
    expect(now).toMatchObject({ name: '기록학생', active: true });
    expect((await login(made.body.person.username, made.body.oneTimePassword)).status).toBe(200);
    expect((await api.request('GET', '/staff/people/?category=student&q=기록없음', { token: admin })).body.results).toEqual([]);
    expect((await api.request('GET', `/staff/people/${id}/history/`, { token: admin })).body.results).toHaveLength(1);
  });
});

describe('edits made over another admin’s', () => {
  const parentNamed = async (q: string) =>
    (await api.request('GET', `/staff/people/?category=parent&q=${q}`, { token: admin })).body.results[0];
  const studentNamed = async (q: string) =>
    (await api.request('GET', `/staff/people/?category=student&q=${q}`, { token: admin })).body.results[0];
  const bodyOf = (p: { name: string; username: string; phone: string | null; links: { id: number; relation: string }[] }) => ({
    name: p.name,
    username: p.username,
    phone: p.phone ?? '',
    children: p.links.map((l) => ({ studentId: l.id, relation: l.relation })),
  });

  it('refuses a save made from a record read before another admin saved it: a child linked meanwhile is not unlinked unseen', async () => {
    const read = await parentNamed('parent2');
    const student5 = await studentNamed('student5');
    // The first admin links another child.
    const linked = await api.request('PUT', `/staff/people/${read.id}/`, {
      token: admin,
      body: {
        ...bodyOf(read),
        children: [...bodyOf(read).children, { studentId: student5.id, relation: '어머니' }],
        updatedAt: read.updatedAt,
      },
    });
    expect(linked.status, linked.text).toBe(200);
    // The second, from the same read, changes the phone: her list of children is the old one.
    const phone = await api.request('PUT', `/staff/people/${read.id}/`, {
      token: admin,
      body: { ...bodyOf(read), phone: '010-2222-9999', updatedAt: read.updatedAt },
    });
    expectError(phone, 409, 'EDIT_CONFLICT');
    const now = (await api.request('GET', `/staff/people/${read.id}/`, { token: admin })).body;
    expect(now.links.map((l: { id: number }) => l.id)).toContain(student5.id);
    expect(now.phone).toBe(read.phone);
    // Read again, her change goes in over theirs knowingly, the child kept.
    const again = await api.request('PUT', `/staff/people/${read.id}/`, {
      token: admin,
      body: { ...bodyOf(now), phone: '010-2222-9999', updatedAt: now.updatedAt },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.links.map((l: { id: number }) => l.id)).toContain(student5.id);
  });

  it('counts children an import gave a parent already here as a change of her record', async () => {
    const read = await parentNamed('parent2');
    const text = [
      '이름\t아이디\t반\t호실\t입소일\t퇴소일\t학생 연락처\t학부모 이름\t학부모 아이디\t학부모 연락처\t관계',
      '한가람\tgaram01\t1반\t\t\t\t\t\tparent2\t\t어머니',
    ].join('\n');
    const done = await api.request('POST', '/staff/people/import/', { token: admin, body: { text } });
    expect(done.status, done.text).toBe(201);
    expectError(
      await api.request('PUT', `/staff/people/${read.id}/`, { token: admin, body: { ...bodyOf(read), updatedAt: read.updatedAt } }),
      409,
      'EDIT_CONFLICT',
    );
    const now = (await api.request('GET', `/staff/people/${read.id}/`, { token: admin })).body;
    expect(now.links.map((l: { username: string }) => l.username)).toContain('garam01');
  });
});

describe('importing a sheet', () => {
  const header = '이름,아이디,반,호실,입소일,퇴소일,학생 연락처,학부모 이름,학부모 아이디,학부모 연락처,관계';
  const good = [
    '박똠이,ddom01,1반,301호,2026.3.2,,,박햏순,,010-7777-1111,어머니',
    '박봄이,bom01,2반,302호,20260302,,,박햏순,,010-7777-1111,어머니',
    '이여름,yeoreum01,1반,303호,2026년 3월 2일,,010-1234-0000,,parent1,,이모',
  ];
  const bad = ['정가을,ddom01,1반,304호,2026-03-02,,,,,,', '최겨울,student1,1반,305호,2026-02-30,,,,,,', ',winter02,1반,306호,,,,,,,'];
  const cp949 = (lines: string[]) => b64(iconv.encode([header, ...lines].join('\r\n'), 'cp949'));

  it('reads CP949 bytes (the syllables only CP949 has, too) and says what is wrong with each row', async () => {
    const res = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { file: cp949([...good, ...bad]) } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.encoding).toBe('cp949');
    expect(res.body.problems).toEqual([]);
    expect(res.body.rows[0]).toMatchObject({
      line: 2,
      name: '박똠이',
      admittedOn: '2026-03-02',
      parentName: '박햏순',
      parentUsername: '01077771111',
      parent: 'new',
      errors: [],
    });
    expect(res.body.rows[1]).toMatchObject({ admittedOn: '2026-03-02', parent: 'new', errors: [] });
    expect(res.body.rows[2]).toMatchObject({ admittedOn: '2026-03-02', parent: 'existing', errors: [] });
    expect(res.body.rows[3].errors).toEqual(['아이디 ddom01이 2행과 겹칩니다.']);
    expect(res.body.rows[4].errors).toEqual([
      '아이디 student1은 김하린 학생의 계정입니다. 이름과 아이디를 확인해 주세요.',
      '입소일 2026-02-30을 날짜로 읽을 수 없습니다(예: 2026-03-02).',
    ]);
    expect(res.body.rows[5].errors).toEqual(['이름이 비어 있습니다.']);
    expect(res.body).toMatchObject({ students: 3, newParents: 1, errorRows: 3 });
  });

  it('finds a parent already here by the phone on her account, not only by a username that is her phone', async () => {
    const mother = await api.request('POST', '/staff/people/', {
      token: admin,
      body: { category: 'parent', name: '김엄마', username: 'mom.kim', phone: '010-3131-4242' },
    });
    expect(mother.status, mother.text).toBe(201);
    const text = [header, '김막내,kimmaknae,,,,,,김엄마,,010-3131-4242,어머니', '최아무,choiamu,,,,,,최아빠,,010 3131 4242,아버지'].join(
      '\n',
    );
    const res = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { text } });
    expect(res.status, res.text).toBe(200);
    // Her sibling's row joins her account instead of making her a second one.
    expect(res.body.rows[0]).toMatchObject({ parent: 'existing', parentUsername: 'mom.kim', parentName: '김엄마', errors: [] });
    // Another name with her number: a typo to check, not a stranger's account linked, nor a new one with her number.
    expect(res.body.rows[1].errors).toEqual(['학부모 아이디 mom.kim은 김엄마 님의 계정입니다. 학부모 이름과 연락처를 확인해 주세요.']);
  });

  it('joins a sibling’s phone-only row to the parent id her sister’s row names, and asks for a name before linking a stranger by phone', async () => {
    const mother = await api.request('POST', '/staff/people/', {
      token: admin,
      body: { category: 'parent', name: '이엄마', username: 'mom.lee', phone: '010-4242-5353' },
    });
    expect(mother.status, mother.text).toBe(201);
    const text = [
      header,
      '박언니,parkunni,,,,,,박 엄마,parkmom,010-5555-6666,어머니',
      '박동생,parkdong,,,,,,박엄마,,010 5555 6666,어머니',
      '이막내,leemaknae,,,,,,,,010-4242-5353,어머니',
      '이둘째,leedul,,,,,,이엄마,,010-4242-5353,어머니',
    ].join('\n');
    const res = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { text } });
    expect(res.status, res.text).toBe(200);
    // One new account for the sisters' mother (her name spaced differently is the same name).
    expect(res.body.rows[0]).toMatchObject({ parent: 'new', parentUsername: 'parkmom', errors: [] });
    expect(res.body.rows[1]).toMatchObject({ parent: 'new', parentUsername: 'parkmom', errors: [] });
    expect(res.body.newParents).toBe(1);
    // Found by her number alone: linked only once the row names her.
    expect(res.body.rows[2].errors).toEqual(['학부모 연락처로 이엄마 님의 계정을 찾았습니다. 맞다면 학부모 이름을 적어 주세요.']);
    expect(res.body.rows[3]).toMatchObject({ parent: 'existing', parentUsername: 'mom.lee', errors: [] });
  });

  it('reads a parent phone written with +82, and says only that a phone it cannot read is unreadable', async () => {
    const text = [header, '한가람,plus82kid1,,,,,,한부모,,+82 10-9876-5432,어머니', '한나래,plus82kid2,,,,,,한부모,,010-98-76,어머니'].join(
      '\n',
    );
    const res = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { text } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows[0]).toMatchObject({ parentUsername: '01098765432', parent: 'new', errors: [] });
    expect(res.body.rows[1].errors).toEqual(['학부모 연락처 010-98-76을 전화번호로 읽을 수 없습니다.']);
  });

  it('refuses a name of two lines, and numbers the rows after it as the spreadsheet does', async () => {
    const text = [header, '"한다래\n(전학)",plus82kid3,,,,,,,,,', '한바다,plus82kid4,,,,,,,,,'].join('\n');
    const res = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { text } });
    expect(res.body.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors])).toEqual([
      [2, ["'이름' 칸에 줄바꿈이 있습니다. 한 줄로 고쳐 주세요."]],
      [3, []],
    ]);
  });

  it('imports nothing while one row is wrong, then everything in one go with one-time passwords', async () => {
    const refused = await api.request('POST', '/staff/people/import/', { token: admin, body: { file: cp949([...good, bad[1]!]) } });
    expectError(refused, 422, 'IMPORT_INVALID');
    expect(refused.body.fieldErrors.rows).toEqual([
      '5행: 아이디 student1은 김하린 학생의 계정입니다. 이름과 아이디를 확인해 주세요.',
      '5행: 입소일 2026-02-30을 날짜로 읽을 수 없습니다(예: 2026-03-02).',
    ]);
    const none = await api.request('GET', '/staff/people/?category=student&q=ddom01&status=all', { token: admin });
    expect(none.body.results).toEqual([]);
    const noParent = await api.request('GET', '/staff/people/?category=parent&q=01077771111&status=all', { token: admin });
    expect(noParent.body.results).toEqual([]);

    const done = await api.request('POST', '/staff/people/import/', { token: admin, body: { file: cp949(good) } });
    expect(done.status, done.text).toBe(201);
    expect(done.body.linkedParents).toBe(1);
    const created = done.body.created as { category: string; username: string; name: string; oneTimePassword: string; note: string }[];
    expect(created.map((c) => `${c.category}:${c.username}`)).toEqual([
      'student:ddom01',
      'student:bom01',
      'student:yeoreum01',
      'parent:01077771111',
    ]);
    expect(created[3]!.note).toBe('박똠이, 박봄이 학부모');
    const mother = await api.request('GET', '/staff/people/?category=parent&q=010-7777-1111', { token: admin });
    expect(mother.body.results[0]).toMatchObject({ name: '박햏순', phone: '010-7777-1111', mustChangePassword: true });
    expect(mother.body.results[0].links.map((l: { name: string }) => l.name)).toEqual(['박똠이', '박봄이']);
    const ddom = await api.request('GET', '/staff/people/?category=student&q=ddom01', { token: admin });
    expect(ddom.body.results[0]).toMatchObject({ name: '박똠이', className: '1반', room: '301호', admittedOn: '2026-03-02' });
    const parent1 = await api.request('GET', '/staff/people/?category=parent&q=parent1', { token: admin });
    expect(parent1.body.results[0].links).toContainEqual(expect.objectContaining({ username: 'yeoreum01', relation: '이모' }));

    const signedIn = await login('ddom01', created[0]!.oneTimePassword);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.user.mustChangePassword).toBe(true);
    // The same sheet again: the students are here now, as it says; nothing to make or change.
    const again = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { file: cp949(good) } });
    expect(again.body, again.text).toMatchObject({ students: 0, updates: 0, newParents: 0, errorRows: 0 });
    expect(again.body.rows.map((r: { action: string }) => r.action)).toEqual(['same', 'same', 'same']);

    // On each account's history: made by a sheet, by this admin; parent1 gained a child by it.
    const historyOf = async (id: number) => (await api.request('GET', `/staff/people/${id}/history/`, { token: admin })).body.results;
    expect(await historyOf(ddom.body.results[0].id)).toEqual([expect.objectContaining({ action: 'imported', actorName: '최현수' })]);
    expect((await historyOf(parent1.body.results[0].id))[0]).toMatchObject({ action: 'updated', detail: '자녀', actorName: '최현수' });
  });

  it('reads UTF-8 with its BOM, and pasted tab-separated cells with quotes', async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('이름,아이디,반\r\n"한, 별",star01,"3반"\r\n', 'utf8')]);
    const res = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { file: b64(bom) } });
    expect(res.body).toMatchObject({ encoding: 'utf-8', columns: ['이름', '아이디', '반'] });
    expect(res.body.rows[0]).toMatchObject({ name: '한, 별', username: 'star01', className: '3반', errors: [] });
    const pasted = await api.request('POST', '/staff/people/import/preview/', {
      token: admin,
      body: { text: '번호\t 이름 \t아이디*\t입소일(YYYY-MM-DD)\t비고\n1\t윤하\tyunha01\t2026-03-02\t\n2\t윤슬\tYUNHA01\t2026-13-01\t' },
    });
    expect(pasted.body.problems).toEqual([]);
    expect(pasted.body.rows[1].errors).toEqual([
      '아이디 yunha01이 2행과 겹칩니다.',
      '입소일 2026-13-01을 날짜로 읽을 수 없습니다(예: 2026-03-02).',
    ]);
  });

  it('refuses an Excel workbook itself with how to save it as CSV, not its bytes read as text', async () => {
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml')]);
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
    for (const bytes of [xlsx, xls]) {
      const res = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { file: b64(bytes) } });
      expectError(res, 400, 'BAD_REQUEST');
      expect(res.body.message).toBe(EXCEL_FILE_MESSAGE);
    }
  });

  it('links an existing parent only under her own name, and names whose account a row is linked to', async () => {
    // parent1's id with another family's parent name (a phone number or id typed wrong): not linked.
    const stranger = await api.request('POST', '/staff/people/import/preview/', {
      token: admin,
      body: {
        text: '이름,아이디,학부모 이름,학부모 아이디\n이서준,seojun01,이민정,parent1\n남궁솔,sol01,박 지현,parent1\n한별,byeol01,,parent1',
      },
    });
    expect(stranger.body.rows[0]).toMatchObject({
      parent: 'none',
      errors: ['학부모 아이디 parent1은 박지현 님의 계정입니다. 학부모 이름과 연락처를 확인해 주세요.'],
    });
    // Her own name, spaced otherwise, or no name: linked, and the preview names her as the portal knows her.
    expect(stranger.body.rows[1]).toMatchObject({ parent: 'existing', parentName: '박지현', errors: [] });
    expect(stranger.body.rows[2]).toMatchObject({ parent: 'existing', parentName: '박지현', errors: [] });
    expectError(
      await api.request('POST', '/staff/people/import/', {
        token: admin,
        body: { text: '이름,아이디,학부모 이름,학부모 아이디\n이서준,seojun01,이민정,parent1' },
      }),
      422,
      'IMPORT_INVALID',
    );
  });

  it('does not link a child to a parent account switched off, found by its id or its phone, and says why', async () => {
    const [mother] = await api.db.select({ id: users.id, phone: users.phone }).from(users).where(eq(users.username, 'parent2'));
    const off = await api.request('PUT', `/staff/people/${mother!.id}/active/`, { token: admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      const res = await api.request('POST', '/staff/people/import/preview/', {
        token: admin,
        body: { text: `이름,아이디,학부모 아이디,학부모 연락처\n이동생,dongsaeng01,parent2,\n이막내,maknae01,,${mother!.phone}` },
      });
      expect(res.body.rows).toHaveLength(2);
      for (const row of res.body.rows)
        expect(row).toMatchObject({
          errors: ['학부모 아이디 parent2는 사용 중지된 계정입니다. 사람 관리에서 다시 사용하게 한 뒤 올려 주세요.'],
        });
    } finally {
      await api.request('PUT', `/staff/people/${mother!.id}/active/`, { token: admin, body: { active: true } });
    }
  });

  it('reads Excel’s 유니코드 텍스트 (UTF-16 with its BOM), and refuses a file with NUL in it before anything is written', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('이름\t아이디\r\n유니\tunicode01\r\n', 'utf16le')]);
    const read = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { file: b64(utf16) } });
    expect(read.body).toMatchObject({ encoding: 'utf-16', columns: ['이름', '아이디'] });
    expect(read.body.rows[0]).toMatchObject({ name: '유니', username: 'unicode01', errors: [] });
    const nul = Buffer.from('이름,아이디\n널\u0000문자,nul01\n', 'utf8');
    for (const path of ['/staff/people/import/preview/', '/staff/people/import/']) {
      const res = await api.request('POST', path, { token: admin, body: { file: b64(nul) } });
      expectError(res, 400, 'BAD_REQUEST');
      expect(res.body.message).toContain('읽을 수 없는 문자');
    }
    // A zero-width space in a name goes, as in pasted text.
    const zw = await api.request('POST', '/staff/people/import/preview/', {
      token: admin,
      body: { file: b64(Buffer.from('이름,아이디\n윤\u200b하,zw01\n')) },
    });
    expect(zw.body.rows[0]).toMatchObject({ name: '윤하', errors: [] });
  });

  it('refuses a sheet without the required columns or with an unknown one', async () => {
    const res = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { text: '성함,학년\n김,1' } });
    expect(res.body.problems).toEqual([
      "알 수 없는 열 제목 '성함'이 있습니다. 아래 열 이름으로 고치거나 그 열을 지워 주세요.",
      "알 수 없는 열 제목 '학년'이 있습니다. 아래 열 이름으로 고치거나 그 열을 지워 주세요.",
      "'이름' 열이 없습니다. 첫 줄에 '이름' 열 제목을 넣어 주세요.",
      "'아이디' 열이 없습니다. 첫 줄에 '아이디' 열 제목을 넣어 주세요.",
    ]);
    expectError(
      await api.request('POST', '/staff/people/import/', { token: admin, body: { text: '성함,학년\n김,1' } }),
      422,
      'IMPORT_INVALID',
    );
    expectError(await api.request('POST', '/staff/people/import/', { token: admin, body: {} }), 400, 'BAD_REQUEST');
  });
});

describe('site information and the exam calendar', () => {
  const site = {
    serviceTitle: '청람기숙학원 양평캠퍼스',
    intranetUrl: 'https://intranet.cheongram.kr',
    logoUrl: '/logo.svg',
    companyName: '주식회사 청람에듀',
    representative: '김서윤',
    businessRegistrationNumber: '214-87-40521',
    mailOrderRegistrationNumber: '제2026-경기양평-0412호',
    address: '경기도 양평군 양서면 청람길 27',
    customerServicePhone: '031-771-2480',
  };

  it('the admin edits the site information; the public answer follows at once on this instance', async () => {
    await api.request('GET', '/site/');
    const saved = await api.request('PUT', '/staff/site/', { token: admin, body: site });
    expect(saved.status, saved.text).toBe(200);
    expect((await api.request('GET', '/site/')).body.serviceTitle).toBe('청람기숙학원 양평캠퍼스');
    const bad = await api.request('PUT', '/staff/site/', {
      token: admin,
      body: { ...site, businessRegistrationNumber: '2148740521', intranetUrl: 'javascript:alert(1)' },
    });
    expectError(bad, 400, 'BAD_REQUEST');
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['businessRegistrationNumber', 'intranetUrl']);
    expectError(await api.request('PUT', '/staff/site/', { token: teacher, body: site }), 404, 'ROUTE_NOT_FOUND');
  });

  it('refuses a save made over another admin’s since it was read, and keeps theirs; read again, hers goes through', async () => {
    // Two admins open the console at the same time.
    const read = await api.request('GET', '/staff/site/', { token: admin });
    expect(read.status, read.text).toBe(200);
    const { updatedAt: version, ...record } = read.body as typeof site & { updatedAt: string };
    const first = await api.request('PUT', '/staff/site/', {
      token: admin,
      body: { ...record, customerServicePhone: '031-771-2481', updatedAt: version },
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.updatedAt).not.toBe(version);
    // The other's save, made from what she read before, would undo the new number unseen.
    const second = await api.request('PUT', '/staff/site/', {
      token: admin,
      body: { ...record, address: '경기도 양평군 양서면 청람길 29', updatedAt: version },
    });
    expectError(second, 409, 'EDIT_CONFLICT');
    expect(second.body.message).toContain('다른 분이 먼저 저장했습니다');
    const now = (await api.request('GET', '/staff/site/', { token: admin })).body;
    expect([now.customerServicePhone, now.address]).toEqual(['031-771-2481', record.address]);
    // Read again, her save is made over theirs knowingly.
    const again = await api.request('PUT', '/staff/site/', { token: admin, body: { ...now, address: '경기도 양평군 양서면 청람길 29' } });
    expect(again.status, again.text).toBe(200);
    expect([again.body.customerServicePhone, again.body.address]).toEqual(['031-771-2481', '경기도 양평군 양서면 청람길 29']);
    // The public answer never carries the version.
    expect(Object.keys((await api.request('GET', '/site/')).body)).not.toContain('updatedAt');
  });

  it('the admin adds, moves and removes exams; an exam with grades stays', async () => {
    const list = await api.request('GET', '/staff/education/exam-sessions/', { token: admin });
    expect(list.status).toBe(200);
    const entered = (list.body.results as { id: number; records: number }[]).find((e) => e.records > 0)!;
    expectError(
      await api.request('DELETE', `/staff/education/exam-sessions/${entered.id}/`, { token: admin }),
      409,
      'EXAM_SESSION_HAS_RECORDS',
    );
    // A name the demo calendar (a year of exams) does not hold.
    const body = { name: '청람 겨울방학 특별 모의고사', shortName: '겨울 특모', organizer: '자체', examDate: '2027-01-15' };
    const made = await api.request('POST', '/staff/education/exam-sessions/', { token: admin, body });
    expect(made.status, made.text).toBe(201);
    expectError(await api.request('POST', '/staff/education/exam-sessions/', { token: admin, body }), 409, 'EXAM_SESSION_NAME_TAKEN');
    // Spaced otherwise, it is the same name (two exams that read alike to students).
    expectError(
      await api.request('POST', '/staff/education/exam-sessions/', {
        token: admin,
        body: { ...body, name: ' 청람  겨울방학 특별\t모의고사 ' },
      }),
      409,
      'EXAM_SESSION_NAME_TAKEN',
    );
    // A year typed wrong is refused beside the date, this one or a move.
    const year = Number(new Date().toISOString().slice(0, 4));
    for (const examDate of ['2062-12-10', '1999-01-01']) {
      const wrong = await api.request('POST', '/staff/education/exam-sessions/', {
        token: admin,
        body: { ...body, name: '연도 확인 모의고사', examDate },
      });
      expectError(wrong, 400, 'BAD_REQUEST');
      expect(wrong.body.fieldErrors.examDate).toEqual([`시험 날짜의 연도를 확인해 주세요(${year - 5}~${year + 2}년).`]);
    }
    expectError(
      await api.request('PUT', `/staff/education/exam-sessions/${made.body.id}/`, {
        token: admin,
        body: { ...body, examDate: '2062-01-22' },
      }),
      400,
      'BAD_REQUEST',
    );
    const moved = await api.request('PUT', `/staff/education/exam-sessions/${made.body.id}/`, {
      token: admin,
      body: { ...body, examDate: '2027-01-22' },
    });
    expect(moved.body).toMatchObject({ examDate: '2027-01-22', records: 0 });
    // An exam from long ago (before the rule) is still renamed, its date kept.
    const [old] = await api.db
      .insert(examSessions)
      .values({ name: '2019 옛 모의고사', shortName: '옛 모의', organizer: '자체', examDate: '2019-06-01' })
      .returning({ id: examSessions.id });
    const renamed = await api.request('PUT', `/staff/education/exam-sessions/${old!.id}/`, {
      token: admin,
      body: { name: '2019 예전 모의고사', shortName: '옛 모의', organizer: '자체', examDate: '2019-06-01' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const calendar = await api.request('GET', '/education/exam-calendar/?pageSize=100', { token: people.token.student1 });
    expect(calendar.body.results.map((e: { name: string }) => e.name)).toContain('청람 겨울방학 특별 모의고사');
    expect((await api.request('DELETE', `/staff/education/exam-sessions/${made.body.id}/`, { token: admin })).status).toBe(204);
  });
});
