import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A student's request to allow a website on the centre network, and the teacher's decision: approved
 * for good (`allowed_until` null) or until a moment, or rejected with a reason. What is approved and
 * not expired is the allow-list the network appliance imports (modules/firewall/allowlist.ts).
 */
export const firewallRequests = pgTable(
  'firewall_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What she typed (trimmed), shown back to her and to the teacher. */
    address: text('address').notNull(),
    /** The normalised host (lower case, punycode): what the allow-list carries. */
    host: text('host').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Approved until this moment; null when approved for good (or not approved). */
    allowedUntil: timestamp('allowed_until', { withTimezone: true }),
    /** Taken back by staff at this moment (allowedUntil ends then too): it reads 해제됨, not 기간 만료. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('firewall_requests_student_idx').on(t.studentId, t.createdAt),
    index('firewall_requests_status_idx').on(t.status, t.createdAt),
    // One open request per site and student: a second tap cannot file it twice.
    uniqueIndex('firewall_requests_pending_key')
      .on(t.studentId, t.host)
      .where(sql`status = 'pending'`),
    check('firewall_requests_until_check', sql`${t.allowedUntil} is null or ${t.status} = 'approved'`),
  ],
);
