import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FacilityId } from '@portal/contract';
import type { Db } from '../../../db/client';
import { reservationFacilities, reservationResources, reservations, reservationSlots, reservationTemplates } from '../../../db/schema';

export type FacilityRow = typeof reservationFacilities.$inferSelect;
export type SlotRow = typeof reservationSlots.$inferSelect;
export type TemplateRow = typeof reservationTemplates.$inferSelect;
export type ResourceRow = typeof reservationResources.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type NewSlot = typeof reservationSlots.$inferInsert;

/** A booking with what a person needs to read it: the facility's name, the seat or booth, the slot's date. */
export const viewColumns = {
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
export const counted = inArray(reservations.status, ['active', 'no_show']);
/** Overlaps [from, to). */
export const overlapping = (from: Date, to: Date) => and(lt(reservations.startsAt, to), gt(reservations.endsAt, from));
/** Slots whose template was not removed by staff. */
export const liveSlot = or(isNull(reservationSlots.templateId), eq(reservationTemplates.isActive, true));

/** Bookings joined with what a person needs to read them; callers add the filter and the order. */
export const views = (db: Db) =>
  db
    .select(viewColumns)
    .from(reservations)
    .innerJoin(reservationFacilities, eq(reservationFacilities.id, reservations.facilityId))
    .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
    .leftJoin(reservationResources, eq(reservationResources.id, reservations.resourceId));

/** The SQLSTATE of a database error, through Drizzle's wrapper. */
export { pgCode } from '../../../db/retrying';
