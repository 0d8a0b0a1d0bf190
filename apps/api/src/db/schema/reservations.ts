import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const facilityIds = ['computer', 'call', 'eym', 'study'] as const;

/**
 * The four bookable facilities and their rules. `kind` 'slots': fixed periods with a capacity;
 * 'booths': open windows in which a student picks a start time and the server assigns a booth.
 */
export const reservationFacilities = pgTable(
  'reservation_facilities',
  {
    id: text('id', { enum: facilityIds }).primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['slots', 'booths'] }).notNull(),
    rulesText: text('rules_text').notNull().default(''),
    /** Bookings per student per day (the slot's date) and per Monday-to-Sunday week; null: no limit. */
    dailyQuota: integer('daily_quota'),
    weeklyQuota: integer('weekly_quota'),
    /** Sign-up closes at this time (HH:MM, Asia/Seoul) on the slot's date; null: at the slot's start. */
    cutoffTime: text('cutoff_time'),
    /** Booths: the fixed length of a call and the grid of start times, in minutes. */
    callMinutes: integer('call_minutes'),
    stepMinutes: integer('step_minutes'),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'reservation_facilities_quota_check',
      sql`(${t.dailyQuota} IS NULL OR ${t.dailyQuota} > 0) AND (${t.weeklyQuota} IS NULL OR ${t.weeklyQuota} > 0)`,
    ),
    check(
      'reservation_facilities_call_check',
      sql`(${t.callMinutes} IS NULL OR ${t.callMinutes} > 0) AND (${t.stepMinutes} IS NULL OR ${t.stepMinutes} > 0)`,
    ),
  ],
);

/** Seats and booths: what a booking occupies. A facility without any (the gym) is capacity only. */
export const reservationResources = pgTable(
  'reservation_resources',
  {
    id: serial('id').primaryKey(),
    facilityId: text('facility_id', { enum: facilityIds })
      .notNull()
      .references(() => reservationFacilities.id),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('reservation_resources_label_key').on(t.facilityId, t.label)],
);

/**
 * The weekly pattern staff set: per weekday (0 Sunday .. 6 Saturday) a period and its capacity.
 * For booth facilities these are the open windows (capacity null: the booths limit them).
 */
export const reservationTemplates = pgTable(
  'reservation_templates',
  {
    id: serial('id').primaryKey(),
    facilityId: text('facility_id', { enum: facilityIds })
      .notNull()
      .references(() => reservationFacilities.id),
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservation_templates_facility_idx').on(t.facilityId, t.weekday),
    check('reservation_templates_weekday_check', sql`${t.weekday} BETWEEN 0 AND 6`),
    check('reservation_templates_capacity_check', sql`${t.capacity} IS NULL OR ${t.capacity} > 0`),
  ],
);

/** A facility closed on a date (holiday, inspection): no booking that day; bookings made before are cancelled. */
export const reservationClosedDays = pgTable(
  'reservation_closed_days',
  {
    facilityId: text('facility_id', { enum: facilityIds })
      .notNull()
      .references(() => reservationFacilities.id),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.date] })],
);

/**
 * A template made real for one date (created on first look, unique per template and date).
 * `booked` counts active and no-show bookings; it only moves by `booked = booked ± 1` under the
 * row's lock, and the CHECK makes exceeding the capacity impossible whatever the concurrency.
 */
export const reservationSlots = pgTable(
  'reservation_slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    facilityId: text('facility_id', { enum: facilityIds })
      .notNull()
      .references(() => reservationFacilities.id),
    templateId: integer('template_id').references(() => reservationTemplates.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    booked: integer('booked').notNull().default(0),
    /** Set when the day is closed: the slot takes no booking. */
    closedReason: text('closed_reason'),
  },
  (t) => [
    uniqueIndex('reservation_slots_template_date_key').on(t.templateId, t.date),
    index('reservation_slots_facility_date_idx').on(t.facilityId, t.date, t.startsAt),
    check('reservation_slots_booked_check', sql`${t.booked} >= 0 AND (${t.capacity} IS NULL OR ${t.booked} <= ${t.capacity})`),
    check('reservation_slots_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const reservationStatuses = ['active', 'cancelled', 'no_show'] as const;

/**
 * One booking. Exclusion constraints (in the migration, with btree_gist) guarantee that no two
 * active bookings of one student overlap in time and that no seat or booth is taken twice at once.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    facilityId: text('facility_id', { enum: facilityIds })
      .notNull()
      .references(() => reservationFacilities.id),
    slotId: bigint('slot_id', { mode: 'number' })
      .notNull()
      .references(() => reservationSlots.id),
    resourceId: integer('resource_id').references(() => reservationResources.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: reservationStatuses }).notNull().default('active'),
    /** The client's Idempotency-Key: the same request retried answers this booking again. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    noShowMarkedBy: integer('no_show_marked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reservations_idempotency_key').on(t.studentId, t.idempotencyKey),
    index('reservations_student_time_idx').on(t.studentId, t.startsAt),
    index('reservations_slot_idx').on(t.slotId, t.status),
    check('reservations_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
