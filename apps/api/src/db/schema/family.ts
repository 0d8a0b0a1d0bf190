import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A guardian linked to a student: what a parent may read and approve. */
export const guardianships = pgTable(
  'guardianships',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relation: text('relation').notNull().default('보호자'),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId] }), index('guardianships_student_idx').on(t.studentId)],
);
