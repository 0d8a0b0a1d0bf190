import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservationFacilities, reservationResources, reservations, reservationSlots, reservationTemplates } from '../schema';
import { materialize } from '../../modules/reservations/service';
import { reservationsRepository } from '../../modules/reservations/repository';
import { addDays, seoulDate, weekStart } from '@portal/contract/dates';
import type { DemoPeople } from './demo';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** A small deterministic generator, so every fresh start shows the same believable month. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * The centre's facilities as they run: the computer room 19:00-22:00 in 50-minute periods (20 seats),
 * four phone booths in the breaks (10-minute calls), the gym mornings and evenings (25), late-night
 * study 23:00-01:00 (60 seats, closes 16:30); and a month of bookings by the six students.
 */
export async function seedReservations(db: Db, people: DemoPeople, now: Date) {
  const seats = (facilityId: 'computer' | 'call' | 'study', n: number, label: (i: number) => string) =>
    Array.from({ length: n }, (_, i) => ({ facilityId, label: label(i + 1), sortOrder: i + 1 }));
  await db
    .insert(reservationResources)
    .values([
      ...seats('computer', 20, (i) => `${i}번 좌석`),
      ...seats('call', 4, (i) => `${i}번 부스`),
      ...seats('study', 60, (i) => `${String.fromCharCode(65 + Math.floor((i - 1) / 20))}-${String(((i - 1) % 20) + 1).padStart(2, '0')}`),
    ]);

  const templates: (typeof reservationTemplates.$inferInsert)[] = [];
  const add = (
    facilityId: 'computer' | 'call' | 'eym' | 'study',
    days: number[],
    startTime: string,
    endTime: string,
    capacity: number | null,
  ) => days.forEach((weekday) => templates.push({ facilityId, weekday, startTime, endTime, capacity }));
  for (const [s, e] of [
    ['19:00', '19:50'],
    ['20:00', '20:50'],
    ['21:00', '21:50'],
  ] as const)
    add('computer', EVERY_DAY, s, e, 20);
  for (const [s, e] of [
    ['12:30', '13:20'],
    ['17:30', '18:40'],
    ['21:50', '22:20'],
  ] as const)
    add('call', EVERY_DAY, s, e, null);
  add('eym', [1, 2, 3, 4, 5, 6], '06:30', '07:20', 25);
  add('eym', [1, 2, 3, 4, 5], '18:00', '18:50', 25);
  add('study', [0, 1, 2, 3, 4, 5], '23:00', '01:00', 60);
  await db.insert(reservationTemplates).values(templates);

  // Make the past month and the coming week real, then book.
  const repo = reservationsRepository(db);
  const today = seoulDate(now);
  const dates = Array.from({ length: 37 }, (_, i) => addDays(today, i - 30));
  const facilities = await db.select().from(reservationFacilities);
  for (const f of facilities) await materialize(repo, f, dates);
  const slots = await db
    .select()
    .from(reservationSlots)
    .where(and(gte(reservationSlots.date, dates[0]!), lte(reservationSlots.date, dates[dates.length - 1]!)));
  const resources = await db.select().from(reservationResources);
  const resourcesOf = (facilityId: string) => resources.filter((r) => r.facilityId === facilityId).map((r) => r.id);

  const students = (['student1', 'student2', 'student3', 'student4', 'student5', 'student6'] as const).map((u) => people.idOf(u));
  const rnd = prng(20261120);
  const rows: (typeof reservations.$inferInsert)[] = [];
  const usedResource = new Map<number, Set<number>>(); // slot -> resources taken
  const count = new Map<string, number>(); // student|facility|day or week -> bookings

  function book(studentIndex: number, slot: (typeof slots)[number], opts: { start?: Date; minutes?: number } = {}) {
    const studentId = students[studentIndex]!;
    const startsAt = opts.start ?? slot.startsAt;
    const endsAt = opts.minutes ? new Date(startsAt.getTime() + opts.minutes * 60_000) : slot.endsAt;
    const f = facilities.find((x) => x.id === slot.facilityId)!;
    const dayKey = `${studentId}|${f.id}|${slot.date}`;
    const weekKey = `${studentId}|${f.id}|w${weekStart(slot.date)}`;
    if ((f.dailyQuota && (count.get(dayKey) ?? 0) >= f.dailyQuota) || (f.weeklyQuota && (count.get(weekKey) ?? 0) >= f.weeklyQuota)) return;
    if (rows.some((r) => r.studentId === studentId && r.status !== 'cancelled' && r.startsAt! < endsAt && r.endsAt! > startsAt)) return;
    let resourceId: number | null = null;
    const pool = resourcesOf(f.id);
    if (pool.length) {
      const taken: Set<number | null | undefined> =
        f.kind === 'booths'
          ? new Set(
              rows
                .filter((r) => r.facilityId === 'call' && r.status === 'active' && r.startsAt! < endsAt && r.endsAt! > startsAt)
                .map((r) => r.resourceId),
            )
          : (usedResource.get(slot.id) ?? new Set());
      resourceId = pool.find((id) => !taken.has(id)) ?? null;
      if (resourceId == null) return;
      if (f.kind === 'slots') usedResource.set(slot.id, new Set([...(usedResource.get(slot.id) ?? []), resourceId]));
    }
    const past = endsAt <= now;
    const roll = rnd();
    const status = past ? (roll < 0.1 ? 'no_show' : roll < 0.18 ? 'cancelled' : 'active') : roll < 0.08 ? 'cancelled' : 'active';
    const createdAt = new Date(startsAt.getTime() - (2 + Math.floor(rnd() * 40)) * 3600_000);
    rows.push({
      studentId,
      facilityId: f.id,
      slotId: slot.id,
      resourceId,
      startsAt,
      endsAt,
      status,
      createdAt: createdAt < now ? createdAt : now,
      cancelledAt: status === 'cancelled' ? new Date(Math.min(startsAt.getTime() - 3600_000, now.getTime())) : null,
    });
    if (status !== 'cancelled') {
      count.set(dayKey, (count.get(dayKey) ?? 0) + 1);
      count.set(weekKey, (count.get(weekKey) ?? 0) + 1);
    }
  }

  const slotsOn = (facilityId: string, date: string) =>
    slots.filter((s) => s.facilityId === facilityId && s.date === date).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  // Tomorrow and the day after stay free for students 3 to 6: the end-to-end tests book "tomorrow",
  // which is the day after when the date changes between the seed and the test.
  const keptFree = [addDays(today, 1), addDays(today, 2)];
  // The computer room of the last two days is other students' only: the staff end-to-end test marks
  // a no-show there, and student1's history (and alarms) must not depend on whether it ran.
  const othersOnly = [addDays(today, -2), addDays(today, -1)];
  for (const date of dates) {
    for (let i = 0; i < students.length; i++) {
      if (keptFree.includes(date) && i >= 2) continue;
      if (date > today && !keptFree.includes(date) && i >= 4 && rnd() < 0.5) continue;
      const computer = slotsOn('computer', date);
      const roll = rnd();
      if (computer.length && roll < 0.55 && !(i === 0 && othersOnly.includes(date)))
        book(i, computer[Math.floor(rnd() * computer.length)]!);
      const gym = slotsOn('eym', date);
      if (gym.length && rnd() < 0.35) book(i, gym[Math.floor(rnd() * gym.length)]!);
      const study = slotsOn('study', date);
      if (study.length && rnd() < 0.4) book(i, study[0]!);
      const windows = slotsOn('call', date);
      if (windows.length && rnd() < 0.45) {
        const w = windows[Math.floor(rnd() * windows.length)]!;
        const starts = Math.floor((w.endsAt.getTime() - w.startsAt.getTime()) / 600_000) - 1;
        book(i, w, { start: new Date(w.startsAt.getTime() + Math.floor(rnd() * (starts + 1)) * 600_000), minutes: 10 });
      }
    }
  }
  // The alarm of the demo says so: 김하린 has the computer room at 19:00 today.
  // Active, whatever the generator drew: it may have drawn that very booking, cancelled.
  const seven = slotsOn('computer', today)[0];
  if (seven) {
    const hers = (r: (typeof rows)[number]) => r.studentId === students[0];
    rows
      .filter((r) => hers(r) && r.slotId !== seven.id && r.startsAt! < seven.endsAt && r.endsAt! > seven.startsAt)
      .forEach((r) => (r.status = 'cancelled'));
    if (!rows.some((r) => hers(r) && r.slotId === seven.id)) book(0, seven);
    const mine = rows.find((r) => hers(r) && r.slotId === seven.id);
    if (mine) Object.assign(mine, { status: 'active', cancelledAt: null });
  }
  // Each of those two days has a booking to mark, whatever the generator drew.
  for (const date of othersOnly) {
    const day = slotsOn('computer', date);
    if (!day.length || rows.some((r) => r.status === 'active' && day.some((s) => s.id === r.slotId))) continue;
    book(1, day[0]!);
    const last = rows[rows.length - 1];
    if (last?.slotId === day[0]!.id) Object.assign(last, { status: 'active', cancelledAt: null });
  }
  // Whatever the weekday or hour of the start, her recent history shows both outcomes: her latest past
  // booking was used, the one before it was missed.
  const herPast = rows
    .filter((r) => r.studentId === students[0] && r.status !== 'cancelled' && r.endsAt! <= now)
    .sort((a, b) => b.startsAt!.getTime() - a.startsAt!.getTime());
  if (herPast[0]) herPast[0].status = 'active';
  if (herPast[1]) herPast[1].status = 'no_show';
  for (let i = 0; i < rows.length; i += 500) await db.insert(reservations).values(rows.slice(i, i + 500));
  const ids = slots.map((s) => s.id);
  for (let i = 0; i < ids.length; i += 1000)
    await db
      .update(reservationSlots)
      .set({
        booked: sql`(SELECT count(*)::int FROM ${reservations} WHERE ${reservations.slotId} = ${reservationSlots.id} AND ${reservations.status} IN ('active', 'no_show'))`,
      })
      .where(inArray(reservationSlots.id, ids.slice(i, i + 1000)));
}
