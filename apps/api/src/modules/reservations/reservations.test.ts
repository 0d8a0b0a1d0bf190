import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarms, guardianships, reservationFacilities, reservations, reservationSlots, users } from '../../db/schema';
import { expectError, HANGUL } from '../../test/expect';
import { startTestApi, type TestApi } from '../../test/harness';
import { newStudents, signIn } from './test-support';
import { addDays, atSeoul, seoulDate, weekdayOf } from '@portal/contract/dates';

/*
 * The API's clock starts at 10:00 on the coming Monday in Seoul, so that "today", the week (Monday
 * to Sunday = today .. today + 6) and the cut-offs are the same on every run; the seed is laid out
 * around that moment. Tests move the (stopped) clock to the hour they need and back.
 */
const realNow = new Date();
const realToday = seoulDate(realNow);
const weekday = weekdayOf(realToday);
const MONDAY = addDays(realToday, (8 - weekday) % 7 || 7);
const at = (day: number, time: string) => atSeoul(addDays(MONDAY, day), time);
const setNow = (d: Date) => api.clock.set(d);

let api: TestApi;
const t: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  // The seed is laid out around the API's clock, so this file seeds at its own moment.
  api = await startTestApi({ ACCESS_TOKEN_TTL_SECONDS: String(14 * 24 * 3600) }, { freshSeed: true, now: at(0, '10:00') });
  // Stopped there, as the cut-offs are tested to the minute.
  api.clock.pause();
  setNow(at(0, '10:00'));
  for (const u of ['student1', 'student2', 'student3', 'student4', 'parent1', 'parent2', 'teacher1', 'admin']) {
    const s = await signIn(api, u);
    t[u] = s.token;
    id[u] = s.id;
  }
});
afterAll(async () => {
  await api?.close();
});

const day = (facility: string, date: string, token: string, studentId?: number) =>
  api.request('GET', `/reservations/facilities/${facility}/day/?date=${date}${studentId ? `&studentId=${studentId}` : ''}`, { token });
const book = (token: string, body: object, key?: string) =>
  api.request('POST', '/reservations/', { token, body, headers: key ? { 'idempotency-key': key } : {} });
const cancel = (token: string, bookingId: number) => api.request('POST', `/reservations/${bookingId}/cancel/`, { token });
const date = (n: number) => addDays(MONDAY, n);

/** A slot of a facility's day by its start time. */
async function slotAt(facility: string, n: number, start: string, token = t.admin!) {
  const studentId = token === t.admin ? id.student1 : undefined;
  const res = await day(facility, date(n), token, studentId);
  expect(res.status, res.text).toBe(200);
  const slot = res.body.slots.find((s: { startTime: string }) => s.startTime === start);
  expect(slot, `${facility} ${date(n)} ${start}`).toBeDefined();
  return slot as { id: number; startTime: string; booked: number; capacity: number; state: string; reason: string | null };
}

/** A period the admin adds for one weekday (day offset from Monday). */
async function addPeriod(facility: string, n: number, startTime: string, endTime: string, capacity: number | null) {
  const res = await api.request('POST', `/staff/reservations/facilities/${facility}/templates/`, {
    token: t.admin,
    body: { weekdays: [(1 + n) % 7], startTime, endTime, capacity },
  });
  expect(res.status, res.text).toBe(201);
  return slotAt(facility, n, startTime);
}

describe('a facility’s day', () => {
  it('lists the computer room’s periods with sign-ups, capacity, the rules and the week', async () => {
    const [s] = await newStudents(api, 1);
    const res = await day('computer', date(1), s!.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.today).toBe(MONDAY);
    expect(res.body.dates.map((d: { date: string }) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(date));
    expect(res.body.facility).toEqual(expect.objectContaining({ id: 'computer', name: '컴퓨터실', dailyQuota: 2, weeklyQuota: 8 }));
    expect(res.body.facility.rulesText).toMatch(HANGUL);
    expect(res.body.slots.map((s: { startTime: string; endTime: string }) => `${s.startTime}-${s.endTime}`)).toEqual([
      '19:00-19:50',
      '20:00-20:50',
      '21:00-21:50',
    ]);
    for (const s of res.body.slots) expect(s).toEqual(expect.objectContaining({ capacity: 20, mine: null, state: 'open', reason: null }));
    expect(res.body.bookable).toBe(true);
    expect(res.body.reason).toBeNull();
    expect(res.body.quota).toEqual({ daily: { used: 0, limit: 2 }, weekly: { used: 0, limit: 8 } });
  });

  it('opens no day before today or after today + 6', async () => {
    const res = await day('computer', date(7), t.student3!);
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors.date[0]).toMatch(HANGUL);
    expectError(await day('computer', date(-1), t.student3!), 400);
    expectError(await day('computer', '2026-02-30', t.student3!), 400);
    expectError(await api.request('GET', '/reservations/facilities/pool/day/', { token: t.student3 }), 400);
  });

  it('answers the day of today when no date is given', async () => {
    const res = await api.request('GET', '/reservations/facilities/eym/day/', { token: t.student3 });
    expect(res.body.date).toBe(MONDAY);
    // 06:30 has passed at 10:00; 18:00 is open (or already hers, as the demo may have it).
    const [morning, evening] = res.body.slots.map((s: { state: string }) => s.state);
    expect(morning).toBe('closed');
    expect(['open', 'mine']).toContain(evening);
    expect(res.body.slots[0].reason).toBe('이미 시작된 시간입니다.');
  });
});

describe('booking and cancelling', () => {
  it('books a period, the count rises and it is hers; cancelling gives the place back', async () => {
    const before = await slotAt('computer', 1, '20:00', t.student3);
    const res = await book(t.student3!, { facility: 'computer', slotId: before.id });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual(
      expect.objectContaining({
        facility: 'computer',
        facilityName: '컴퓨터실',
        date: date(1),
        startTime: '20:00',
        endTime: '20:50',
        status: 'active',
        cancellable: true,
      }),
    );
    expect(res.body.resourceLabel).toMatch(/번 좌석$/);
    const after = await day('computer', date(1), t.student3!);
    const slot = after.body.slots.find((s: { id: number }) => s.id === before.id);
    expect(slot).toEqual(expect.objectContaining({ booked: before.booked + 1, mine: res.body.id, state: 'mine' }));
    expect(after.body.mine.map((m: { id: number }) => m.id)).toEqual([res.body.id]);
    expect(after.body.quota.daily.used).toBe(1);

    const cancelled = await cancel(t.student3!, res.body.id);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toEqual(expect.objectContaining({ id: res.body.id, status: 'cancelled', cancellable: false }));
    const again = await slotAt('computer', 1, '20:00', t.student3);
    expect(again).toEqual(expect.objectContaining({ booked: before.booked, mine: null, state: 'open' }));
    expectError(await cancel(t.student3!, res.body.id), 409, 'NOT_CANCELLABLE');
  });

  it('her coming bookings, asked again and again, say cancellable until the start, and drop out at the end', async () => {
    const [s] = await newStudents(api, 1);
    const slot = await slotAt('computer', 0, '19:00');
    const booked = await book(s!.token, { facility: 'computer', slotId: slot.id });
    expect(booked.status, booked.text).toBe(201);
    const upcoming = async () => (await api.request('GET', '/reservations/upcoming/', { token: s!.token })).body.results;
    const start = at(0, '19:00').getTime();
    try {
      // Twenty seconds before the start, then ten after: within the minute the list is remembered.
      setNow(new Date(start - 20_000));
      for (let i = 0; i < 2; i++) expect(await upcoming()).toEqual([booked.body]);
      setNow(new Date(start + 10_000));
      expect(await upcoming()).toEqual([{ ...booked.body, cancellable: false }]);
      setNow(at(0, '19:50'));
      expect(await upcoming()).toEqual([]);
    } finally {
      setNow(at(0, '10:00'));
    }
  });

  it('shows a period full when no seat in use is left, under its 정원 (a seat switched off)', async () => {
    const slot = await addPeriod('computer', 4, '16:00', '16:40', 20);
    const room = (await api.request('GET', '/staff/reservations/facilities/', { token: t.admin })).body.results.find(
      (f: { id: string }) => f.id === 'computer',
    );
    const seats = room.resources.filter((r: { isActive: boolean }) => r.isActive) as { id: number; label: string }[];
    const setSeat = (r: { id: number; label: string }, isActive: boolean) =>
      api.request('PUT', `/staff/reservations/resources/${r.id}/`, { token: t.admin, body: { label: r.label, isActive } });
    // One seat left in use: the first student takes it.
    for (const r of seats.slice(1)) expect((await setSeat(r, false)).status).toBe(200);
    try {
      const [first, second] = await newStudents(api, 2);
      expect((await book(first!.token, { facility: 'computer', slotId: slot.id })).status).toBe(201);
      const seen = await slotAt('computer', 4, '16:00', second!.token);
      expect(seen).toMatchObject({ booked: 1, capacity: 20, state: 'full', reason: '남은 좌석이 없습니다.' });
      expectError(await book(second!.token, { facility: 'computer', slotId: slot.id }), 409, 'SLOT_FULL');
      // A seat back in use: open again.
      expect((await setSeat(seats[1]!, true)).status).toBe(200);
      expect(await slotAt('computer', 4, '16:00', second!.token)).toMatchObject({ state: 'open' });
    } finally {
      for (const r of seats.slice(1)) await setSeat(r, true);
    }
  });

  it('refuses the same period twice (ALREADY_BOOKED) and a full one (SLOT_FULL)', async () => {
    const slot = await addPeriod('computer', 2, '16:00', '16:40', 1);
    const first = await book(t.student3!, { facility: 'computer', slotId: slot.id });
    expect(first.status, first.text).toBe(201);
    const twice = await book(t.student3!, { facility: 'computer', slotId: slot.id });
    expectError(twice, 409, 'ALREADY_BOOKED');
    expect(twice.body.message).toBe('이미 예약한 시간입니다.');
    const full = await book(t.student4!, { facility: 'computer', slotId: slot.id });
    expectError(full, 409, 'SLOT_FULL');
    expect(full.body.message).toBe('정원이 모두 찼습니다. 다른 시간을 골라 주세요.');
    const seen = await slotAt('computer', 2, '16:00', t.student4);
    expect(seen).toEqual(expect.objectContaining({ booked: 1, capacity: 1, state: 'full', reason: '정원이 모두 찼습니다.' }));
  });

  it('answers a retried request with the same booking (Idempotency-Key), and refuses the key for another one', async () => {
    const [s] = await newStudents(api, 1);
    const slot = await slotAt('computer', 3, '19:00');
    const key = 'retry-key-0001';
    const first = await book(s!.token, { facility: 'computer', slotId: slot.id }, key);
    expect(first.status, first.text).toBe(201);
    const retry = await book(s!.token, { facility: 'computer', slotId: slot.id }, key);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await slotAt('computer', 3, '19:00')).booked).toBe(slot.booked + 1);
    const other = await slotAt('computer', 3, '20:00');
    expectError(await book(s!.token, { facility: 'computer', slotId: other.id }, key), 422, 'IDEMPOTENCY_KEY_REUSED');
    // The same key is hers only: another student may use it.
    const [s2] = await newStudents(api, 1);
    expect((await book(s2!.token, { facility: 'computer', slotId: slot.id }, key)).status).toBe(201);
    // Ten copies of one request at once book once.
    const [s3] = await newStudents(api, 1);
    const copies = await Promise.all(
      Array.from({ length: 10 }, () => book(s3!.token, { facility: 'computer', slotId: other.id }, 'burst-key-42')),
    );
    expect(new Set(copies.map((c) => c.body.id)).size).toBe(1);
    expect(copies.every((c) => c.status === 201)).toBe(true);
    const rows = await api.db.select().from(reservations).where(eq(reservations.studentId, s3!.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a malformed Idempotency-Key and a body without a slot, with Korean field messages', async () => {
    const slot = await slotAt('computer', 3, '21:00');
    const bad = await book(t.student4!, { facility: 'computer', slotId: slot.id }, 'x');
    expectError(bad, 400, 'BAD_REQUEST');
    expect(bad.body.fieldErrors['Idempotency-Key'][0]).toMatch(HANGUL);
    const noSlot = await book(t.student4!, { facility: 'computer' });
    expect(noSlot.body.fieldErrors.slotId).toEqual(['시간을 선택해 주세요.']);
    const noTime = await book(t.student4!, { facility: 'call', date: date(1) });
    expect(noTime.body.fieldErrors.time).toEqual(['통화 시작 시간을 선택해 주세요.']);
    const badTime = await book(t.student4!, { facility: 'call', date: date(1), time: '25:00' });
    expect(badTime.body.fieldErrors.time[0]).toMatch(HANGUL);
    expectError(await book(t.student4!, { facility: 'computer', slotId: 999999 }), 404, 'NOT_FOUND');
    const eymSlot = await slotAt('eym', 1, '18:00');
    expectError(await book(t.student4!, { facility: 'computer', slotId: eymSlot.id }), 404, 'NOT_FOUND');
  });

  it('refuses an overlapping booking of hers in another facility (OVERLAP) and shows it on the list', async () => {
    const [s] = await newStudents(api, 1);
    const computer = await slotAt('computer', 4, '19:00');
    expect((await book(s!.token, { facility: 'computer', slotId: computer.id })).status).toBe(201);
    const gym = await addPeriod('eym', 4, '19:30', '20:10', 10);
    const res = await book(s!.token, { facility: 'eym', slotId: gym.id });
    expectError(res, 409, 'OVERLAP');
    expect(res.body.message).toBe('같은 시간(19:00~19:50)에 이미 컴퓨터실 예약이 있습니다.');
    const seen = await slotAt('eym', 4, '19:30', s!.token);
    expect(seen.state).toBe('conflict');
    expect(seen.reason).toBe(res.body.message);
  });

  it('holds the daily and weekly quotas (QUOTA_EXCEEDED)', async () => {
    const [s] = await newStudents(api, 1);
    // Computer room: two periods a day.
    for (const start of ['19:00', '20:00'])
      expect((await book(s!.token, { facility: 'computer', slotId: (await slotAt('computer', 5, start)).id })).status).toBe(201);
    const third = await book(s!.token, { facility: 'computer', slotId: (await slotAt('computer', 5, '21:00')).id });
    expectError(third, 409, 'QUOTA_EXCEEDED');
    expect(third.body.message).toBe('하루에 2번까지 예약할 수 있습니다. 이날은 이미 2번 예약했습니다.');
    const view = await day('computer', date(5), s!.token);
    expect(view.body.bookable).toBe(false);
    expect(view.body.reason).toBe(third.body.message);
    // Gym: five a week (Monday to Sunday), one a day.
    for (const n of [1, 2, 3, 4, 5])
      expect((await book(s!.token, { facility: 'eym', slotId: (await slotAt('eym', n, '06:30')).id })).status).toBe(201);
    const sixth = await book(s!.token, { facility: 'eym', slotId: (await slotAt('eym', 0, '18:00')).id });
    expectError(sixth, 409, 'QUOTA_EXCEEDED');
    expect(sixth.body.message).toBe('일주일에 5번까지 예약할 수 있습니다. 이번 주 예약을 모두 사용했습니다.');
    // Seen on the Friday before, that week is next week: said so (it said 이번 주 of a week not begun).
    setNow(at(-3, '10:00'));
    try {
      const early = await day('eym', date(0), s!.token);
      expect(early.body.reason).toBe('일주일에 5번까지 예약할 수 있습니다. 다음 주 예약을 모두 사용했습니다.');
    } finally {
      setNow(at(0, '10:00'));
    }
    const daily = await book(s!.token, { facility: 'eym', slotId: (await slotAt('eym', 1, '18:00')).id });
    expectError(daily, 409, 'QUOTA_EXCEEDED');
    // A cancelled booking gives its quota back.
    const mine = (await api.request('GET', '/reservations/upcoming/', { token: s!.token })).body.results;
    const gymTuesday = mine.find((r: { facility: string; date: string }) => r.facility === 'eym' && r.date === date(1));
    expect((await cancel(s!.token, gymTuesday.id)).status).toBe(200);
    expect((await book(s!.token, { facility: 'eym', slotId: (await slotAt('eym', 0, '18:00')).id })).status).toBe(201);
  });

  it('closes late-night study at 16:30 the same day, and other facilities when the period starts (CLOSED)', async () => {
    const [a, b] = await newStudents(api, 2);
    const study = await slotAt('study', 0, '23:00');
    expect((await book(a!.token, { facility: 'study', slotId: study.id })).status).toBe(201);
    const computer = await slotAt('computer', 0, '19:00');
    try {
      setNow(at(0, '16:31'));
      const late = await book(b!.token, { facility: 'study', slotId: study.id });
      expectError(late, 409, 'CLOSED');
      expect(late.body.message).toBe('신청이 마감되었습니다. (당일 16:30 마감)');
      const view = await day('study', date(0), b!.token);
      expect(view.body.reason).toBe('신청은 당일 16:30에 마감되었습니다.');
      expect(view.body.slots[0]).toEqual(expect.objectContaining({ state: 'closed', reason: '신청 마감(당일 16:30)' }));
      // Tomorrow's study is still open, and the computer room until 19:00.
      expect((await book(b!.token, { facility: 'study', slotId: (await slotAt('study', 1, '23:00')).id })).status).toBe(201);
      setNow(at(0, '19:00'));
      const started = await book(b!.token, { facility: 'computer', slotId: computer.id });
      expectError(started, 409, 'CLOSED');
      expect(started.body.message).toBe('이미 시작된 시간입니다.');
      // Her study booking cannot be cancelled once it has started either.
      setNow(at(0, '23:05'));
      expectError(await cancel(a!.token, (await day('study', date(0), a!.token)).body.mine[0].id), 409, 'NOT_CANCELLABLE');
    } finally {
      setNow(at(0, '10:00'));
    }
  });

  it('refuses a slot outside today .. today + 6 (OUT_OF_WINDOW)', async () => {
    const [s] = await newStudents(api, 1);
    const [past] = await api.db
      .select({ id: reservationSlots.id })
      .from(reservationSlots)
      .where(and(eq(reservationSlots.facilityId, 'computer'), eq(reservationSlots.date, date(-3))));
    const res = await book(s!.token, { facility: 'computer', slotId: past!.id });
    expectError(res, 409, 'OUT_OF_WINDOW');
    expect(res.body.message).toBe('예약은 오늘부터 6일 뒤까지 할 수 있습니다.');
    expectError(await book(s!.token, { facility: 'call', date: date(7), time: '12:30' }), 409, 'OUT_OF_WINDOW');
  });
});

describe('phone booths', () => {
  it('turns the open windows and taken times into the time picker’s options', async () => {
    const res = await day('call', date(2), t.student4!);
    expect(res.status, res.text).toBe(200);
    expect(res.body.phone.callMinutes).toBe(10);
    expect(res.body.phone.booths).toBe(4);
    expect(res.body.phone.windows.map((w: { startTime: string; endTime: string }) => `${w.startTime}-${w.endTime}`)).toEqual([
      '12:30-13:20',
      '17:30-18:40',
      '21:50-22:20',
    ]);
    const picker = res.body.phone.picker;
    expect(picker.minHour).toBe(12);
    expect(picker.maxHour).toBe(22);
    expect(picker.hourMinuteRestrictions).toEqual({
      12: { minMinute: 30, maxMinute: 50 },
      13: { minMinute: 0, maxMinute: 10 },
      17: { minMinute: 30, maxMinute: 50 },
      18: { minMinute: 0, maxMinute: 30 },
      21: { minMinute: 50, maxMinute: 50 },
      22: { minMinute: 0, maxMinute: 10 },
    });
    // Hours between the windows offer nothing; the free minutes lie on the 10-minute grid inside them.
    for (const h of [14, 15, 16, 19, 20]) expect(picker.hourMinuteOptions[h]).toEqual([]);
    for (const [h, minutes] of Object.entries(picker.hourMinuteOptions) as [string, number[]][]) {
      const r = picker.hourMinuteRestrictions[h];
      for (const m of minutes) expect(m % 10 === 0 && m >= r.minMinute && m <= r.maxMinute).toBe(true);
    }
  });

  it('assigns a free booth; the fifth caller at the same minute is refused and the minute leaves the picker', async () => {
    await addPeriod('call', 3, '15:00', '15:30', null);
    const callers = await newStudents(api, 5);
    const labels: string[] = [];
    for (const c of callers.slice(0, 4)) {
      const res = await book(c.token, { facility: 'call', date: date(3), time: '15:10' });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toEqual(expect.objectContaining({ startTime: '15:10', endTime: '15:20', facilityName: '전화' }));
      labels.push(res.body.resourceLabel);
    }
    expect(labels.sort()).toEqual(['1번 부스', '2번 부스', '3번 부스', '4번 부스']);
    const fifth = await book(callers[4]!.token, { facility: 'call', date: date(3), time: '15:10' });
    expectError(fifth, 409, 'SLOT_FULL');
    expect(fifth.body.message).toBe('그 시간에는 빈 통화 부스가 없습니다. 다른 시간을 골라 주세요.');
    const view = await day('call', date(3), callers[4]!.token);
    expect(view.body.phone.picker.hourMinuteOptions['15']).toEqual([0, 20]);
    expect(view.body.phone.windows.find((w: { startTime: string }) => w.startTime === '15:00')).toEqual(
      expect.objectContaining({ endTime: '15:30', booked: 4, freeStarts: ['15:00', '15:20'] }),
    );
    // Her own call leaves the minutes it overlaps out for her: 15:05 is off the grid anyway.
    const mineView = await day('call', date(3), callers[0]!.token);
    expect(mineView.body.mine.map((m: { startTime: string }) => m.startTime)).toEqual(['15:10']);
    expectError(await book(callers[0]!.token, { facility: 'call', date: date(3), time: '15:10' }), 409, 'ALREADY_BOOKED');
    // A second call of hers later that day is fine; a third is over the daily quota of two.
    expect((await book(callers[0]!.token, { facility: 'call', date: date(3), time: '15:20' })).status).toBe(201);
    expectError(await book(callers[0]!.token, { facility: 'call', date: date(3), time: '15:00' }), 409, 'QUOTA_EXCEEDED');
  });

  it('refuses a time outside the windows or off the 10-minute grid (OUT_OF_WINDOW)', async () => {
    const [s] = await newStudents(api, 1);
    for (const time of ['14:00', '12:35', '13:20', '22:20', '12:20']) {
      const res = await book(s!.token, { facility: 'call', date: date(2), time });
      expectError(res, 409, 'OUT_OF_WINDOW');
      expect(res.body.message).toBe('통화할 수 있는 시간이 아닙니다. 열린 시간 안에서 골라 주세요.');
    }
    // 13:10 ends exactly when the window closes: allowed.
    expect((await book(s!.token, { facility: 'call', date: date(2), time: '13:10' })).status).toBe(201);
    // Today at 10:00, the 12:30 window is still ahead, but a past minute is not.
    setNow(at(0, '12:45'));
    try {
      expectError(await book(s!.token, { facility: 'call', date: date(0), time: '12:40' }), 409, 'CLOSED');
      expect((await book(s!.token, { facility: 'call', date: date(0), time: '12:50' })).status).toBe(201);
    } finally {
      setNow(at(0, '10:00'));
    }
  });
});

describe('reminders', () => {
  it('tells her ten minutes before her booking starts, and not of one she cancelled', async () => {
    const [s, other] = await newStudents(api, 2);
    const slot = await slotAt('eym', 1, '18:00');
    const kept = await book(s!.token, { facility: 'eym', slotId: slot.id });
    expect(kept.status, kept.text).toBe(201);
    const dropped = await book(other!.token, { facility: 'eym', slotId: slot.id });
    expect((await cancel(other!.token, dropped.body.id)).status).toBe(200);
    const reminders = async (userId: number) => {
      await api.settle();
      return (await api.db.select().from(alarms).where(eq(alarms.userId, userId))).map((a) => a.title);
    };
    try {
      setNow(at(1, '17:49'));
      expect(await reminders(s!.id)).toEqual([]);
      setNow(at(1, '17:51'));
      expect(await reminders(s!.id)).toEqual([expect.stringMatching(/^18:00 .+ 예약이 곧 시작됩니다\.$/)]);
      expect(await reminders(other!.id)).toEqual([]);
      setNow(at(1, '17:55'));
      expect(await reminders(s!.id)).toHaveLength(1); // once
    } finally {
      setNow(at(0, '10:00'));
    }
  });
});

describe('closing a day', () => {
  it('cancels the day’s coming bookings, tells the students, refuses new ones; reopening opens it again', async () => {
    const [s] = await newStudents(api, 1);
    const slot = await slotAt('computer', 6, '19:00');
    const booked = await book(s!.token, { facility: 'computer', slotId: slot.id });
    expect(booked.status).toBe(201);
    const close = await api.request('PUT', `/staff/reservations/facilities/computer/days/${date(6)}/closed/`, {
      token: t.teacher1,
      body: { reason: '컴퓨터 점검' },
    });
    expect(close.status, close.text).toBe(200);
    expect(close.body.closedReason).toBe('컴퓨터 점검');
    expect(close.body.slots.every((x: { bookings: { status: string }[] }) => x.bookings.every((b) => b.status !== 'active'))).toBe(true);
    const mine = await api.request('GET', `/reservations/${booked.body.id}/`, { token: s!.token });
    expect(mine.body).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: '휴관: 컴퓨터 점검' }));
    await api.settle();
    const [alarm] = await api.db.select().from(alarms).where(eq(alarms.userId, s!.id));
    expect(alarm?.title).toMatch(/19:00 컴퓨터실 예약이 휴관으로 취소되었습니다\.$/);
    // It leads to her history, where the cancelled booking is (나의 예약 lists only those ahead).
    expect(alarm?.link).toBe('/mypage/reservations');
    const view = await day('computer', date(6), s!.token);
    expect(view.body.reason).toBe('휴관일입니다. (컴퓨터 점검)');
    expect(view.body.dates[6]).toEqual({ date: date(6), closed: true, away: null });
    expect(view.body.slots[0]).toEqual(expect.objectContaining({ state: 'closed', booked: 0 }));
    const refused = await book(s!.token, { facility: 'computer', slotId: slot.id });
    expectError(refused, 409, 'CLOSED');
    expect(refused.body.message).toBe('휴관일입니다. (컴퓨터 점검)');

    const reopen = await api.request('DELETE', `/staff/reservations/facilities/computer/days/${date(6)}/closed/`, { token: t.teacher1 });
    expect(reopen.status, reopen.text).toBe(200);
    expect(reopen.body.closedReason).toBeNull();
    expect((await book(s!.token, { facility: 'computer', slotId: slot.id })).status).toBe(201);
    expectError(await api.request('DELETE', `/staff/reservations/facilities/computer/days/${date(6)}/closed/`, { token: t.teacher1 }), 404);
    const pastClose = await api.request('PUT', `/staff/reservations/facilities/computer/days/${date(-1)}/closed/`, {
      token: t.teacher1,
      body: { reason: '점검' },
    });
    expect(pastClose.body.fieldErrors.date[0]).toMatch(HANGUL);
    const noReason = await api.request('PUT', `/staff/reservations/facilities/computer/days/${date(5)}/closed/`, {
      token: t.teacher1,
      body: { reason: ' ' },
    });
    expect(noReason.body.fieldErrors.reason).toEqual(['휴관 사유를 입력해 주세요.']);
  });

  it('closes the phone booths for a day', async () => {
    const close = await api.request('PUT', `/staff/reservations/facilities/call/days/${date(5)}/closed/`, {
      token: t.admin,
      body: { reason: '부스 수리' },
    });
    expect(close.status).toBe(200);
    const [s] = await newStudents(api, 1);
    const view = await day('call', date(5), s!.token);
    expect(view.body.bookable).toBe(false);
    expect(view.body.phone.picker).toBeNull();
    expectError(await book(s!.token, { facility: 'call', date: date(5), time: '12:30' }), 409, 'CLOSED');
  });
});

describe('a student who leaves', () => {
  it('gives her places back when her account is switched off: no one else was let in while they stayed taken', async () => {
    const [s] = await newStudents(api, 1);
    const slot = await slotAt('computer', 3, '21:00');
    expect((await book(s!.token, { facility: 'computer', slotId: slot.id })).status).toBe(201);
    expect((await book(s!.token, { facility: 'call', date: date(3), time: '17:30' })).status).toBe(201);
    expect((await slotAt('computer', 3, '21:00')).booked).toBe(slot.booked + 1);
    const off = await api.request('PUT', `/staff/people/${s!.id}/active/`, { token: t.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    expect((await slotAt('computer', 3, '21:00')).booked).toBe(slot.booked);
    const rows = await api.db.select().from(reservations).where(eq(reservations.studentId, s!.id));
    expect(rows.map((r) => [r.status, r.cancelReason])).toEqual([
      ['cancelled', '계정이 중지되어 취소되었습니다.'],
      ['cancelled', '계정이 중지되어 취소되었습니다.'],
    ]);
  });
});

describe('her bookings', () => {
  it('lists the coming ones across facilities, and the history newest first in pages', async () => {
    const [s] = await newStudents(api, 1);
    await book(s!.token, { facility: 'eym', slotId: (await slotAt('eym', 2, '06:30')).id });
    await book(s!.token, { facility: 'computer', slotId: (await slotAt('computer', 1, '21:00')).id });
    await book(s!.token, { facility: 'call', date: date(1), time: '17:30' });
    const upcoming = await api.request('GET', '/reservations/upcoming/', { token: s!.token });
    expect(
      upcoming.body.results.map((r: { facility: string; date: string; startTime: string }) => `${r.date} ${r.startTime} ${r.facility}`),
    ).toEqual([`${date(1)} 17:30 call`, `${date(1)} 21:00 computer`, `${date(2)} 06:30 eym`]);
    const page1 = await api.request('GET', '/reservations/history/?pageSize=2', { token: s!.token });
    expect(page1.body.results.map((r: { facility: string }) => r.facility)).toEqual(['eym', 'computer']);
    expect(page1.body.nextPageToken).toBe(2);
    const page2 = await api.request('GET', '/reservations/history/?pageSize=2&pageToken=2', { token: s!.token });
    expect(page2.body.results.map((r: { facility: string }) => r.facility)).toEqual(['call']);
    expect(page2.body.nextPageToken).toBe(-1);
    expectError(await api.request('GET', '/reservations/history/?pageSize=500', { token: s!.token }), 400);
  });

  it('shows the seeded month: past bookings, some no-shows, and coming ones', async () => {
    const history = await api.request('GET', '/reservations/history/?pageSize=100', { token: t.student1 });
    const statuses = new Set(history.body.results.map((r: { status: string }) => r.status));
    expect(statuses).toEqual(new Set(['active', 'no_show', 'cancelled']));
    const upcoming = await api.request('GET', '/reservations/upcoming/', { token: t.student1 });
    expect(upcoming.body.results.length).toBeGreaterThan(0);
  });
});

describe('who may see and do what', () => {
  let bookingOf1: number;
  beforeAll(async () => {
    const upcoming = await api.request('GET', '/reservations/upcoming/', { token: t.student1 });
    bookingOf1 = upcoming.body.results[0].id;
  });

  it('lets a parent read her child’s bookings and day, without booking or cancelling', async () => {
    const one = await api.request('GET', `/reservations/${bookingOf1}/?studentId=${id.student1}`, { token: t.parent1 });
    expect(one.status, one.text).toBe(200);
    const list = await api.request('GET', `/reservations/upcoming/?studentId=${id.student1}`, { token: t.parent1 });
    expect(list.body.results.some((r: { id: number }) => r.id === bookingOf1)).toBe(true);
    const view = await day('computer', date(1), t.parent1!, id.student2);
    expect(view.status).toBe(200);
    expect(view.body.bookable).toBe(false);
    expect(view.body.reason).toBe('학부모님은 예약 현황만 볼 수 있습니다.');
    const slot = view.body.slots[0];
    expectError(await book(t.parent1!, { facility: 'computer', slotId: slot.id }), 404);
    expectError(await cancel(t.parent1!, bookingOf1), 404);
  });

  const denied: [string, string, string, string, object?][] = [
    ['another student reads a booking', 'student2', 'GET', 'ONE'],
    ['another student reads a booking naming its owner', 'student2', 'GET', 'ONE_AS_1'],
    ['another student cancels a booking', 'student2', 'POST', 'CANCEL'],
    ['another student reads her coming bookings', 'student2', 'GET', '/reservations/upcoming/?studentId=S1'],
    ['another student reads her history', 'student2', 'GET', '/reservations/history/?studentId=S1'],
    ['another student reads her day', 'student2', 'GET', '/reservations/facilities/computer/day/?studentId=S1'],
    ['an unlinked parent reads a booking', 'parent2', 'GET', 'ONE_AS_1'],
    ['an unlinked parent reads it through her own child', 'parent2', 'GET', 'ONE_AS_3'],
    ['an unlinked parent reads the coming bookings', 'parent2', 'GET', '/reservations/upcoming/?studentId=S1'],
    ['an unlinked parent reads the history', 'parent2', 'GET', '/reservations/history/?studentId=S1'],
    ['an unlinked parent reads the day', 'parent2', 'GET', '/reservations/facilities/computer/day/?studentId=S1'],
    ['a parent books', 'parent1', 'POST', '/reservations/', { facility: 'call', date: date(1), time: '12:30' }],
    ['a teacher books', 'teacher1', 'POST', '/reservations/', { facility: 'call', date: date(1), time: '12:30' }],
    ['a teacher cancels', 'teacher1', 'POST', 'CANCEL'],
    ['a student opens the staff facilities', 'student1', 'GET', '/staff/reservations/facilities/'],
    ['a parent opens the staff facilities', 'parent1', 'GET', '/staff/reservations/facilities/'],
    ['a student opens the day list', 'student1', 'GET', `/staff/reservations/facilities/computer/days/${date(1)}/`],
    ['a student closes a day', 'student1', 'PUT', `/staff/reservations/facilities/computer/days/${date(1)}/closed/`, { reason: 'x' }],
    ['a parent marks a no-show', 'parent1', 'POST', 'NO_SHOW', { noShow: true }],
    ['a student changes the rules', 'student1', 'PUT', '/staff/reservations/facilities/computer/', {}],
    ['a teacher changes the rules', 'teacher1', 'PUT', '/staff/reservations/facilities/computer/', {}],
    ['a teacher adds a period', 'teacher1', 'POST', '/staff/reservations/facilities/computer/templates/', {}],
    ['a teacher removes a period', 'teacher1', 'DELETE', '/staff/reservations/templates/1/'],
    ['a teacher adds a seat', 'teacher1', 'POST', '/staff/reservations/facilities/computer/resources/', { label: 'x' }],
    ['a teacher renames a seat', 'teacher1', 'PUT', '/staff/reservations/resources/1/', { label: 'x' }],
  ];
  const pathOf = (p: string) =>
    p
      .replace(/^ONE$/, `/reservations/${bookingOf1}/`)
      .replace(/^ONE_AS_1$/, `/reservations/${bookingOf1}/?studentId=${id.student1}`)
      .replace(/^ONE_AS_3$/, `/reservations/${bookingOf1}/?studentId=${id.student3}`)
      .replace(/^CANCEL$/, `/reservations/${bookingOf1}/cancel/`)
      .replace(/^NO_SHOW$/, `/staff/reservations/bookings/${bookingOf1}/no-show/`)
      .replace('S1', String(id.student1));

  it.each(denied)('answers 404 when %s', async (_name, who, method, path, body) => {
    const res = await api.request(method, pathOf(path), { token: t[who], body });
    expectError(res, 404);
    expect(res.text).not.toContain('김하린');
  });

  it.each([
    ['GET', '/reservations/facilities/'],
    ['GET', '/reservations/facilities/computer/day/'],
    ['POST', '/reservations/'],
    ['GET', '/reservations/upcoming/'],
    ['GET', '/reservations/history/'],
    ['GET', 'ONE'],
    ['POST', 'CANCEL'],
    ['GET', '/staff/reservations/facilities/'],
    ['POST', 'NO_SHOW'],
  ])('answers 401 to a signed-out %s %s', async (method, path) => {
    expectError(await api.request(method, pathOf(path), { body: method === 'GET' ? undefined : {} }), 401, 'UNAUTHENTICATED');
  });

  it('still has the booking after all those attempts', async () => {
    const res = await api.request('GET', `/reservations/${bookingOf1}/`, { token: t.student1 });
    expect(res.body.status).toBe('active');
  });
});

describe('staff', () => {
  it('lists the facilities with seats, booths, weekly periods and closed days', async () => {
    const res = await api.request('GET', '/staff/reservations/facilities/', { token: t.teacher1 });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.results.map((f: { id: string }) => [f.id, f]));
    expect(Object.keys(byId)).toEqual(['computer', 'call', 'eym', 'study']);
    expect(byId.computer.resources).toHaveLength(20);
    expect(byId.call.resources.map((r: { label: string }) => r.label)).toEqual(['1번 부스', '2번 부스', '3번 부스', '4번 부스']);
    expect(byId.eym.resources).toEqual([]);
    expect(byId.study.templates.every((x: { startTime: string; capacity: number }) => x.startTime === '23:00' && x.capacity === 60)).toBe(
      true,
    );
    expect(byId.study.cutoffTime).toBe('16:30');
  });

  it('shows a changed sign-up cut-off on a day already read (the day is remembered; its cut-off is not)', async () => {
    const body = { name: '컴퓨터실', rulesText: '· 인강 수강 전용입니다.', dailyQuota: 3, weeklyQuota: 10 };
    const evening = async () =>
      (await day('computer', date(0), t.student3!)).body.slots.find((s: { startTime: string }) => s.startTime === '19:00');
    // 10:00 on the day: the 19:00 period is still open for sign-up.
    expect((await evening()).state).not.toBe('closed');
    const put = (cutoffTime: string | null) =>
      api.request('PUT', '/staff/reservations/facilities/computer/', { token: t.admin, body: { ...body, cutoffTime } });
    expect((await put('09:00')).status).toBe(200);
    expect(await evening()).toMatchObject({ state: 'closed', reason: '신청 마감(당일 09:00)' });
    expect((await put(null)).status).toBe(200);
    expect((await evening()).state).not.toBe('closed');
  });

  it('saves a facility’s rules, refusing bad values with Korean field messages', async () => {
    const body = { name: '컴퓨터실', rulesText: '· 인강 수강 전용입니다.', dailyQuota: 3, weeklyQuota: 10, cutoffTime: null };
    const res = await api.request('PUT', '/staff/reservations/facilities/computer/', { token: t.admin, body });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(expect.objectContaining(body));
    const student = await day('computer', date(1), t.student3!);
    expect(student.body.facility.rulesText).toBe('· 인강 수강 전용입니다.');
    const bad = await api.request('PUT', '/staff/reservations/facilities/computer/', {
      token: t.admin,
      body: { ...body, name: '', dailyQuota: 0, weeklyQuota: 2, cutoffTime: '24:00' },
    });
    expectError(bad, 400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['cutoffTime', 'dailyQuota', 'name']);
    const weekly = await api.request('PUT', '/staff/reservations/facilities/computer/', {
      token: t.admin,
      body: { ...body, weeklyQuota: 2 },
    });
    expect(weekly.body.fieldErrors.weeklyQuota).toEqual(['주간 한도는 하루 한도보다 작을 수 없습니다.']);
    const phone = await api.request('PUT', '/staff/reservations/facilities/call/', {
      token: t.admin,
      body: { ...body, name: '전화', callMinutes: null },
    });
    expect(phone.body.fieldErrors.callMinutes).toEqual(['통화 시간을 입력해 주세요.']);
    await api.request('PUT', '/staff/reservations/facilities/computer/', {
      token: t.admin,
      body: { ...body, dailyQuota: 2, weeklyQuota: 8 },
    });
  });

  it('keeps no cut-off for the phone room: a call closes at its own start, as its chips and picker say', async () => {
    const rules = { name: '전화', rulesText: '', dailyQuota: null, weeklyQuota: null, callMinutes: 10 };
    const saved = await api.request('PUT', '/staff/reservations/facilities/call/', {
      token: t.admin,
      body: { ...rules, cutoffTime: '12:00' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.cutoffTime).toBeNull();
    // One kept by an older save is not applied either.
    await api.db.update(reservationFacilities).set({ cutoffTime: '12:00' }).where(eq(reservationFacilities.id, 'call'));
    await addPeriod('call', 6, '15:00', '15:30', null);
    const [caller] = await newStudents(api, 1);
    try {
      setNow(at(6, '13:00'));
      const view = await day('call', date(6), caller!.token);
      expect(view.body.phone.windows.find((w: { startTime: string }) => w.startTime === '15:00').freeStarts).toContain('15:10');
      const res = await book(caller!.token, { facility: 'call', date: date(6), time: '15:10' });
      expect(res.status, res.text).toBe(201);
    } finally {
      setNow(at(0, '10:00'));
      await api.db.update(reservationFacilities).set({ cutoffTime: null }).where(eq(reservationFacilities.id, 'call'));
    }
  });

  it('adds, renames and retires seats; a retired seat is never assigned', async () => {
    const add = await api.request('POST', '/staff/reservations/facilities/call/resources/', {
      token: t.admin,
      body: { label: '5번 부스' },
    });
    expect(add.status, add.text).toBe(201);
    const dup = await api.request('POST', '/staff/reservations/facilities/call/resources/', {
      token: t.admin,
      body: { label: '5번 부스' },
    });
    expect(dup.body.fieldErrors.label).toEqual(['같은 이름이 이미 있습니다.']);
    const booth5 = add.body.resources.find((r: { label: string }) => r.label === '5번 부스');
    const retire = await api.request('PUT', `/staff/reservations/resources/${booth5.id}/`, {
      token: t.admin,
      body: { label: '5번 부스(수리)', isActive: false },
    });
    expect(retire.body.resources.find((r: { id: number }) => r.id === booth5.id)).toEqual(
      expect.objectContaining({ label: '5번 부스(수리)', isActive: false }),
    );
    await addPeriod('call', 4, '16:00', '16:30', null);
    const callers = await newStudents(api, 5);
    const results = [];
    for (const c of callers) results.push(await book(c.token, { facility: 'call', date: date(4), time: '16:10' }));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 409]);
    expect(results.map((r) => r.body.resourceLabel).filter(Boolean)).not.toContain('5번 부스(수리)');
  });

  it('adds weekly periods on several days; refuses a missing capacity and equal times', async () => {
    const res = await api.request('POST', '/staff/reservations/facilities/eym/templates/', {
      token: t.admin,
      body: { weekdays: [0, 6], startTime: '10:00', endTime: '10:50', capacity: 15 },
    });
    expect(res.status, res.text).toBe(201);
    expect(
      res.body.templates.filter((x: { startTime: string }) => x.startTime === '10:00').map((x: { weekday: number }) => x.weekday),
    ).toEqual([0, 6]);
    const sunday = await slotAt('eym', 6, '10:00', t.student3);
    expect(sunday.capacity).toBe(15);
    const noCap = await api.request('POST', '/staff/reservations/facilities/eym/templates/', {
      token: t.admin,
      body: { weekdays: [1], startTime: '10:00', endTime: '10:50', capacity: null },
    });
    expect(noCap.body.fieldErrors.capacity).toEqual(['정원을 입력해 주세요.']);
    const same = await api.request('POST', '/staff/reservations/facilities/eym/templates/', {
      token: t.admin,
      body: { weekdays: [], startTime: '10:00', endTime: '10:00', capacity: 3 },
    });
    expect(same.body.fieldErrors).toEqual(
      expect.objectContaining({ weekdays: ['요일을 하나 이상 선택해 주세요.'], endTime: ['끝나는 시간은 시작 시간과 달라야 합니다.'] }),
    );
  });

  it('refuses a period that overlaps another of the facility’s, the same again, or one running past midnight into the next day’s', async () => {
    const add = (weekdays: number[], startTime: string, endTime: string) =>
      api.request('POST', '/staff/reservations/facilities/eym/templates/', {
        token: t.admin,
        body: { weekdays, startTime, endTime, capacity: 10 },
      });
    expect((await add([3], '03:00', '03:50')).status).toBe(201);
    const periods = async () =>
      (await api.request('GET', '/staff/reservations/facilities/', { token: t.admin })).body.results.find(
        (f: { id: string }) => f.id === 'eym',
      ).templates as { id: number; weekday: number; startTime: string }[];
    const before = (await periods()).length;
    for (const [weekdays, start, end] of [
      [[3], '03:00', '03:50'],
      [[2, 3], '03:30', '04:20'],
      [[2], '23:30', '03:10'],
    ] as const) {
      const res = await add([...weekdays], start, end);
      expectError(res, 400, 'BAD_REQUEST');
      expect(res.body.fieldErrors.startTime).toEqual(['수요일 03:00~03:50 시간대와 겹칩니다. 시간을 바꾸거나 그 시간대를 고쳐 주세요.']);
    }
    // Nothing of a refused request is kept (Tuesday's 03:30 went with Wednesday's).
    expect((await periods()).length).toBe(before);
    // Touching is not overlapping; another weekday is free.
    expect((await add([3], '03:50', '04:30')).status).toBe(201);
    expect((await add([4], '03:00', '03:50')).status).toBe(201);
    // A period moved onto another is refused too; moved beside it, it is not.
    const wednesday = (await periods()).find((p) => p.weekday === 3 && p.startTime === '03:50')!;
    const move = (startTime: string, endTime: string) =>
      api.request('PUT', `/staff/reservations/templates/${wednesday.id}/`, { token: t.admin, body: { startTime, endTime, capacity: 10 } });
    expectError(await move('03:40', '04:20'), 400, 'BAD_REQUEST');
    expect((await move('04:00', '04:40')).status).toBe(200);
  });

  it('changes a period’s capacity, but not below what is booked, and not its times while booked', async () => {
    const slot = await addPeriod('eym', 3, '12:00', '12:40', 5);
    const tpl = (await api.request('GET', '/staff/reservations/facilities/', { token: t.admin })).body.results
      .find((f: { id: string }) => f.id === 'eym')
      .templates.find((x: { startTime: string; weekday: number }) => x.startTime === '12:00' && x.weekday === 4);
    const students = await newStudents(api, 3);
    for (const s of students) expect((await book(s.token, { facility: 'eym', slotId: slot.id })).status).toBe(201);
    const below = await api.request('PUT', `/staff/reservations/templates/${tpl.id}/`, {
      token: t.admin,
      body: { startTime: '12:00', endTime: '12:40', capacity: 2 },
    });
    expectError(below, 409, 'CAPACITY_BELOW_BOOKED');
    expect(below.body.message).toMatch(/3명이 신청해서 정원을 2명으로 줄일 수 없습니다\.$/);
    const up = await api.request('PUT', `/staff/reservations/templates/${tpl.id}/`, {
      token: t.admin,
      body: { startTime: '12:00', endTime: '12:40', capacity: 3 },
    });
    expect(up.status, up.text).toBe(200);
    expect((await slotAt('eym', 3, '12:00')).capacity).toBe(3);
    const move = await api.request('PUT', `/staff/reservations/templates/${tpl.id}/`, {
      token: t.admin,
      body: { startTime: '12:10', endTime: '12:40', capacity: 3 },
    });
    expectError(move, 409, 'TEMPLATE_IN_USE');
    expectError(await api.request('DELETE', `/staff/reservations/templates/${tpl.id}/`, { token: t.admin }), 409, 'TEMPLATE_IN_USE');
    // Once they cancel, the period can move and then go.
    const mine = await Promise.all(students.map((s) => api.request('GET', '/reservations/upcoming/', { token: s.token })));
    for (const [i, s] of students.entries()) await cancel(s.token, mine[i]!.body.results[0].id);
    expect(
      (
        await api.request('PUT', `/staff/reservations/templates/${tpl.id}/`, {
          token: t.admin,
          body: { startTime: '12:10', endTime: '12:40', capacity: 3 },
        })
      ).status,
    ).toBe(200);
    expect((await slotAt('eym', 3, '12:10')).startTime).toBe('12:10');
    const gone = await api.request('DELETE', `/staff/reservations/templates/${tpl.id}/`, { token: t.admin });
    expect(gone.status).toBe(200);
    const after = await day('eym', date(3), t.student3!);
    expect(after.body.slots.map((s: { startTime: string }) => s.startTime)).not.toContain('12:10');
    expectError(await api.request('DELETE', `/staff/reservations/templates/${tpl.id}/`, { token: t.admin }), 404);
  });

  it('lists who booked what on a date, and marks a started booking as a no-show', async () => {
    const [s] = await newStudents(api, 1);
    // With a parent (parent1).
    const [parent] = await api.db.select({ id: users.id }).from(users).where(eq(users.username, 'parent1'));
    const parentId = parent!.id;
    await api.db.insert(guardianships).values({ parentId, studentId: s!.id, relation: '어머니' });
    const slot = await slotAt('eym', 0, '18:00');
    const booked = await book(s!.token, { facility: 'eym', slotId: slot.id });
    const list = await api.request('GET', `/staff/reservations/facilities/eym/days/${date(0)}/`, { token: t.teacher1 });
    expect(list.status).toBe(200);
    const evening = list.body.slots.find((x: { startTime: string }) => x.startTime === '18:00');
    expect(evening.bookings.find((b: { id: number }) => b.id === booked.body.id)).toEqual(
      expect.objectContaining({ student: expect.objectContaining({ id: s!.id, username: s!.username }), status: 'active', started: false }),
    );
    const early = await api.request('POST', `/staff/reservations/bookings/${booked.body.id}/no-show/`, {
      token: t.teacher1,
      body: { noShow: true },
    });
    expectError(early, 409, 'NOT_STARTED');
    setNow(at(0, '18:15'));
    try {
      const mark = await api.request('POST', `/staff/reservations/bookings/${booked.body.id}/no-show/`, {
        token: t.teacher1,
        body: { noShow: true },
      });
      expect(mark.status, mark.text).toBe(200);
      expect(mark.body.status).toBe('no_show');
      const history = await api.request('GET', '/reservations/history/', { token: s!.token });
      expect(history.body.results[0]).toEqual(expect.objectContaining({ id: booked.body.id, status: 'no_show', cancellable: false }));
      await api.settle();
      const told = await api.db.select().from(alarms).where(eq(alarms.userId, s!.id));
      expect(told.map((a) => a.title).join()).toMatch(/예약에 불참한 것으로 기록되었습니다/);
      // Her parent hears of it by her name, with a link to her history.
      const toParent = await api.db
        .select({ title: alarms.title, link: alarms.link })
        .from(alarms)
        .where(and(eq(alarms.userId, parentId), eq(alarms.link, `/mypage/reservations?student=${s!.id}`)));
      expect(toParent).toEqual([
        {
          title: expect.stringMatching(/^학생1 학생의 .+ 예약에 불참한 것으로 기록되었습니다\.$/),
          link: `/mypage/reservations?student=${s!.id}`,
        },
      ]);
      const undo = await api.request('POST', `/staff/reservations/bookings/${booked.body.id}/no-show/`, {
        token: t.admin,
        body: { noShow: false },
      });
      expect(undo.body.status).toBe('active');
      // The past day of the seed can be read too.
      expect((await api.request('GET', `/staff/reservations/facilities/eym/days/${date(-7)}/`, { token: t.teacher1 })).status).toBe(200);
      expectError(
        await api.request('POST', '/staff/reservations/bookings/999999/no-show/', { token: t.teacher1, body: { noShow: true } }),
        404,
      );
    } finally {
      setNow(at(0, '10:00'));
    }
  });
});

describe('the database holds the rules by itself', () => {
  it('has the exclusion constraints and refuses an overlapping booking or a seat taken twice', async () => {
    const { rows } = (await api.db.execute(
      sql`SELECT conname FROM pg_constraint WHERE conrelid = 'reservations'::regclass AND contype = 'x' ORDER BY conname`,
    )) as unknown as { rows: { conname: string }[] };
    expect(rows.map((r) => r.conname)).toEqual(['reservations_resource_no_overlap', 'reservations_student_no_overlap']);
    const [s] = await newStudents(api, 1);
    const slot = await slotAt('computer', 2, '19:00');
    const base = { studentId: s!.id, facilityId: 'computer' as const, slotId: slot.id, startsAt: at(2, '19:00'), endsAt: at(2, '19:50') };
    await api.db.insert(reservations).values(base);
    await expect(api.db.insert(reservations).values({ ...base, startsAt: at(2, '19:30'), endsAt: at(2, '20:10') })).rejects.toThrow();
    const [other] = await newStudents(api, 1);
    const seat = { ...base, studentId: other!.id, resourceId: 1 };
    await api.db.insert(reservations).values({ ...seat, studentId: s!.id, startsAt: at(2, '22:00'), endsAt: at(2, '22:30') });
    await expect(api.db.insert(reservations).values({ ...seat, startsAt: at(2, '22:10'), endsAt: at(2, '22:20') })).rejects.toThrow();
    await expect(
      api.db
        .update(reservationSlots)
        .set({ booked: sql`${reservationSlots.capacity} + 1` })
        .where(eq(reservationSlots.id, slot.id)),
    ).rejects.toThrow();
  });
});
