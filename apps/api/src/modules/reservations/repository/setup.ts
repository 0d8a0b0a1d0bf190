import { and, asc, count, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FacilityId } from '@portal/contract';
import type { Db } from '../../../db/client';
import {
  reservationClosedDays,
  reservationFacilities,
  reservationResources,
  reservations,
  reservationSlots,
  reservationTemplates,
} from '../../../db/schema';
import { pgCode, type FacilityRow, type NewSlot, type SlotRow } from './shared';

/**
 * How the facilities run, as staff set them: the facilities' rules, their seats and booths, the weekly
 * periods (templates) and the slots made from them, and closed days.
 */
export function setupQueries(db: Db) {
  return {
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

    /** Holds a facility's weekly periods still until commit: one change of them at a time (NO KEY: bookings go on). */
    async lockFacility(id: FacilityId) {
      await db
        .select({ id: reservationFacilities.id })
        .from(reservationFacilities)
        .where(eq(reservationFacilities.id, id))
        .for('no key update');
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

    insertTemplates: async (rows: (typeof reservationTemplates.$inferInsert)[]) => db.insert(reservationTemplates).values(rows).returning(),

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
        .where(
          and(eq(reservationClosedDays.facilityId, facilityId), gte(reservationClosedDays.date, from), lte(reservationClosedDays.date, to)),
        )
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
        .where(
          inArray(
            reservationSlots.id,
            ids.map((r) => r.id),
          ),
        );
      return ids.map((r) => r.id);
    },

    /** Cancels the active bookings of slots that have not started; answers who and what, to tell them. */
    async cancelActiveInSlots(slotIds: number[], reason: string, at: Date) {
      if (!slotIds.length) return [];
      return db
        .update(reservations)
        .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason })
        .where(and(inArray(reservations.slotId, slotIds), eq(reservations.status, 'active'), gt(reservations.startsAt, at)))
        .returning({ id: reservations.id, studentId: reservations.studentId, startsAt: reservations.startsAt });
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

    /* ------------------------------------------------------------ slots made from the templates */

    /** Creates the missing slots (unique per template and date: concurrent callers create each once). */
    async insertSlots(rows: NewSlot[]) {
      if (!rows.length) return;
      await db
        .insert(reservationSlots)
        .values(rows)
        .onConflictDoNothing({ target: [reservationSlots.templateId, reservationSlots.date] });
    },

    /**
     * The (active template, date) pairs among `dates` that fall on the template's weekday and have no slot
     * yet: one query that answers nothing on almost every call (the days are made once).
     */
    async missingSlotKeys(facilityId: FacilityId, dates: string[]) {
      if (!dates.length) return [];
      const days = sql`array[${sql.join(
        dates.map((d) => sql`${d}`),
        sql`, `,
      )}]::date[]`;
      return db
        .select({ templateId: reservationTemplates.id, date: sql<string>`to_char(d.day, 'YYYY-MM-DD')` })
        .from(reservationTemplates)
        .innerJoin(sql`unnest(${days}) as d(day)`, sql`${reservationTemplates.weekday} = extract(dow from d.day)`)
        .where(
          and(
            eq(reservationTemplates.facilityId, facilityId),
            eq(reservationTemplates.isActive, true),
            sql`not exists (select 1 from ${reservationSlots} s where s.template_id = ${reservationTemplates.id} and s.date = d.day)`,
          ),
        );
    },
  };
}
