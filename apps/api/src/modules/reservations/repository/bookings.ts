import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { FacilityId } from '@portal/contract';
import type { Db } from '../../../db/client';
import { reservationResources, reservations, reservationSlots, reservationTemplates, studentProfiles, users } from '../../../db/schema';
import { counted, liveSlot, overlapping, pgCode, views, type ReservationViewRow } from './shared';

/** At most this many upcoming bookings are answered. */
export const UPCOMING_LIMIT = 100;

/** Booking and cancelling: the day's slots and the places in them, the bookings, her lists, staff's list. */
export function bookingQueries(db: Db) {
  return {
    /* ------------------------------------------------------------ slots */

    /** A facility's slots on a date, earliest first (slots of removed templates left out). */
    daySlots: (facilityId: FacilityId, date: string) =>
      db
        .select({ slot: reservationSlots })
        .from(reservationSlots)
        .leftJoin(reservationTemplates, eq(reservationTemplates.id, reservationSlots.templateId))
        .where(and(eq(reservationSlots.facilityId, facilityId), eq(reservationSlots.date, date), liveSlot))
        .orderBy(asc(reservationSlots.startsAt), asc(reservationSlots.id))
        .then((rows) => rows.map((r) => r.slot)),

    async findSlot(id: number) {
      const [row] = await db
        .select({ slot: reservationSlots })
        .from(reservationSlots)
        .leftJoin(reservationTemplates, eq(reservationTemplates.id, reservationSlots.templateId))
        .where(and(eq(reservationSlots.id, id), liveSlot))
        .limit(1);
      return row?.slot;
    },

    /** The phone window of a date that holds [from, to) whole. */
    async windowHolding(facilityId: FacilityId, date: string, from: Date, to: Date) {
      const [row] = await db
        .select({ slot: reservationSlots })
        .from(reservationSlots)
        .leftJoin(reservationTemplates, eq(reservationTemplates.id, reservationSlots.templateId))
        .where(
          and(
            eq(reservationSlots.facilityId, facilityId),
            eq(reservationSlots.date, date),
            lte(reservationSlots.startsAt, from),
            gte(reservationSlots.endsAt, to),
            liveSlot,
          ),
        )
        .orderBy(asc(reservationSlots.startsAt))
        .limit(1);
      return row?.slot;
    },

    /**
     * Takes one place in a slot: one statement that holds the slot's row lock until commit, and
     * answers nothing when the slot is closed or full. The CHECK (booked <= capacity) backs it.
     */
    async takePlace(slotId: number) {
      const rows = await db
        .update(reservationSlots)
        .set({ booked: sql`${reservationSlots.booked} + 1` })
        .where(
          and(
            eq(reservationSlots.id, slotId),
            isNull(reservationSlots.closedReason),
            or(isNull(reservationSlots.capacity), lt(reservationSlots.booked, reservationSlots.capacity)),
          ),
        )
        .returning({ booked: reservationSlots.booked });
      return rows.length > 0;
    },

    async releasePlace(slotId: number) {
      await db
        .update(reservationSlots)
        .set({ booked: sql`${reservationSlots.booked} - 1` })
        .where(eq(reservationSlots.id, slotId));
    },

    /** Locks a slot's row (cancel takes it before the booking's, the same order as booking). */
    async lockSlot(slotId: number) {
      await db.select({ id: reservationSlots.id }).from(reservationSlots).where(eq(reservationSlots.id, slotId)).for('update');
    },

    /* ------------------------------------------------------------ bookings */

    /**
     * Serialises one student's bookings and cancels (quotas are counted under this lock). NO KEY
     * UPDATE does not block rows that merely reference the user (sign-ins, alarms).
     */
    /** Locks her (her bookings are counted under it) and answers her stay, or null when she is no student. */
    /** The students with an active booking not started on a day before their 입소일 or after their 퇴소일. */
    async bookedOutsideStay(now: Date): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: reservations.studentId })
        .from(reservations)
        .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
        .innerJoin(studentProfiles, eq(studentProfiles.studentId, reservations.studentId))
        .where(
          and(
            eq(reservations.status, 'active'),
            gt(reservations.startsAt, now),
            or(lt(reservationSlots.date, studentProfiles.admittedOn), gt(reservationSlots.date, studentProfiles.dischargedOn)),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** Her stay (입소일, 퇴소일), read without a lock: what a day's page says of it. */
    async stayOf(studentId: number) {
      const [row] = await db
        .select({ admittedOn: studentProfiles.admittedOn, dischargedOn: studentProfiles.dischargedOn })
        .from(studentProfiles)
        .where(eq(studentProfiles.studentId, studentId));
      return row ?? { admittedOn: null, dischargedOn: null };
    },

    async lockStudent(studentId: number) {
      const [row] = await db
        .select({ admittedOn: studentProfiles.admittedOn, dischargedOn: studentProfiles.dischargedOn })
        .from(users)
        .leftJoin(studentProfiles, eq(studentProfiles.studentId, users.id))
        .where(and(eq(users.id, studentId), eq(users.category, 'student')))
        .for('no key update', { of: users });
      return row ?? null;
    },

    async findByIdempotencyKey(studentId: number, key: string) {
      const [row] = await views(db)
        .where(and(eq(reservations.studentId, studentId), eq(reservations.idempotencyKey, key)))
        .limit(1);
      return row as ReservationViewRow | undefined;
    },

    async findView(id: number) {
      const [row] = await views(db).where(eq(reservations.id, id)).limit(1);
      return row as ReservationViewRow | undefined;
    },

    async activeInSlot(studentId: number, slotId: number) {
      const [row] = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.studentId, studentId), eq(reservations.slotId, slotId), eq(reservations.status, 'active')))
        .limit(1);
      return row?.id;
    },

    /** Her active bookings overlapping [from, to), any facility. */
    async studentOverlapping(studentId: number, from: Date, to: Date) {
      const rows = await views(db)
        .where(and(eq(reservations.studentId, studentId), eq(reservations.status, 'active'), overlapping(from, to)))
        .orderBy(asc(reservations.startsAt));
      return rows as ReservationViewRow[];
    },

    /** Her bookings in a facility on `date` and in its week, in one query (the quotas of a day's page). */
    async countForDayAndWeek(studentId: number, facilityId: FacilityId, date: string, week: { start: string; end: string }) {
      const [row] = await db
        .select({
          day: sql<number>`(count(*) filter (where ${reservationSlots.date} = ${date}))::int`,
          week: count(),
        })
        .from(reservations)
        .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
        .where(
          and(
            eq(reservations.studentId, studentId),
            eq(reservations.facilityId, facilityId),
            counted,
            gte(reservationSlots.date, week.start),
            lte(reservationSlots.date, week.end),
          ),
        );
      return [row?.day ?? 0, row?.week ?? 0] as const;
    },

    /**
     * Inserts a booking, or nothing when a constraint refuses it (her overlap, a seat or booth
     * already taken at that time, the same idempotency key): ON CONFLICT DO NOTHING, no error.
     */
    async insertBooking(values: typeof reservations.$inferInsert) {
      const rows = await db.insert(reservations).values(values).onConflictDoNothing().returning({ id: reservations.id });
      return rows[0]?.id;
    },

    /** The facility's active seats or booths free over [from, to), in order. */
    async freeResources(facilityId: FacilityId, from: Date, to: Date) {
      const rows = await db
        .select({ id: reservationResources.id })
        .from(reservationResources)
        .where(
          and(
            eq(reservationResources.facilityId, facilityId),
            eq(reservationResources.isActive, true),
            sql`NOT EXISTS (SELECT 1 FROM ${reservations} WHERE ${reservations.resourceId} = ${reservationResources.id} AND ${reservations.status} = 'active' AND ${reservations.startsAt} < ${to.toISOString()}::timestamptz AND ${reservations.endsAt} > ${from.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(asc(reservationResources.sortOrder), asc(reservationResources.id));
      return rows.map((r) => r.id);
    },

    /** Her active bookings that have not started, in slot order (the order their slots are locked in). */
    async activeAheadOf(studentId: number, now: Date) {
      return db
        .select({ id: reservations.id, slotId: reservations.slotId, date: reservationSlots.date })
        .from(reservations)
        .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
        .where(and(eq(reservations.studentId, studentId), eq(reservations.status, 'active'), gt(reservations.startsAt, now)))
        .orderBy(asc(reservations.slotId), asc(reservations.id));
    },

    /** Cancels her active booking if it has not started (`reason` when it was not her doing); answers its slot, or nothing. */
    async cancel(id: number, studentId: number, now: Date, reason: string | null = null) {
      const rows = await db
        .update(reservations)
        .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason })
        .where(
          and(
            eq(reservations.id, id),
            eq(reservations.studentId, studentId),
            eq(reservations.status, 'active'),
            gt(reservations.startsAt, now),
          ),
        )
        .returning({ slotId: reservations.slotId });
      return rows[0]?.slotId;
    },

    async setStatus(id: number, status: 'active' | 'no_show', markedBy: number | null) {
      const rows = await db
        .update(reservations)
        .set({ status, noShowMarkedBy: markedBy })
        .where(and(eq(reservations.id, id), ne(reservations.status, 'cancelled')))
        .returning({ id: reservations.id })
        .catch((e: unknown) => {
          // Back to active would overlap another active booking: leave it as it is.
          if (pgCode(e) === '23P01') return [];
          throw e;
        });
      return rows.length > 0;
    },

    /** Active bookings of a facility over [from, to) with their seat or booth (for the phone picker). */
    facilityBookingsBetween: (facilityId: FacilityId, from: Date, to: Date) =>
      db
        .select({ resourceId: reservations.resourceId, startsAt: reservations.startsAt, endsAt: reservations.endsAt })
        .from(reservations)
        .where(and(eq(reservations.facilityId, facilityId), eq(reservations.status, 'active'), overlapping(from, to))),

    /** Her active bookings that have not ended, earliest first. */
    async upcoming(studentId: number, now: Date) {
      const rows = await views(db)
        .where(and(eq(reservations.studentId, studentId), eq(reservations.status, 'active'), gt(reservations.endsAt, now)))
        .orderBy(asc(reservations.startsAt), asc(reservations.id))
        .limit(UPCOMING_LIMIT);
      return rows as ReservationViewRow[];
    },

    /** All her bookings, newest first, one page. */
    async history(studentId: number, window: { limit: number; offset: number }) {
      const rows = await views(db)
        .where(eq(reservations.studentId, studentId))
        .orderBy(desc(reservations.startsAt), desc(reservations.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows as ReservationViewRow[];
    },

    /** Everyone's bookings in some slots, with the student, for staff. */
    staffBookings: (slotIds: number[]) =>
      slotIds.length
        ? db
            .select({
              id: reservations.id,
              slotId: reservations.slotId,
              status: reservations.status,
              startsAt: reservations.startsAt,
              endsAt: reservations.endsAt,
              resourceLabel: reservationResources.label,
              student: { id: users.id, name: users.name, username: users.username, picture: users.picture },
            })
            .from(reservations)
            .innerJoin(users, eq(users.id, reservations.studentId))
            .leftJoin(reservationResources, eq(reservationResources.id, reservations.resourceId))
            .where(and(inArray(reservations.slotId, slotIds), ne(reservations.status, 'cancelled')))
            .orderBy(asc(reservations.startsAt), asc(reservationResources.sortOrder), asc(users.name))
        : Promise.resolve([]),
  };
}
