import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';
import { eventually, startSecondInstance, type SecondInstance } from '../../test/second-instance';
import { newStudents, signIn } from './test-support';
import { addDays, seoulDate, weekdayOf } from '@portal/contract/dates';

/*
 * A facility's day and each student's side of it are remembered per API instance (repository/index.ts)
 * and forgotten when the database announces a change (migration 0023 for the facility's days, 0010 for
 * her bookings). These tests read the day on two instances of one database, change it on one, and
 * look on both.
 */
type Slot = { id: number; startTime: string; booked: number; capacity: number | null; state: string };
type Day = { slots: Slot[]; closedReason: string | null; quota: { daily: { used: number } } };

let api: TestApi;
let other: SecondInstance;
let a: { token: string; id: number };
let b: { token: string; id: number };
let admin: string;
let date: string;
let slot: Slot;

const url = (d: string) => `/reservations/facilities/computer/day/?date=${d}`;
async function dayOn(where: 'this' | 'other', token: string, d = date): Promise<Day> {
  if (where === 'this') {
    const res = await api.request('GET', url(d), { token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }
  const res = await fetch(other.url + url(d), { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Day;
}
const slotOf = (day: Day) => day.slots.find((s) => s.id === slot.id)!;

beforeAll(async () => {
  api = await startTestApi({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) });
  other = await startSecondInstance(api);
  const made = await newStudents(api, 2, 'dm');
  [a, b] = [made[0]!, made[1]!];
  admin = (await signIn(api, 'admin')).token;
  // A coming day with a computer-room period both can book, whatever the hour of the run.
  const today = seoulDate(api.clock.now());
  for (let n = 1; n <= 6 && !slot; n++) {
    const day = await dayOn('this', a!.token, addDays(today, n));
    const open = day.slots.find((s) => s.state === 'open' && (s.capacity ?? 99) - s.booked >= 2);
    if (open) [date, slot] = [addDays(today, n), open];
  }
  expect(slot, 'an open computer-room period in the coming week').toBeDefined();
});
afterAll(async () => {
  await other?.close();
  await api?.close();
});

describe("a facility's day, remembered by each instance", () => {
  it("shows another student's booking at once here, and on another instance once it is announced", async () => {
    const before = slotOf(await dayOn('this', a.token)).booked;
    expect(slotOf(await dayOn('other', a.token)).booked).toBe(before);

    const booked = await api.request('POST', '/reservations/', { token: b.token, body: { facility: 'computer', slotId: slot.id } });
    expect(booked.status, booked.text).toBe(201);
    expect(slotOf(await dayOn('this', a.token)).booked).toBe(before + 1);
    expect(
      slotOf(
        await eventually(
          () => dayOn('other', a.token),
          (d) => slotOf(d).booked === before + 1,
        ),
      ).booked,
    ).toBe(before + 1);

    // Cancelled through the other instance: there at once, here once announced.
    const res = await fetch(`${other.url}/reservations/${booked.body.id}/cancel/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(res.status).toBe(200);
    expect(slotOf(await dayOn('other', a.token)).booked).toBe(before);
    expect(
      slotOf(
        await eventually(
          () => dayOn('this', a.token),
          (d) => slotOf(d).booked === before,
        ),
      ).booked,
    ).toBe(before);
  });

  it('shows her own booking made through another instance as hers, with her quota counted', async () => {
    const seen = await dayOn('other', a.token);
    expect(slotOf(seen).state).toBe('open');
    const booked = await api.request('POST', '/reservations/', { token: a.token, body: { facility: 'computer', slotId: slot.id } });
    expect(booked.status, booked.text).toBe(201);
    expect(slotOf(await dayOn('this', a.token)).state).toBe('mine');
    const after = await eventually(
      () => dayOn('other', a.token),
      (d) => slotOf(d).state === 'mine',
    );
    expect(slotOf(after).state).toBe('mine');
    expect(after.quota.daily.used).toBe(seen.quota.daily.used + 1);

    expect((await api.request('POST', `/reservations/${booked.body.id}/cancel/`, { token: a.token })).status).toBe(200);
    expect(slotOf(await dayOn('this', a.token)).state).toBe('open');
    expect(
      slotOf(
        await eventually(
          () => dayOn('other', a.token),
          (d) => slotOf(d).state === 'open',
        ),
      ).state,
    ).toBe('open');
  });

  it('shows a closed day and a new weekly period on the next request', async () => {
    expect((await dayOn('this', a.token)).closedReason).toBeNull();
    const closed = await api.request('PUT', `/staff/reservations/facilities/computer/days/${date}/closed/`, {
      token: admin,
      body: { reason: '정기 점검' },
    });
    expect(closed.status, closed.text).toBe(200);
    expect((await dayOn('this', a.token)).closedReason).toBe('정기 점검');
    expect(
      (
        await eventually(
          () => dayOn('other', a.token),
          (d) => d.closedReason != null,
        )
      ).closedReason,
    ).toBe('정기 점검');
    expect((await api.request('DELETE', `/staff/reservations/facilities/computer/days/${date}/closed/`, { token: admin })).status).toBe(
      200,
    );
    expect((await dayOn('this', a.token)).closedReason).toBeNull();

    const added = await api.request('POST', '/staff/reservations/facilities/computer/templates/', {
      token: admin,
      body: { weekdays: [weekdayOf(date)], startTime: '06:00', endTime: '06:40', capacity: 3 },
    });
    expect(added.status, added.text).toBe(201);
    expect((await dayOn('this', a.token)).slots.map((s) => s.startTime)).toContain('06:00');
    const there = await eventually(
      () => dayOn('other', a.token),
      (d) => d.slots.some((s) => s.startTime === '06:00'),
    );
    expect(there.slots.map((s) => s.startTime)).toContain('06:00');
  });

  it('remembers the day: a change no one announces shows only when the memory lapses, after a minute', async () => {
    const capacity = slotOf(await dayOn('this', a.token)).capacity!;
    // Written by hand with the triggers off: nothing is announced.
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE reservation_slots SET capacity = capacity + 5 WHERE id = ${slot.id}`);
    });
    expect(slotOf(await dayOn('this', a.token)).capacity).toBe(capacity);
    api.clock.advance(61_000);
    expect(slotOf(await dayOn('this', a.token)).capacity).toBe(capacity + 5);
  });

  it("keeps a phone room's booths and calls: a start all booths hold leaves the picker, a booth switched off leaves the count", async () => {
    const callUrl = (d: string) => `/reservations/facilities/call/day/?date=${d}`;
    type CallDay = { phone: { booths: number; windows: { booked: number; freeStarts: string[] }[] } };
    const callDay = async (where: 'this' | 'other', d: string): Promise<CallDay> => {
      if (where === 'this') return (await api.request('GET', callUrl(d), { token: a.token })).body;
      return (await (await fetch(other.url + callUrl(d), { headers: { authorization: `Bearer ${a.token}` } })).json()) as CallDay;
    };
    // A coming day with a start every booth is free at: in a window no one has booked (the demo's
    // bookings fall on days that depend on the hour the seed ran; one at 00:10 Seoul time took a booth
    // of the first free start).
    const today = seoulDate(api.clock.now());
    let d = '';
    let start = '';
    for (let n = 1; n <= 6 && !start; n++) {
      const free = (await callDay('this', addDays(today, n))).phone.windows.filter((w) => w.booked === 0).flatMap((w) => w.freeStarts);
      if (free.length) [d, start] = [addDays(today, n), free[0]!];
    }
    expect(start, 'a free phone start in the coming week').not.toBe('');
    const before = await callDay('other', d);
    const booths = before.phone.booths;
    const freeHere = async (where: 'this' | 'other') =>
      (await callDay(where, d)).phone.windows.flatMap((w) => w.freeStarts).includes(start);

    // Every booth taken at that start by other students.
    for (const s of await newStudents(api, booths, 'dmc')) {
      const res = await api.request('POST', '/reservations/', { token: s.token, body: { facility: 'call', date: d, time: start } });
      expect(res.status, res.text).toBe(201);
    }
    expect(await freeHere('this')).toBe(false);
    let there = await freeHere('other');
    for (let i = 0; i < 100 && there; i++) {
      await new Promise((r) => setTimeout(r, 20));
      there = await freeHere('other');
    }
    expect(there).toBe(false);

    // A booth switched off by the admin.
    const facility = await api.request('GET', '/staff/reservations/facilities/', { token: admin });
    const booth = facility.body.results
      .find((f: { id: string }) => f.id === 'call')
      .resources.find((r: { isActive: boolean }) => r.isActive);
    const off = await api.request('PUT', `/staff/reservations/resources/${booth.id}/`, {
      token: admin,
      body: { label: booth.label, isActive: false },
    });
    expect(off.status, off.text).toBe(200);
    expect((await callDay('this', d)).phone.booths).toBe(booths - 1);
    let count = (await callDay('other', d)).phone.booths;
    for (let i = 0; i < 100 && count !== booths - 1; i++) {
      await new Promise((r) => setTimeout(r, 20));
      count = (await callDay('other', d)).phone.booths;
    }
    expect(count).toBe(booths - 1);
  });
});
