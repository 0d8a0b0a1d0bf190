import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** What the office keeps of a resident student beyond her account: her room and her stay. */
export const studentProfiles = pgTable('student_profiles', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  room: text('room'),
  /** 입소일 and 퇴소일 (Seoul calendar dates). */
  admittedOn: date('admitted_on', { mode: 'string' }),
  dischargedOn: date('discharged_on', { mode: 'string' }),
});

/**
 * The subjects a teacher teaches (the inquiry subjects: 국어 … 입시), and her duties: `life` (생활 지도)
 * marks a life teacher, whom a chat room opened for the life teacher asks. The contract's `teacherDuties`.
 */
export const teacherSubjects = pgTable(
  'teacher_subjects',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject', {
      enum: ['korean', 'math', 'english', 'history', 'social', 'science', 'foreign', 'admission', 'life'],
    }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.subject] }), index('teacher_subjects_subject_idx').on(t.subject)],
);

/**
 * What was done to an account on the console, and by whom: made (by hand, by a sheet, by `npm run
 * admin`), edited (which fields), switched off or on, given a one-time password, switched off when her
 * 퇴소일 passed (`discharged`, by no one). The person's page
 * lists it; `actorId` null is the command line, or an admin since removed.
 */
export const personChanges = pgTable(
  'person_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', {
      enum: ['created', 'imported', 'updated', 'deactivated', 'activated', 'password-reset', 'discharged'],
    }).notNull(),
    /** For an edit, the fields changed, in Korean ("이름, 연락처"); else empty. */
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('person_changes_person_idx').on(t.personId, t.id)],
);
