import { and, asc, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { FilePurpose } from '@portal/contract';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';

export type AttachmentRow = typeof attachments.$inferSelect;

/** The `attachments` table's queries; another module reaches them through `filesService` (with its own transaction). */
export function filesQueries(db: Db) {
  return {
    async insert(values: typeof attachments.$inferInsert): Promise<AttachmentRow> {
      const [row] = await db.insert(attachments).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<AttachmentRow | undefined> {
      const [row] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
      return row;
    },

    /**
     * Attaches the owner's unattached uploads of a purpose to a record, in one statement (two requests
     * naming the same upload cannot both win). Answers how many it attached.
     */
    async attach(ids: readonly string[], ownerId: number, purpose: FilePurpose, recordId: number, uploadedAfter: Date): Promise<number> {
      if (!ids.length) return 0;
      const rows = await db
        .update(attachments)
        .set({ attachedTo: recordId })
        .where(
          and(
            inArray(attachments.id, [...ids]),
            eq(attachments.ownerId, ownerId),
            eq(attachments.purpose, purpose),
            isNull(attachments.attachedTo),
            gt(attachments.createdAt, uploadedAfter),
          ),
        )
        .returning({ id: attachments.id });
      return rows.length;
    },

    /** The files of these purposes attached to each of these records, oldest first. */
    async listAttached(purposes: readonly FilePurpose[], recordIds: readonly number[]): Promise<AttachmentRow[]> {
      if (!recordIds.length || !purposes.length) return [];
      return db
        .select()
        .from(attachments)
        .where(and(inArray(attachments.purpose, [...purposes]), inArray(attachments.attachedTo, [...recordIds])))
        .orderBy(attachments.createdAt);
    },

    /** Lets a record's files go (the record is gone): they are removed with the other unattached ones. */
    async release(purpose: FilePurpose, recordId: number): Promise<void> {
      await db
        .update(attachments)
        .set({ attachedTo: null })
        .where(and(eq(attachments.purpose, purpose), eq(attachments.attachedTo, recordId)));
    },

    /** Lets go of a record's files except those named (an edit that removed some). */
    async releaseExcept(purpose: FilePurpose, recordId: number, keep: readonly string[]): Promise<void> {
      await db
        .update(attachments)
        .set({ attachedTo: null })
        .where(
          and(
            eq(attachments.purpose, purpose),
            eq(attachments.attachedTo, recordId),
            keep.length ? notInArray(attachments.id, [...keep]) : undefined,
          ),
        );
    },

    /** Pictures (of these types) with no thumbnail that were never tried, newest first (the likeliest to be looked at). */
    async withoutThumbnail(types: readonly string[], limit: number): Promise<Pick<AttachmentRow, 'id' | 'purpose' | 'storageKey'>[]> {
      return db
        .select({ id: attachments.id, purpose: attachments.purpose, storageKey: attachments.storageKey })
        .from(attachments)
        .where(and(inArray(attachments.contentType, [...types]), isNull(attachments.thumbKey), isNull(attachments.thumbTriedAt)))
        .orderBy(desc(attachments.createdAt))
        .limit(limit);
    },

    /** Records a picture's thumbnail, or that making one failed (`thumbTriedAt`); only while it has none. */
    async setThumbnail(
      id: string,
      values: { thumbKey: string; thumbWidth: number; thumbHeight: number } | { thumbTriedAt: Date },
    ): Promise<void> {
      await db
        .update(attachments)
        .set(values)
        .where(and(eq(attachments.id, id), isNull(attachments.thumbKey)));
    },

    /** A person's uploads since `since`: all of them, and those still unattached (count and bytes each). */
    async uploadsOf(ownerId: number, since: Date, today: Date) {
      const [row] = await db
        .select({
          bytes: sql<number>`coalesce(sum(${attachments.size}) filter (where ${attachments.createdAt} >= ${today}), 0)::float8`,
          pending: sql<number>`count(*) filter (where ${attachments.attachedTo} is null)::int`,
          pendingBytes: sql<number>`coalesce(sum(${attachments.size}) filter (where ${attachments.attachedTo} is null), 0)::float8`,
        })
        .from(attachments)
        .where(and(eq(attachments.ownerId, ownerId), gt(attachments.createdAt, since)));
      return row ?? { bytes: 0, pending: 0, pendingBytes: 0 };
    },

    /** Up to `limit` unattached uploads made before `before`, with their storage keys (thumbnails' too). */
    async unattachedBefore(before: Date, limit: number): Promise<{ id: string; key: string; thumbKey: string | null }[]> {
      return db
        .select({ id: attachments.id, key: attachments.storageKey, thumbKey: attachments.thumbKey })
        .from(attachments)
        .where(and(isNull(attachments.attachedTo), lt(attachments.createdAt, before)))
        .orderBy(asc(attachments.createdAt))
        .limit(limit);
    },

    /** Deletes these uploads while still unattached and made before `before`; answers how many went. */
    async deleteUnattached(ids: readonly string[], before: Date): Promise<number> {
      if (!ids.length) return 0;
      const gone = await db
        .delete(attachments)
        .where(and(inArray(attachments.id, [...ids]), isNull(attachments.attachedTo), lt(attachments.createdAt, before)))
        .returning({ id: attachments.id });
      return gone.length;
    },
  };
}
export type FilesQueries = ReturnType<typeof filesQueries>;
