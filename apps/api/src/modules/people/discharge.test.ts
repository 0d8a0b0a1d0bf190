import { addDays, atSeoul, seoulDate } from '@portal/contract/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatRooms, notices, reservations, studentProfiles, users } from '../../db/schema';
import { expectError } from '../../test/expect';
import { startTestApi, type TestApi } from '../../test/harness';
import { newStudents, signIn } from '../reservations/test-support';
import { peopleRepository } from './repository';
import { peopleService } from './service';
import { saveStudent } from './test-support';

/*
 * A student's 입소일 and 퇴소일 are more than a record: she books only the days of her stay, and the
 * day after her 퇴소일 her account is switched off as an admin's switch would (an audit: students
 * who had left went on booking seats, and a newcomer imported for March booked in December).
 */
type Slot = { id: number; state: string; booked: number; capacity: number | null };

let api: TestApi;
let admin: string;
let today: string;

beforeAll(async () => {
  // Tokens outlive the two days the clock is moved on.
  api = await startTestApi({ ACCESS_TOKEN_TTL_SECONDS: String(7 * 24 * 3600) });
  admin = (await signIn(api, 'admin')).token;
  today = seoulDate(api.clock.now());
});
afterAll(async () => {
  await api?.close();
});

/** An open computer-room period on a coming day (2 to 6 days ahead), as she sees it. */
async function openSlot(token: string, from = 2): Promise<{ date: string; slot: Slot }> {
  for (let n = from; n <= 6; n++) {
    const date = addDays(today, n);
    const day = await api.request('GET', `/reservations/facilities/computer/day/?date=${date}`, { token });
    expect(day.status, day.text).toBe(200);
    const slot = (day.body.slots as Slot[]).find((s) => s.state === 'open' && (s.capacity ?? 99) > s.booked);
    if (slot) return { date, slot };
  }
  throw new Error('no open computer-room period in the coming week');
}

/** The admin sets her stay on the console's form (the rest of her record as it is). */
const setStay = (id: number, stay: { admittedOn?: string; dischargedOn?: string; className?: string; room?: string }) =>
  saveStudent(api, admin, id, stay);

const book = (token: string, slotId: number) => api.request('POST', '/reservations/', { token, body: { facility: 'computer', slotId } });

const historyOf = async (id: number) =>
  (await api.request('GET', `/staff/people/${id}/history/`, { token: admin })).body.results as {
    action: string;
    actorName: string | null;
  }[];

/** The people service with its follow-up `step` failing as a lock held too long does, and the first warning logged. */
async function withFailing<T>(step: 'left' | 'stayChanged', act: (people: ReturnType<typeof peopleService>) => Promise<T>) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const people = peopleService({
      repo: peopleRepository(api.db, api.clock.now),
      accounts: { endAllSignIns: async () => undefined, forgetProfile: () => undefined },
      [step]: async () => {
        throw new Error('canceling statement due to lock timeout');
      },
      now: api.clock.now,
    });
    return { result: await act(people), warned: String(warn.mock.calls[0]?.[0]) };
  } finally {
    warn.mockRestore();
  }
}

const byAdmin = { id: 1, category: 'admin' } as never;

/**
 * Saves her stay as the console's form does (the rest of her record as it is), through a service whose
 * follow-up `step` fails; answers what the save answered and the warning.
 */
async function saveWithFailing(step: 'left' | 'stayChanged', id: number, stay: { admittedOn: string; dischargedOn: string }) {
  const p = (await api.request('GET', `/staff/people/${id}/`, { token: admin })).body;
  const { result: saved, warned } = await withFailing(step, (people) =>
    people.update(byAdmin, id, {
      username: p.username,
      name: p.name,
      email: '',
      phone: '',
      className: '',
      room: '',
      ...stay,
      updatedAt: p.updatedAt,
    }),
  );
  return { saved, warned };
}

/** A booking's status as kept. */
const statusOf = async (id: number) =>
  (await api.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, id)))[0]!.status;

describe('a student’s stay', () => {
  it('books only the days from her 입소일 to her 퇴소일, saying which day', async () => {
    const [s] = await newStudents(api, 1, 'stay');
    const { date, slot } = await openSlot(s!.token);
    expect((await setStay(s!.id, { admittedOn: addDays(date, 1) })).status).toBe(200);
    const early = await book(s!.token, slot.id);
    expectError(early, 409, 'OUTSIDE_STAY');
    expect(early.body.message).toMatch(/^입소일인 \d{4}\.\d{2}\.\d{2} \(.\)부터 예약할 수 있습니다\.$/);
    expect((await setStay(s!.id, { admittedOn: today, dischargedOn: addDays(date, -1) })).status).toBe(200);
    const late = await book(s!.token, slot.id);
    expectError(late, 409, 'OUTSIDE_STAY');
    expect(late.body.message).toContain('까지만 예약할 수 있습니다');
    expect((await setStay(s!.id, { admittedOn: today, dischargedOn: date })).status).toBe(200);
    expect((await book(s!.token, slot.id)).status).toBe(201);
  });

  it('switches her off at once when the 퇴소일 set is already past, and keeps her off until it is corrected', async () => {
    const [s] = await newStudents(api, 1, 'gone');
    const saved = await setStay(s!.id, { dischargedOn: addDays(today, -1) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.active).toBe(false);
    expectError(await api.request('GET', '/accounts/me/', { token: s!.token }), 401);
    expect((await historyOf(s!.id))[0]).toMatchObject({ action: 'discharged', actorName: null });
    expectError(await api.request('PUT', `/staff/people/${s!.id}/active/`, { token: admin, body: { active: true } }), 409, 'DISCHARGED');
    expect((await setStay(s!.id, {})).status).toBe(200);
    const back = await api.request('PUT', `/staff/people/${s!.id}/active/`, { token: admin, body: { active: true } });
    expect(back.status, back.text).toBe(200);
    expect(back.body.active).toBe(true);
  });

  it('refuses an import row whose 퇴소일 has passed', async () => {
    const text = ['이름\t아이디\t반\t호실\t입소일\t퇴소일', `황보다온\tdaon.left\t1반\t\t\t${addDays(today, -1)}`].join('\n');
    const preview = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { text } });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.rows[0].errors).toEqual(['퇴소일이 이미 지났습니다. 지금 머무는 학생만 등록해 주세요.']);
  });

  it('shows her class’s notices from her 입소일 on: last year’s 1반 notices are not this year’s 1반’s', async () => {
    const [s] = await newStudents(api, 1, 'klass');
    const teacher = (await signIn(api, 'teacher1')).token;
    const notice = await api.request('POST', '/staff/notices/', {
      token: teacher,
      body: { category: 'general', title: '1반 자습 좌석 안내', bodyHtml: '<p>안내입니다.</p>', audience: 'class', className: '1반' },
    });
    expect(notice.status, notice.text).toBe(201);
    const open = () => api.request('GET', `/notices/${notice.body.id}/`, { token: s!.token });
    const listed = async () =>
      ((await api.request('GET', '/notices/?pageSize=100', { token: s!.token })).body.results as { id: number }[]).some(
        (n) => n.id === notice.body.id,
      );
    // In 1반 since before it: hers.
    expect((await setStay(s!.id, { className: '1반', admittedOn: addDays(today, -30) })).status).toBe(200);
    expect((await open()).status).toBe(200);
    expect(await listed()).toBe(true);
    // Coming in March, or back for a new year: not hers.
    expect((await setStay(s!.id, { className: '1반', admittedOn: addDays(today, 1) })).status).toBe(200);
    expectError(await open(), 404, 'NOT_FOUND');
    expect(await listed()).toBe(false);
  });

  it('shows a newcomer without an 입소일 her class’s notices from the day her account was made, not last year’s', async () => {
    const teacher = (await signIn(api, 'teacher1')).token;
    const post = async (title: string) => {
      const res = await api.request('POST', '/staff/notices/', {
        token: teacher,
        body: { category: 'general', title, bodyHtml: '<p>안내입니다.</p>', audience: 'class', className: '1반' },
      });
      expect(res.status, res.text).toBe(201);
      return res.body.id as number;
    };
    const old = await post('지난해 1반 기말 안내');
    await api.db
      .update(notices)
      .set({ publishAt: new Date(Date.now() - 300 * 86_400_000) })
      .where(eq(notices.id, old));
    const [s] = await newStudents(api, 1, 'nodate');
    expect((await setStay(s!.id, { className: '1반' })).status).toBe(200);
    const fresh = await post('1반 이번 주 자습 안내');
    const listed = ((await api.request('GET', '/notices/?pageSize=100', { token: s!.token })).body.results as { id: number }[]).map(
      (n) => n.id,
    );
    expect(listed).toContain(fresh);
    expect(listed).not.toContain(old);
    expectError(await api.request('GET', `/notices/${old}/`, { token: s!.token }), 404, 'NOT_FOUND');
  });

  it('says on the day’s page that a day outside her stay cannot be booked, before she taps a period', async () => {
    const [s] = await newStudents(api, 1, 'page');
    const { date } = await openSlot(s!.token);
    expect((await setStay(s!.id, { admittedOn: addDays(date, 1) })).status).toBe(200);
    // At once, on the instance that saved it (the day's page remembers her side until it changes).
    const day = await api.request('GET', `/reservations/facilities/computer/day/?date=${date}`, { token: s!.token });
    expect(day.body.bookable).toBe(false);
    expect(day.body.reason).toMatch(/^입소일인 \d{4}\.\d{2}\.\d{2} \(.\)부터 예약할 수 있습니다\.$/);
    const inside = await api.request('GET', `/reservations/facilities/computer/day/?date=${addDays(date, 1)}`, { token: s!.token });
    expect(inside.body.reason ?? '').not.toMatch(/입소일/);
    // The strip marks the days outside her stay, before she taps them.
    const strip = (day.body.dates as { date: string; away: string | null }[]).filter((d) => d.date <= addDays(date, 1));
    expect(strip.map((d) => d.away)).toEqual(strip.map((d) => (d.date <= date ? 'before' : null)));
    expect((await setStay(s!.id, { admittedOn: addDays(date, -30), dischargedOn: date })).status).toBe(200);
    const leaving = await api.request('GET', `/reservations/facilities/computer/day/?date=${date}`, { token: s!.token });
    expect((leaving.body.dates as { date: string; away: string | null }[]).map((d) => d.away)).toEqual(
      (leaving.body.dates as { date: string }[]).map((d) => (d.date > date ? 'after' : null)),
    );
  });

  it('cancels her bookings outside a stay changed on the console, and keeps those inside', async () => {
    const [s] = await newStudents(api, 1, 'moved');
    const first = await openSlot(s!.token);
    const later = await openSlot(s!.token, 5);
    const early = await book(s!.token, first.slot.id);
    const kept = await book(s!.token, later.slot.id);
    expect([early.status, kept.status]).toEqual([201, 201]);
    expect((await setStay(s!.id, { admittedOn: addDays(first.date, 1) })).status).toBe(200);
    const rows = await api.db
      .select({ id: reservations.id, status: reservations.status, reason: reservations.cancelReason })
      .from(reservations)
      .where(eq(reservations.studentId, s!.id));
    expect(rows.find((r) => r.id === early.body.id)).toMatchObject({
      status: 'cancelled',
      reason: '입소일·퇴소일이 바뀌어 취소되었습니다.',
    });
    expect(rows.find((r) => r.id === kept.body.id)).toMatchObject({ status: 'active' });
  });

  it('refuses a new student on the console whose 퇴소일 has passed, as an import does', async () => {
    const res = await api.request('POST', '/staff/people/', {
      token: admin,
      body: { category: 'student', username: 'daon.gone', name: '황보다온', dischargedOn: addDays(today, -1) },
    });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors.dischargedOn).toEqual(['퇴소일이 이미 지났습니다. 지금 머무는 학생만 등록해 주세요.']);
  });

  it('does not refuse switching on a student who is on already; a sheet names the 퇴소일 for one switched off by it', async () => {
    const [s] = await newStudents(api, 1, 'on');
    await api.db.insert(studentProfiles).values({ studentId: s!.id, dischargedOn: addDays(today, -1) });
    const on = await api.request('PUT', `/staff/people/${s!.id}/active/`, { token: admin, body: { active: true } });
    expect(on.status, on.text).toBe(200);
    await api.db.update(users).set({ isActive: false }).where(eq(users.id, s!.id));
    const text = ['이름\t아이디\t반', `학생1\t${s!.username}\t1반`].join('\n');
    const preview = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { text } });
    expect(preview.body.rows[0].errors).toEqual([
      '퇴소일이 지나 사용 중지된 계정입니다. 사람 관리에서 퇴소일을 고치고 다시 사용하게 한 뒤 올려 주세요.',
    ]);
  });

  it('shows a returning student moved to another class that class’s notices from her move on, not last year’s', async () => {
    const [s] = await newStudents(api, 1, 'back');
    const teacher = (await signIn(api, 'teacher1')).token;
    expect((await setStay(s!.id, { className: '2반', admittedOn: addDays(today, -200) })).status).toBe(200);
    const post = (title: string) =>
      api.request('POST', '/staff/notices/', {
        token: teacher,
        body: { category: 'general', title, bodyHtml: '<p>안내입니다.</p>', audience: 'class', className: '1반' },
      });
    const lastYear = await post('작년 1반 안내');
    expect(lastYear.status, lastYear.text).toBe(201);
    api.clock.advance(60_000);
    // The new year's sheet moves her to 1반; she keeps her 입소일 of last year.
    const text = ['이름\t아이디\t반', `학생1\t${s!.username}\t1반`].join('\n');
    const imported = await api.request('POST', '/staff/people/import/', { token: admin, body: { text } });
    expect(imported.status, imported.text).toBe(201);
    expectError(await api.request('GET', `/notices/${lastYear.body.id}/`, { token: s!.token }), 404, 'NOT_FOUND');
    api.clock.advance(60_000);
    const thisYear = await post('올해 1반 안내');
    expect((await api.request('GET', `/notices/${thisYear.body.id}/`, { token: s!.token })).status).toBe(200);
    // A student placed in 1반 from her first day keeps reading what 1반 was told since her 입소일.
    const [n] = await newStudents(api, 1, 'new');
    expect((await setStay(n!.id, { className: '1반', admittedOn: addDays(today, -300) })).status).toBe(200);
    expect((await api.request('GET', `/notices/${lastYear.body.id}/`, { token: n!.token })).status).toBe(200);
    // Moved to 2반 by mistake and back the same day: 1반's notices are hers again, as before the mistake.
    expect((await setStay(n!.id, { className: '2반', admittedOn: addDays(today, -300) })).status).toBe(200);
    expectError(await api.request('GET', `/notices/${lastYear.body.id}/`, { token: n!.token }), 404, 'NOT_FOUND');
    api.clock.advance(60_000);
    expect((await setStay(n!.id, { className: '1반', admittedOn: addDays(today, -300) })).status).toBe(200);
    expect((await api.request('GET', `/notices/${lastYear.body.id}/`, { token: n!.token })).status).toBe(200);
  });

  it('switches her off at the Seoul midnight after her 퇴소일: her sign-ins end and her bookings after it are cancelled', async () => {
    const [s] = await newStudents(api, 1, 'leave');
    const { date, slot } = await openSlot(s!.token, 3);
    const booked = await book(s!.token, slot.id);
    expect(booked.status, booked.text).toBe(201);
    const leaves = addDays(date, -2);
    expect((await setStay(s!.id, { dischargedOn: leaves })).status).toBe(200);
    // Her 퇴소일 itself: still here.
    api.clock.set(atSeoul(leaves, '23:30'));
    await api.settle();
    expect((await api.request('GET', '/accounts/me/', { token: s!.token })).status).toBe(200);
    // The night after it.
    api.clock.set(atSeoul(addDays(leaves, 1), '00:01'));
    await api.settle();
    expectError(await api.request('GET', '/accounts/me/', { token: s!.token }), 401);
    const person = await api.request('GET', `/staff/people/${s!.id}/`, { token: admin });
    expect(person.body.active).toBe(false);
    expect((await historyOf(s!.id))[0]).toMatchObject({ action: 'discharged', actorName: null });
    const [row] = await api.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, booked.body.id));
    expect(row!.status).toBe('cancelled');
  });
  it('finishes at the next midnight a leaving that failed half-way (switched off, her booking still held)', async () => {
    const [s] = await newStudents(api, 1, 'half');
    const now = seoulDate(api.clock.now());
    today = now;
    const { slot } = await openSlot(s!.token);
    const booked = await book(s!.token, slot.id);
    expect(booked.status, booked.text).toBe(201);
    // As a run that died after switching her off: inactive, 퇴소일 yesterday, the booking untouched.
    await api.db.insert(studentProfiles).values({ studentId: s!.id, dischargedOn: addDays(now, -1) });
    await api.db.update(users).set({ isActive: false }).where(eq(users.id, s!.id));
    api.clock.set(atSeoul(addDays(now, 1), '00:01'));
    await api.settle();
    const [row] = await api.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, booked.body.id));
    expect(row!.status).toBe('cancelled');
  });

  it('saves a 퇴소일 weeks past whose leaving fails half-way, says nothing failed, switches her off, and the midnight run finishes it', async () => {
    today = seoulDate(api.clock.now());
    const [s] = await newStudents(api, 1, 'half');
    const { slot } = await openSlot(s!.token);
    const booked = await book(s!.token, slot.id);
    expect(booked.status, booked.text).toBe(201);
    // A question to her teacher, still open: her leaving closes it.
    const teacher = await signIn(api, 'teacher1');
    const room = await api.request('POST', '/chat/rooms/', {
      token: s!.token,
      body: { category: 'math', target: 'teacher', teacherId: teacher.id, body: '수학 질문이 있어요.' },
    });
    expect(room.status, room.text).toBe(201);
    const roomStatus = async () =>
      (await api.db.select({ status: chatRooms.status }).from(chatRooms).where(eq(chatRooms.id, room.body.id)))[0]!.status;
    // Entered late: she left a month ago.
    const left = addDays(today, -30);
    const { saved, warned } = await saveWithFailing('left', s!.id, { admittedOn: addDays(left, -100), dischargedOn: left });
    expect(saved).toMatchObject({ dischargedOn: left, active: false });
    expect(warned).toContain('밤 12시에 다시');
    expect(await statusOf(booked.body.id)).toBe('active');
    expect(await roomStatus()).toBe('open');
    // The midnight run finishes her leaving: switched off this week, however long ago her 퇴소일.
    api.clock.set(atSeoul(addDays(today, 1), '00:01'));
    await api.settle();
    expect(await statusOf(booked.body.id)).toBe('cancelled');
    expect(await roomStatus()).toBe('closed');
  });

  it('switches off a student whose bookings cannot be cancelled now, says nothing failed, and the midnight run finishes it', async () => {
    today = seoulDate(api.clock.now());
    const [s] = await newStudents(api, 1, 'off');
    const { slot } = await openSlot(s!.token);
    const booked = await book(s!.token, slot.id);
    expect(booked.status, booked.text).toBe(201);
    // No 퇴소일: the admin's switch, not her stay, is all that says she left.
    const { result: person, warned } = await withFailing('left', (people) => people.setActive(byAdmin, s!.id, false));
    expect(person.active).toBe(false);
    expect(warned).toContain('밤 12시에 다시');
    expect(await statusOf(booked.body.id)).toBe('active');
    api.clock.set(atSeoul(addDays(today, 1), '00:01'));
    await api.settle();
    expect(await statusOf(booked.body.id)).toBe('cancelled');
  });

  it('saves a stay whose bookings cannot be cancelled now, says nothing failed, and the midnight run cancels them', async () => {
    today = seoulDate(api.clock.now());
    const [s] = await newStudents(api, 1, 'held');
    const { date, slot } = await openSlot(s!.token);
    const booked = await book(s!.token, slot.id);
    expect(booked.status, booked.text).toBe(201);
    // The console's edit, its cancellations failing after the change was saved (a lock held too long).
    const { saved, warned } = await saveWithFailing('stayChanged', s!.id, { admittedOn: addDays(date, 1), dischargedOn: '' });
    expect(saved.admittedOn).toBe(addDays(date, 1));
    expect(warned).toContain('밤 12시에 다시');
    expect(await statusOf(booked.body.id)).toBe('active');
    api.clock.set(atSeoul(addDays(seoulDate(api.clock.now()), 1), '00:01'));
    await api.settle();
    expect(await statusOf(booked.body.id)).toBe('cancelled');
  });

  it('joins a class given after hers was cleared from then on, and a mistake undone months ago does not bring an old date back', async () => {
    // The clock has moved days on in this file: fresh sign-ins.
    admin = (await signIn(api, 'admin')).token;
    const teacher = (await signIn(api, 'teacher1')).token;
    const admitted = addDays(seoulDate(api.clock.now()), -200);
    const post = async (title: string, className = '1반') => {
      const made = await api.request('POST', '/staff/notices/', {
        token: teacher,
        body: { category: 'general', title, bodyHtml: '<p>안내입니다.</p>', audience: 'class', className },
      });
      expect(made.status, made.text).toBe(201);
      api.clock.advance(60_000);
      return made.body.id as number;
    };
    const reads = async (token: string, id: number) => (await api.request('GET', `/notices/${id}/`, { token })).status === 200;
    const [cleared, undone, again] = await newStudents(api, 3, 'cls');
    for (const s of [cleared!, undone!, again!]) expect((await setStay(s.id, { className: '2반', admittedOn: admitted })).status).toBe(200);
    api.clock.advance(60_000);
    const old2 = await post('지난달 2반 안내', '2반');
    expect(await reads(again!.token, old2)).toBe(true);

    // Hers cleared at the year's end and set back by mistake's undoing the same day: as before.
    expect((await setStay(cleared!.id, { className: '', admittedOn: admitted })).status).toBe(200);
    expect((await api.request('GET', `/staff/people/${cleared!.id}/`, { token: admin })).body.className).toBeNull();
    api.clock.advance(60_000);
    expect((await setStay(cleared!.id, { className: '2반', admittedOn: admitted })).status).toBe(200);
    // Moved to 1반 by mistake and back the same day.
    expect((await setStay(undone!.id, { className: '1반', admittedOn: admitted })).status).toBe(200);
    api.clock.advance(60_000);
    expect((await setStay(undone!.id, { className: '2반', admittedOn: admitted })).status).toBe(200);
    const old = await post('지난달 1반 안내');
    expect(await reads(undone!.token, old)).toBe(false);

    api.clock.advance(3 * 24 * 3600_000);
    // Cleared, and 1반 given days later: last month's 1반 notice is not hers, the next one is.
    expect((await setStay(cleared!.id, { className: '', admittedOn: admitted })).status).toBe(200);
    // Another cleared the same day, her record saved days later without a class (her room), then her old
    // class given back: not a mistake undone (that was days ago), so last year's 2반 notice is not hers.
    expect((await setStay(again!.id, { className: '', admittedOn: admitted })).status).toBe(200);
    api.clock.advance(2 * 24 * 3600_000);
    expect((await setStay(again!.id, { className: '', room: '407호', admittedOn: admitted })).status).toBe(200);
    expect((await setStay(again!.id, { className: '2반', room: '407호', admittedOn: admitted })).status).toBe(200);
    expect(await reads(again!.token, old2)).toBe(false);
    expect((await setStay(cleared!.id, { className: '1반', admittedOn: admitted })).status).toBe(200);
    // Really moved to 1반 now: from now, not from the mistake of days ago.
    expect((await setStay(undone!.id, { className: '1반', admittedOn: admitted })).status).toBe(200);
    api.clock.advance(60_000);
    const next = await post('이번 주 1반 안내');
    for (const s of [cleared!, undone!]) {
      expect(await reads(s.token, old), s.username).toBe(false);
      expect(await reads(s.token, next), s.username).toBe(true);
    }
  });
});
