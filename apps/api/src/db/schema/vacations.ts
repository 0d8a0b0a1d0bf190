import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A student's leave request and its path: asked by her, consented by a linked parent, approved or
 * rejected by staff, and closed by staff marking her actual return.
 */
export const vacations = pgTable(
  'vacations',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['regular', 'outing', 'overnight', 'sick'] }).notNull(),
    status: text('status', { enum: ['requested', 'consented', 'approved', 'rejected', 'returned'] })
      .notNull()
      .default('requested'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    expectedReturnAt: timestamp('expected_return_at', { withTimezone: true }).notNull(),
    actualReturnAt: timestamp('actual_return_at', { withTimezone: true }),
    reason: text('reason').notNull(),
    consentedBy: integer('consented_by').references(() => users.id, { onDelete: 'set null' }),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    returnMarkedBy: integer('return_marked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vacations_student_idx').on(t.studentId, t.startAt),
    index('vacations_status_idx').on(t.status, t.startAt),
    check('vacations_period_check', sql`${t.expectedReturnAt} > ${t.startAt}`),
  ],
);
