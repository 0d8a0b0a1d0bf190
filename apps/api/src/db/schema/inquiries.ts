import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * 문의: what a student (or a parent, about her child) asks the centre, and the staff's answer.
 * 학습 문의 carry a subject, a teacher (null: any teacher) and how to answer; 생활 문의 a category.
 * `open` (처리 중) → `answered` (답변완료) or `closed` (종료); every step is a conditional update.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    askerId: integer('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student it is about: the asker herself, or a parent's child. */
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['academic', 'life'] }).notNull(),
    subject: text('subject', { enum: ['korean', 'math', 'english', 'history', 'social', 'science', 'foreign', 'admission'] }),
    /** The teacher it is addressed to; null: any teacher. */
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    answerMethod: text('answer_method', { enum: ['app', 'in_person', 'phone'] }),
    category: text('category', { enum: ['life', 'facility', 'other'] }),
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
    index('inquiries_student_idx').on(t.studentId, t.createdAt),
    index('inquiries_asker_idx').on(t.askerId, t.createdAt),
    index('inquiries_status_idx').on(t.status, t.createdAt),
    check(
      'inquiries_kind_check',
      sql`(${t.kind} = 'academic' AND ${t.subject} IS NOT NULL AND ${t.answerMethod} IS NOT NULL AND ${t.category} IS NULL)
        OR (${t.kind} = 'life' AND ${t.category} IS NOT NULL AND ${t.subject} IS NULL AND ${t.teacherId} IS NULL AND ${t.answerMethod} IS NULL)`,
    ),
    check(
      'inquiries_status_check',
      sql`(${t.status} = 'open' AND ${t.answer} IS NULL AND ${t.closedAt} IS NULL)
        OR (${t.status} = 'answered' AND ${t.answer} IS NOT NULL AND ${t.answeredAt} IS NOT NULL)
        OR (${t.status} = 'closed' AND ${t.closedAt} IS NOT NULL)`,
    ),
  ],
);
