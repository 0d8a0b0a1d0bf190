import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * 자료실: a file staff share with every signed-in student and parent, with its title, category and
 * description. The bytes are an `attachments` row of purpose `library-file` attached to this id.
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category', { enum: ['korean', 'math', 'english', 'inquiry', 'admission', 'life'] }).notNull(),
    description: text('description').notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('library_items_category_idx').on(t.category, t.createdAt), index('library_items_created_idx').on(t.createdAt)],
);
