import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  alarms,
  reservationClosedDays,
  reservationFacilities,
  reservationResources,
  reservations,
  reservationSlots,
  reservationTemplates,
  users,
} from '../../db/schema';
import type { FacilityId } from '@portal/contract';

export type FacilityRow = typeof reservationFacilities.$inferSelect;
export type SlotRow = typeof reservationSlots.$inferSelect;
export type TemplateRow = typeof reservationTemplates.$inferSelect;
export type ResourceRow = typeof reservationResources.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type NewSlot = typeof reservationSlots.$inferInsert;

/** A booking with what a person needs to read it: the facility's name, the seat or booth, the slot's date. */
const viewColumns = {
  id: reservations.id,
  studentId: reservations.studentId,
  facilityId: reservations.facilityId,
  facilityName: reservationFacilities.name,
  slotId: reservations.slotId,
  date: reservationSlots.date,
  startsAt: reservations.startsAt,
  endsAt: reservations.endsAt,
  resourceId: reservations.resourceId,
  resourceLabel: reservationResources.label,
  status: reservations.status,
  idempotencyKey: reservations.idempotencyKey,
  createdAt: reservations.createdAt,
  cancelledAt: reservations.cancelledAt,
  cancelReason: reservations.cancelReason,
};
export type ReservationViewRow = {
  id: number;
  studentId: number;
  facilityId: FacilityId;
  facilityName: string;
  slotId: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
  resourceId: number | null;
  resourceLabel: string | null;
  status: ReservationRow['status'];
  idempotencyKey: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelReason: string | null;
};

/** Bookings that count: made and not cancelled (a no-show still used the place). */
const counted = inArray(reservations.status, ['active', 'no_show']);
/** Overlaps [from, to). */
const overlapping = (from: Date, to: Date) => and(lt(reservations.startsAt, to), gt(reservations.endsAt, from));
/** Slots whose template was not removed by staff. */
const liveSlot = or(isNull(reservationSlots.templateId), eq(reservationTemplates.isActive, true));

function queries(db: Db) {
  const views = () =>
    db
      .select(viewColumns)
      .from(reservations)
      .innerJoin(reservationFacilities, eq(reservationFacilities.id, reservations.facilityId))
      .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
      .leftJoin(reservationResources, eq(reservationResources.id, reservations.resourceId));

  return {
    /* ------------------------------------------------------------ facilities and their setup */

    facilities: () => db.select().from(reservationFacilities).orderBy(asc(reservationFacilities.sortOrder)),

    async facility(id: FacilityId) {
      const [row] = await db.select().from(reservationFacilities).where(eq(reservationFacilities.id, id)).limit(1);
      return row;
    },

    async updateFacility(id: FacilityId, values: Partial<Omit<FacilityRow, 'id' | 'kind'>>) {
      const [row] = await db
        .update(reservationFacilities)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(reservationFacilities.id, id))
        .returning();
      return row;
    },

    resources: (facilityId: FacilityId) =>
      db
        .select()
        .from(reservationResources)
        .where(eq(reservationResources.facilityId, facilityId))
        .orderBy(asc(reservationResources.sortOrder), asc(reservationResources.id)),

    async activeResourceCount(facilityId: FacilityId) {
      const [row] = await db
        .select({ n: count() })
        .from(reservationResources)
        .where(and(eq(reservationResources.facilityId, facilityId), eq(reservationResources.isActive, true)));
      return row?.n ?? 0;
    },

    async activeResourceIds(facilityId: FacilityId) {
      const rows = await db
        .select({ id: reservationResources.id })
        .from(reservationResources)
        .where(and(eq(reservationResources.facilityId, facilityId), eq(reservationResources.isActive, true)))
        .orderBy(asc(reservationResources.sortOrder), asc(reservationResources.id));
      return rows.map((r) => r.id);
    },

    async insertResource(facilityId: FacilityId, label: string, isActive: boolean) {
      const [max] = await db
        .select({ n: sql<number>`coalesce(max(${reservationResources.sortOrder}), 0)::int` })
        .from(reservationResources)
        .where(eq(reservationResources.facilityId, facilityId));
      const rows = await db
        .insert(reservationResources)
        .values({ facilityId, label, isActive, sortOrder: (max?.n ?? 0) + 1 })
        .onConflictDoNothing()
        .returning();
      return rows[0];
    },

    async findResource(id: number) {
      const [row] = await db.select().from(reservationResources).where(eq(reservationResources.id, id)).limit(1);
      return row;
    },

    async updateResource(id: number, values: { label: string; isActive: boolean }) {
      const rows = await db
        .update(reservationResources)
        .set(values)
        .where(eq(reservationResources.id, id))
        .returning()
        .catch((e: unknown) => {
          if (pgCode(e) === '23505') return [];
          throw e;
        });
      return rows[0];
    },

    activeTemplates: (facilityId: FacilityId) =>
      db
        .select()
        .from(reservationTemplates)
        .where(and(eq(reservationTemplates.facilityId, facilityId), eq(reservationTemplates.isActive, true)))
        .orderBy(asc(reservationTemplates.weekday), asc(reservationTemplates.startTime), asc(reservationTemplates.id)),

    async findTemplate(id: number) {
      const [row] = await db
        .select()
        .from(reservationTemplates)
        .where(and(eq(reservationTemplates.id, id), eq(reservationTemplates.isActive, true)))
        .limit(1);
      return row;
    },

    insertTemplates: (rows: (typeof reservationTemplates.$inferInsert)[]) =>
      db.insert(reservationTemplates).values(rows).returning(),

    async updateTemplate(id: number, values: { startTime: string; endTime: string; capacity: number | null }) {
      await db.update(reservationTemplates).set(values).where(eq(reservationTemplates.id, id));
    },

    async deactivateTemplate(id: number) {
      await db.update(reservationTemplates).set({ isActive: false }).where(eq(reservationTemplates.id, id));
    },

    /** Active bookings in a template's slots that start after `after`. */
    async activeBookingsOfTemplate(templateId: number, after: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(reservations)
        .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
        .where(and(eq(reservationSlots.templateId, templateId), eq(reservations.status, 'active'), gt(reservationSlots.startsAt, after)));
      return row?.n ?? 0;
    },

    /** The template's slots that have not started, locked (for a change of capacity or times). */
    futureSlotsOfTemplate: (templateId: number, after: Date) =>
      db
        .select()
        .from(reservationSlots)
        .where(and(eq(reservationSlots.templateId, templateId), gt(reservationSlots.startsAt, after)))
        .orderBy(asc(reservationSlots.id))
        .for('update'),

    async updateSlot(id: number, values: Partial<Pick<SlotRow, 'startsAt' | 'endsAt' | 'capacity'>>) {
      await db.update(reservationSlots).set(values).where(eq(reservationSlots.id, id));
    },

    /** Deletes a template's future slots that no booking ever referenced. */
    async deleteUnusedFutureSlots(templateId: number, after: Date) {
      await db
        .delete(reservationSlots)
        .where(
          and(
            eq(reservationSlots.templateId, templateId),
            gt(reservationSlots.startsAt, after),
            sql`NOT EXISTS (SELECT 1 FROM ${reservations} WHERE ${reservations.slotId} = ${reservationSlots.id})`,
          ),
        );
    },

    /* ------------------------------------------------------------ closed days */

    closedDays: (facilityId: FacilityId, from: string, to: string) =>
      db
        .select({ date: reservationClosedDays.date, reason: reservationClosedDays.reason })
        .from(reservationClosedDays)
        .where(and(eq(reservationClosedDays.facilityId, facilityId), gte(reservationClosedDays.date, from), lte(reservationClosedDays.date, to)))
        .orderBy(asc(reservationClosedDays.date)),

    async upsertClosedDay(facilityId: FacilityId, date: string, reason: string, closedBy: number) {
      await db
        .insert(reservationClosedDays)
        .values({ facilityId, date, reason, closedBy })
        .onConflictDoUpdate({ target: [reservationClosedDays.facilityId, reservationClosedDays.date], set: { reason, closedBy } });
    },

    async deleteClosedDay(facilityId: FacilityId, date: string) {
      const rows = await db
        .delete(reservationClosedDays)
        .where(and(eq(reservationClosedDays.facilityId, facilityId), eq(reservationClosedDays.date, date)))
        .returning({ date: reservationClosedDays.date });
      return rows.length > 0;
    },

    /** Locks the day's slots in id order (so two closings cannot deadlock) and sets their closed reason. */
    async setDayClosed(facilityId: FacilityId, date: string, reason: string | null) {
      const ids = await db
        .select({ id: reservationSlots.id })
        .from(reservationSlots)
        .where(and(eq(reservationSlots.facilityId, facilityId), eq(reservationSlots.date, date)))
        .orderBy(asc(reservationSlots.id))
        .for('update');
      if (!ids.length) return [];
      await db
        .update(reservationSlots)
        .set({ closedReason: reason })
        .where(inArray(reservationSlots.id, ids.map((r) => r.id)));
      return ids.map((r) => r.id);
    },

    /** Cancels the active bookings of slots that have not started; answers who and what, to tell them. */
    async cancelActiveInSlots(slotIds: number[], reason: string, at: Date) {
      if (!slotIds.length) return [];
      return db
        .update(reservations)
        .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason })
        .where(and(inArray(reservations.slotId, slotIds), eq(reservations.status, 'active'), gt(reservations.startsAt, at)))
        .returning({ studentId: reservations.studentId, startsAt: reservations.startsAt });
    },

    /** Sets each slot's count from its bookings (used while its lock is held). */
    async recountSlots(slotIds: number[]) {
      if (!slotIds.length) return;
      await db
        .update(reservationSlots)
        .set({
          booked: sql`(SELECT count(*)::int FROM ${reservations} WHERE ${reservations.slotId} = ${reservationSlots.id} AND ${reservations.status} IN ('active', 'no_show'))`,
        })
        .where(inArray(reservationSlots.id, slotIds));
    },

    /* ------------------------------------------------------------ slots */

    /** Creates the missing slots (unique per template and date: concurrent callers create each once). */
    async insertSlots(rows: NewSlot[]) {
      if (!rows.length) return;
      await db.insert(reservationSlots).values(rows).onConflictDoNothing({ target: [reservationSlots.templateId, reservationSlots.date] });
    },

    /** Which (template, date) pairs already exist among `dates`. */
    async existingSlotKeys(facilityId: FacilityId, dates: string[]) {
      if (!dates.length) return [];
      return db
        .select({ templateId: reservationSlots.templateId, date: reservationSlots.date })
        .from(reservationSlots)
        .where(and(eq(reservationSlots.facilityId, facilityId), inArray(reservationSlots.date, dates)));
    },

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
    async lockStudent(studentId: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, studentId), eq(users.category, 'student')))
        .for('no key update');
      return rows.length > 0;
    },

    async findByIdempotencyKey(studentId: number, key: string) {
      const [row] = await views()
        .where(and(eq(reservations.studentId, studentId), eq(reservations.idempotencyKey, key)))
        .limit(1);
      return row as ReservationViewRow | undefined;
    },

    async findView(id: number) {
      const [row] = await views().where(eq(reservations.id, id)).limit(1);
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
      const rows = await views()
        .where(and(eq(reservations.studentId, studentId), eq(reservations.status, 'active'), overlapping(from, to)))
        .orderBy(asc(reservations.startsAt));
      return rows as ReservationViewRow[];
    },

    /** How many bookings she made in a facility for slots dated within [from, to]. */
    async countForDates(studentId: number, facilityId: FacilityId, from: string, to: string) {
      const [row] = await db
        .select({ n: count() })
        .from(reservations)
        .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
        .where(
          and(
            eq(reservations.studentId, studentId),
            eq(reservations.facilityId, facilityId),
            counted,
            gte(reservationSlots.date, from),
            lte(reservationSlots.date, to),
          ),
        );
      return row?.n ?? 0;
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

    /** Cancels her active booking if it has not started; answers its slot, or nothing. */
    async cancel(id: number, studentId: number, now: Date) {
      const rows = await db
        .update(reservations)
        .set({ status: 'cancelled', cancelledAt: now, cancelReason: null })
        .where(and(eq(reservations.id, id), eq(reservations.studentId, studentId), eq(reservations.status, 'active'), gt(reservations.startsAt, now)))
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

    /** Her bookings in some slots (active ones). */
    async studentInSlots(studentId: number, slotIds: number[]) {
      if (!slotIds.length) return [];
      const rows = await views()
        .where(and(eq(reservations.studentId, studentId), inArray(reservations.slotId, slotIds), eq(reservations.status, 'active')))
        .orderBy(asc(reservations.startsAt));
      return rows as ReservationViewRow[];
    },

    /** Her active bookings that have not ended, earliest first. */
    async upcoming(studentId: number, now: Date) {
      const rows = await views()
        .where(and(eq(reservations.studentId, studentId), eq(reservations.status, 'active'), gt(reservations.endsAt, now)))
        .orderBy(asc(reservations.startsAt), asc(reservations.id))
        .limit(100);
      return rows as ReservationViewRow[];
    },

    /** All her bookings, newest first, one page. */
    async history(studentId: number, window: { limit: number; offset: number }) {
      const rows = await views()
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

    async notify(rows: { userId: number; title: string; body?: string; link: string }[]) {
      if (!rows.length) return;
      await db.insert(alarms).values(rows.map((r) => ({ ...r, kind: 'reservation', body: r.body ?? '' })));
    },
  };
}

export type ReservationsRepository = ReturnType<typeof queries> & {
  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repo: ReservationsRepository) => Promise<T>): Promise<T>;
};

export function reservationsRepository(db: Db): ReservationsRepository {
  return {
    ...queries(db),
    transaction: (work) => db.transaction((tx) => work(reservationsRepository(tx as unknown as Db))),
  };
}

/** The SQLSTATE of a database error, through Drizzle's wrapper. */
export function pgCode(e: unknown): string | undefined {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof err?.code === 'string' ? err.code : err?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}
