import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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

/** The subjects a teacher teaches (the inquiry subjects: 국어 … 입시). */
export const teacherSubjects = pgTable(
  'teacher_subjects',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: ['korean', 'math', 'english', 'history', 'social', 'science', 'foreign', 'admission'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.subject] }), index('teacher_subjects_subject_idx').on(t.subject)],
);
