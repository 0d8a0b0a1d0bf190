import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The class (반) a student belongs to: the smallest grouping a class notice needs. The accounts had
 * none; one row per student, none for a student never placed in a class; a class cleared keeps the row
 * with no class (`class_name` null), so the class she left and when are remembered.
 */
export const studentClasses = pgTable(
  'student_classes',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    className: text('class_name'),
    /**
     * When she moved into this class from another; null for her first class, where her 입소일 says since
     * when its notices are hers. Class names come back
     * every school year: a returning student moved to 1반 in February does not read last year's 1반.
     */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /** The class she left for this one, and her `joined_at` there: a move undone the same day restores it. */
    previousClassName: text('previous_class_name'),
    previousJoinedAt: timestamp('previous_joined_at', { withTimezone: true }),
  },
  (t) => [index('student_classes_class_idx').on(t.className)],
);

/**
 * A notice. `body_html` is stored already cleaned (sanitize-html, on save), so it is served as it is.
 * It is visible from `publish_at`; `notified_at` is set once its audience has been told (at once, or
 * by the scheduled `notices.publish` job), which a conditional update makes happen exactly once.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    category: text('category', { enum: ['general', 'academic', 'life', 'facility', 'admission'] }).notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    audience: text('audience', { enum: ['all', 'students', 'parents', 'class'] }).notNull(),
    className: text('class_name'),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_list_idx').on(t.pinned, t.publishAt),
    check('notices_class_check', sql`(${t.audience} = 'class') = (${t.className} IS NOT NULL)`),
  ],
);

/** Who opened which notice, once each: the view count, the N mark and the readers list. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_reads_user_idx').on(t.userId)],
);
