import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Uploaded files (the `files` module owns this table). The bytes live in the storage driver under
 * `storage_key`, which the server makes up and never derives from the upload's name. A file is
 * uploaded unattached, then attached to a record of its purpose (a 병가 for `sick-note`) in that
 * record's transaction; an unattached file is removed after a day.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: [
        'sick-note',
        'library-file',
        'feedback-screenshot',
        'notice-attachment',
        'inquiry-attachment',
        'inquiry-answer-attachment',
        'content-cover',
        'chat-file',
      ],
    }).notNull(),
    originalName: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Detected from the bytes. */
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The id of the record it belongs to (for `sick-note`, a vacation; for `notice-attachment`, a notice); null until attached. */
    attachedTo: integer('attached_to'),
    /**
     * A small WebP of a picture (longest side 480 px, turned upright, no metadata), made at upload and
     * kept in storage under its own key next to the original; null for anything else and for a picture
     * that could not be read (docs/files.md, Thumbnails).
     */
    thumbKey: text('thumb_key').unique(),
    thumbWidth: integer('thumb_width'),
    thumbHeight: integer('thumb_height'),
    /**
     * When making a thumbnail of this picture failed (at upload, or in the background for a picture
     * kept before thumbnails existed): it is not tried again. Null for a picture still to be tried.
     */
    thumbTriedAt: timestamp('thumb_tried_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_attached_idx').on(t.purpose, t.attachedTo),
    // A person's uploads of the last day, counted against her upload allowance.
    index('attachments_owner_idx').on(t.ownerId, t.createdAt),
    index('attachments_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedTo} IS NULL`),
    check('attachments_size_check', sql`${t.size} > 0`),
  ],
);
