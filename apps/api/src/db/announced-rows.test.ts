import { addDays, seoulDate } from '@portal/contract/dates';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { newStudents, signIn } from '../modules/reservations/test-support';
import { startTestApi, type TestApi } from '../test/harness';
import { alarms, reservationFacilities, reservations, reservationSlots, users } from './schema';

/**
 * What every page asks (the profile with its badge, her upcoming bookings) is answered from memory
 * (db/announced-cache.ts, migration 0010): any change to those rows, made by a service, a job or by
 * hand in SQL, is seen on the next request here and, once the database's announcement arrives, on
 * every other instance.
 */
describe('remembered answers follow every change to their rows', () => {
  let api: TestApi;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let student: { token: string; id: number };

  beforeAll(async () => {
    api = await startTestApi();
    other = await buildApp({ config: { ...api.config, jobsWorker: false }, db: api.db, now: api.clock.now, listen: api.listen });
    await other.ready();
    student = (await newStudents(api, 1, 'cache'))[0]!;
  });
  afterAll(async () => {
    await other?.close();
    await api?.close();
  });

  const here = async (url: string) => {
    const res = await api.request('GET', url, { token: student.token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const there = async (url: string) => {
    const res = await other.inject({ method: 'GET', url, headers: { authorization: `Bearer ${student.token}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** PostgreSQL delivers the announcement over its own connection: a few milliseconds, not a request. */
  const eventually = async <T>(read: () => Promise<T>, ok: (v: T) => boolean) => {
    let v = await read();
    for (let i = 0; i < 50 && !ok(v); i++) {
      await new Promise((r) => setTimeout(r, 20));
      v = await read();
    }
    return v;
  };
  /** Both instances asked twice, so that each answers the next time from memory. */
  const warm = async (url: string) => {
    for (let i = 0; i < 2; i++) await Promise.all([here(url), there(url)]);
  };

  it('counts an alarm written straight into the table on the next request, everywhere', async () => {
    await warm('/accounts/me/');
    const before = (await here('/accounts/me/')).bedge.alarm_count as number;
    await api.db.insert(alarms).values({ userId: student.id, kind: 'notice', title: '손으로 넣은 알림', body: '', link: '/' });
    expect(
      (
        await eventually(
          () => here('/accounts/me/'),
          (b) => b.bedge.alarm_count === before + 1,
        )
      ).bedge.alarm_count,
    ).toBe(before + 1);
    expect(
      (
        await eventually(
          () => there('/accounts/me/'),
          (b) => b.bedge.alarm_count === before + 1,
        )
      ).bedge.alarm_count,
    ).toBe(before + 1);
    await api.db.update(alarms).set({ readAt: new Date() }).where(eq(alarms.userId, student.id));
    expect(
      (
        await eventually(
          () => there('/accounts/me/'),
          (b) => b.bedge.alarm_count === 0,
        )
      ).bedge,
    ).toMatchObject({ alarm: false, alarm_count: 0 });
  });

  it('shows a renamed profile on the next request, everywhere', async () => {
    await warm('/accounts/me/');
    await api.db.update(users).set({ name: '이름바뀜' }).where(eq(users.id, student.id));
    expect(
      (
        await eventually(
          () => here('/accounts/me/'),
          (b) => b.name === '이름바뀜',
        )
      ).name,
    ).toBe('이름바뀜');
    expect(
      (
        await eventually(
          () => there('/accounts/me/'),
          (b) => b.name === '이름바뀜',
        )
      ).name,
    ).toBe('이름바뀜');
  });

  it('lists a booking at once, drops one cancelled by hand, and shows a renamed facility', async () => {
    await warm('/reservations/upcoming/');
    expect((await here('/reservations/upcoming/')).results).toEqual([]);
    let slotId: number | undefined;
    for (let n = 0; n < 7 && !slotId; n++) {
      const date = addDays(seoulDate(api.clock.now()), n);
      const day = await here(`/reservations/facilities/computer/day/?date=${date}`);
      slotId = day.slots.find((s: { state: string }) => s.state === 'open')?.id;
    }
    expect(slotId, 'an open computer-room period this week').toBeDefined();
    const booked = await api.request('POST', '/reservations/', { token: student.token, body: { facility: 'computer', slotId } });
    expect(booked.status, booked.text).toBe(201);
    const id = booked.body.id as number;
    // Her own booking: on this instance with no wait at all.
    expect((await here('/reservations/upcoming/')).results.map((r: { id: number }) => r.id)).toEqual([id]);
    const listed = await eventually(
      () => there('/reservations/upcoming/'),
      (b) => b.results.length === 1,
    );
    expect(listed.results[0].id).toBe(id);

    const [facility] = await api.db
      .select({ name: reservationFacilities.name })
      .from(reservationFacilities)
      .where(eq(reservationFacilities.id, 'computer'));
    await api.db.update(reservationFacilities).set({ name: '컴퓨터실 (2층)' }).where(eq(reservationFacilities.id, 'computer'));
    try {
      const renamed = (b: { results: { facilityName: string }[] }) => b.results[0]?.facilityName === '컴퓨터실 (2층)';
      expect(renamed(await eventually(() => here('/reservations/upcoming/'), renamed))).toBe(true);
      expect(renamed(await eventually(() => there('/reservations/upcoming/'), renamed))).toBe(true);
    } finally {
      await api.db.update(reservationFacilities).set({ name: facility!.name }).where(eq(reservationFacilities.id, 'computer'));
    }

    await api.db.execute(sql`update ${reservations} set status = 'cancelled', cancelled_at = now() where id = ${id}`);
    expect(
      (
        await eventually(
          () => here('/reservations/upcoming/'),
          (b) => b.results.length === 0,
        )
      ).results,
    ).toEqual([]);
    expect(
      (
        await eventually(
          () => there('/reservations/upcoming/'),
          (b) => b.results.length === 0,
        )
      ).results,
    ).toEqual([]);
  });

  it('drops a booking from the list once it has ended, without any write', async () => {
    const [s] = await newStudents(api, 1, 'ended');
    const at = api.clock.now();
    const [slot] = await api.db
      .select({ id: reservationSlots.id, startsAt: reservationSlots.startsAt, endsAt: reservationSlots.endsAt })
      .from(reservationSlots)
      .where(and(eq(reservationSlots.facilityId, 'computer'), gt(reservationSlots.startsAt, at)))
      .orderBy(asc(reservationSlots.startsAt))
      .limit(1);
    expect(slot).toBeDefined();
    await api.db.insert(reservations).values({
      studentId: s!.id,
      facilityId: 'computer',
      slotId: slot!.id,
      startsAt: slot!.startsAt,
      endsAt: slot!.endsAt,
    });
    let token = s!.token;
    const list = async () => {
      const res = await api.request('GET', '/reservations/upcoming/', { token });
      expect(res.status, res.text).toBe(200);
      return res.body.results as unknown[];
    };
    expect(await list()).toHaveLength(1);
    expect(await list()).toHaveLength(1);
    api.clock.set(new Date(slot!.endsAt.getTime() + 1000));
    try {
      // Hours later her access token has expired: she signs in again, as the portal would refresh it.
      token = (await signIn(api, s!.username)).token;
      expect(await list()).toEqual([]);
    } finally {
      api.clock.set(at);
    }
  });
});
