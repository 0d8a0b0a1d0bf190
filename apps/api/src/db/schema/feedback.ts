import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * 의견 보내기: what a student, parent or teacher writes to the operator, and the staff's answer.
 * `open` (접수) → `answered` (답변 완료) → `closed` (종료); every step is a conditional update.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['app', 'facility', 'meal', 'other'] }).notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_sender_idx').on(t.senderId, t.createdAt),
    index('feedback_status_idx').on(t.status, t.createdAt),
    check('feedback_answer_check', sql`${t.status} = 'open' OR ${t.answer} IS NOT NULL OR ${t.closedAt} IS NOT NULL`),
  ],
);
