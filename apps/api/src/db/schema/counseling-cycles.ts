import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const cycle = (name: string) =>
  text(name, { enum: ['weekly', 'biweekly', 'monthly', 'as_needed'] })
    .notNull()
    .default('as_needed');

/** How often a student wants counselling per subject; no row means 필요할 때 for each. */
export const counselingCycles = pgTable('counseling_cycles', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  korean: cycle('korean'),
  math: cycle('math'),
  english: cycle('english'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
