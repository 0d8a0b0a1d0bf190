import type { ExamScores } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The centre's exam calendar: every mock exam students sit, official or private. */
export const examSessions = pgTable(
  'exam_sessions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    organizer: text('organizer', { enum: ['평가원', '교육청', '사설', '자체'] }).notNull(),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('exam_sessions_name_key').on(t.name), index('exam_sessions_date_idx').on(t.examDate)],
);

/**
 * A student's results of one exam, written whole by her four-step form (so one JSON value), until
 * staff lock it. One entry per student and exam.
 */
export const examRecords = pgTable(
  'exam_records',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Restrict, not cascade: an exam is deleted only while nobody has entered it, and the delete's
    // own check reads its snapshot, so an entry committed while the delete waited for the exam's row
    // went with it (her 201 then lost). The key now refuses such a delete, whatever the check saw.
    examId: integer('exam_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'restrict' }),
    scores: jsonb('scores').$type<ExamScores>().notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By exam: the admin's exam list counts each exam's records, and an exam with records is not deleted.
  (t) => [uniqueIndex('exam_records_student_exam_key').on(t.studentId, t.examId), index('exam_records_exam_idx').on(t.examId)],
);

/** Her target universities (ordered, up to three) and target grade per subject; absent means none yet. */
export const studentGoals = pgTable('student_goals', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  universities: jsonb('universities').$type<{ university: string; department: string }[]>().notNull(),
  grades: jsonb('grades').$type<Record<string, number | null>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A study plan for one subject, set by a teacher; the student marks it complete, stopped or restarted. */
export const studyPlans = pgTable(
  'study_plans',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject', { enum: ['korean', 'math', 'english', 'history', 'inquiry', 'foreign'] }).notNull(),
    area: text('area').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    state: text('state', { enum: ['active', 'completed', 'stopped'] })
      .notNull()
      .default('active'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('study_plans_student_idx').on(t.studentId, t.startDate),
    check('study_plans_period_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** Comments on a plan by the student and her teachers. */
export const studyPlanMemos = pgTable(
  'study_plan_memos',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('study_plan_memos_plan_idx').on(t.planId, t.createdAt)],
);

/** A counselling record a teacher writes about a student; `readAt` is when the student opened it. */
export const counselingRecords = pgTable(
  'counseling_records',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    category: text('category', { enum: ['study', 'admission', 'life', 'wellbeing'] }).notNull(),
    subject: text('subject', { enum: ['korean', 'math', 'english', 'history', 'inquiry', 'foreign'] }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    counseledOn: date('counseled_on', { mode: 'string' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('counseling_records_student_idx').on(t.studentId, t.counseledOn)],
);
