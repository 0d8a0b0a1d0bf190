import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * 채팅방: a student (or a parent, about her child) and one teacher. Opened with a chosen teacher, or
 * waiting (`teacher_id` null) for any subject teacher or the life teacher until one takes it (a
 * conditional update). 진행 중 (`open`) → 종료 (`closed`).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    openerId: integer('opener_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student it is about: the opener herself, or a parent's child. */
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', {
      enum: ['korean', 'math', 'english', 'social', 'science', 'admission', 'office', 'life', 'facility', 'other'],
    }).notNull(),
    target: text('target', { enum: ['teacher', 'any', 'life'] }).notNull(),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    notice: text('notice'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message's time: the room lists sort by it. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_rooms_opener_idx').on(t.openerId, t.lastMessageAt),
    index('chat_rooms_teacher_idx').on(t.teacherId, t.lastMessageAt),
    index('chat_rooms_student_idx').on(t.studentId),
    index('chat_rooms_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.teacherId} IS NULL AND ${t.status} = 'open'`),
    check('chat_rooms_closed_check', sql`(${t.status} = 'closed') = (${t.closedAt} IS NOT NULL)`),
  ],
);

/** A room's messages, in the order they were written (`id`). A file's bytes belong to the files module. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['text', 'image', 'file'] }).notNull(),
    body: text('body').notNull(),
    /** The file of an `image` or `file` message (an `attachments` row of purpose `chat-file`). */
    attachmentId: uuid('attachment_id'),
    /**
     * The sender's own number for this message (her composer's, one per message she means to send):
     * a second send with it (a double tap, a retry after a lost answer) is the same message, not another.
     */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.id),
    uniqueIndex('chat_messages_client_key_idx').on(t.senderId, t.clientKey),
    check('chat_messages_kind_check', sql`(${t.kind} = 'text') = (${t.attachmentId} IS NULL)`),
  ],
);

/** Read receipts: the newest message each member has read in a room, and when she last read it. */
export const chatReads = pgTable(
  'chat_reads',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: integer('last_read_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  // By user: her unread counts join her marks (and deleting a user finds hers).
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_reads_user_idx').on(t.userId)],
);
