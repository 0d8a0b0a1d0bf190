import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { transactional, type Db } from '../../db/client';
import type { TeacherSubject } from '../people/repository';
import { chatMessages, chatReads, chatRooms, guardianships, teacherSubjects, users } from '../../db/schema';

export type RoomRow = typeof chatRooms.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type RoomView = {
  r: RoomRow;
  openerName: string;
  openerCategory: string;
  studentName: string;
  teacherName: string | null;
  /** The opener still stands in it (openedBy): the student herself, or a parent still linked to her. */
  openerStands: boolean;
};
export type MessageView = { m: MessageRow; senderName: string; senderCategory: string };
export type ReadRow = typeof chatReads.$inferSelect;
export type { TeacherSubject };
/** An active teacher and the subjects she teaches, `life` among them for a life teacher (whom a waiting room asks: see `askedTeachers`). */
export type SubjectTeacher = { id: number; subjects: TeacherSubject[] };
type Page = { limit: number; offset: number };
/** Whose rooms a list shows: the rooms she opened, the rooms a teacher is in, (admin) all, or all about one student. */
export type RoomScope = { openerId: number } | { teacherId: number } | { studentId: number } | 'all';

const opener = alias(users, 'chat_opener');
const student = alias(users, 'chat_student');
const teacher = alias(users, 'chat_teacher');
const sender = alias(users, 'chat_sender');

/**
 * Whether a room's opener still stands in it: the student herself, or a parent while she is linked to the
 * student it is about (unlinked, she still read its history and the teacher's replies: an audit).
 */
const openerStands = sql<boolean>`(${chatRooms.openerId} = ${chatRooms.studentId} or exists (select 1 from ${guardianships} where ${guardianships.parentId} = ${chatRooms.openerId} and ${guardianships.studentId} = ${chatRooms.studentId}))`;

/** Rooms she opened and still stands in. */
const openedBy = (userId: number) => and(eq(chatRooms.openerId, userId), openerStands);

/** Rooms she is a member of (opened and stands in, or is the teacher of). */
const memberOf = (userId: number) => or(openedBy(userId), eq(chatRooms.teacherId, userId));

const inScope = (scope: RoomScope) =>
  scope === 'all'
    ? undefined
    : 'openerId' in scope
      ? openedBy(scope.openerId)
      : 'studentId' in scope
        ? eq(chatRooms.studentId, scope.studentId)
        : eq(chatRooms.teacherId, scope.teacherId);

function chatQueries(db: Db) {
  const rooms = (where: SQL | undefined) =>
    db
      .select({
        r: chatRooms,
        openerName: opener.name,
        openerCategory: opener.category,
        studentName: student.name,
        teacherName: teacher.name,
        openerStands,
      })
      .from(chatRooms)
      .innerJoin(opener, eq(opener.id, chatRooms.openerId))
      .innerJoin(student, eq(student.id, chatRooms.studentId))
      .leftJoin(teacher, eq(teacher.id, chatRooms.teacherId))
      .where(where);

  const messages = (where: SQL | undefined) =>
    db
      .select({ m: chatMessages, senderName: sender.name, senderCategory: sender.category })
      .from(chatMessages)
      .innerJoin(sender, eq(sender.id, chatMessages.senderId))
      .where(where);

  /**
   * Her unread messages (from others, after her read mark) in each room she is a member of that has
   * some, `rooms` narrowing which. Starts from her rooms and counts each one's messages after her mark
   * (chat_messages_room_idx), never reading the rest of the centre's messages.
   */
  const unreadIn = (userId: number, rooms?: SQL) => {
    const unread = db
      .select({ n: count().as('n') })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, chatRooms.id),
          gt(chatMessages.id, sql`COALESCE(${chatReads.lastReadId}, 0)`),
          ne(chatMessages.senderId, userId),
        ),
      )
      .as('unread');
    return db
      .select({ roomId: chatRooms.id, n: unread.n })
      .from(chatRooms)
      .leftJoin(chatReads, and(eq(chatReads.roomId, chatRooms.id), eq(chatReads.userId, userId)))
      .crossJoinLateral(unread)
      .where(and(memberOf(userId), rooms, gt(unread.n, 0)));
  };

  return {
    /** Whether a room's opener still stands in it (`openerStands`), for a row without its view: who hears of it. */
    async openerStands(room: { openerId: number; studentId: number }): Promise<boolean> {
      if (room.openerId === room.studentId) return true;
      const [row] = await db
        .select({ s: guardianships.studentId })
        .from(guardianships)
        .where(and(eq(guardianships.parentId, room.openerId), eq(guardianships.studentId, room.studentId)))
        .limit(1);
      return !!row;
    },

    /** Takes her openings of rooms one after another until the transaction ends, on every app server. */
    async holdOpenings(openerId: number): Promise<void> {
      // The second key tells it from a room's hold (holdSends) of the same number.
      await db.execute(sql`select pg_advisory_xact_lock(${openerId}::int4, 1)`);
    },

    /** How many rooms she opened since `since`. */
    async countOpenedSince(openerId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatRooms)
        .where(and(eq(chatRooms.openerId, openerId), gt(chatRooms.createdAt, since)));
      return row?.n ?? 0;
    },

    async findRoom(id: number): Promise<RoomView | undefined> {
      const [row] = await rooms(eq(chatRooms.id, id)).limit(1);
      return row;
    },

    /** Rooms in a scope, the most recently active first. */
    listRooms(scope: RoomScope, status: RoomRow['status'] | undefined, page: Page): Promise<RoomView[]> {
      return rooms(and(inScope(scope), status ? eq(chatRooms.status, status) : undefined))
        .orderBy(desc(chatRooms.lastMessageAt), desc(chatRooms.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Open rooms no teacher has taken yet, the longest waiting first. */
    listWaiting(page: Page): Promise<RoomView[]> {
      return rooms(and(isNull(chatRooms.teacherId), eq(chatRooms.status, 'open')))
        .orderBy(asc(chatRooms.createdAt), asc(chatRooms.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async insertRoom(values: typeof chatRooms.$inferInsert): Promise<RoomRow> {
      const [row] = await db.insert(chatRooms).values(values).returning();
      return row!;
    },

    /**
     * Adds a message and makes it the room's latest (one statement each, in the caller's transaction).
     * Null when the sender already sent one with this `clientKey` (waiting for a concurrent one to commit).
     */
    async insertMessage(values: typeof chatMessages.$inferInsert & { createdAt: Date }): Promise<MessageRow | null> {
      const [row] = await db
        .insert(chatMessages)
        .values(values)
        .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientKey] })
        .returning();
      if (!row) return null;
      await db.update(chatRooms).set({ lastMessageAt: values.createdAt }).where(eq(chatRooms.id, values.roomId));
      return row;
    },

    /**
     * Takes the sends to a room one after another until the transaction ends, on every app server: two
     * of hers at the same instant each counted the other's minute without it (a regression hunt). The
     * whole room's, not only hers: a message's id is drawn inside the hold, so ids commit in order. Held
     * per sender, the teacher's photo drew 100, her text 101 committed first with her read mark at 101,
     * and 100 arrived already read, told to no one (an audit).
     */
    async holdSends(roomId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${roomId}::int4, 0)`);
    },

    /** How many messages a sender wrote in a room after `since` (the room's index holds them in order). */
    async sentSince(roomId: number, senderId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.senderId, senderId), gt(chatMessages.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The message a sender already sent with this key, in this room. */
    async messageByKey(roomId: number, senderId: number, clientKey: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.senderId, senderId), eq(chatMessages.clientKey, clientKey)))
        .limit(1);
      return row;
    },

    /** Makes a file message a picture (its type is known once the file is attached). */
    async setKind(id: number, kind: MessageRow['kind']): Promise<MessageRow['kind']> {
      await db.update(chatMessages).set({ kind }).where(eq(chatMessages.id, id));
      return kind;
    },

    async userName(id: number): Promise<string | undefined> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
      return row?.name;
    },

    async findMessage(id: number): Promise<MessageView | undefined> {
      const [row] = await messages(eq(chatMessages.id, id)).limit(1);
      return row;
    },

    /** A room's messages before `beforeId` (0: from the newest), newest first. */
    listMessages(roomId: number, beforeId: number, limit: number): Promise<MessageView[]> {
      return messages(and(eq(chatMessages.roomId, roomId), beforeId > 0 ? lt(chatMessages.id, beforeId) : undefined))
        .orderBy(desc(chatMessages.id))
        .limit(limit);
    },

    /** The newest message of each room. */
    async lastMessages(roomIds: readonly number[]): Promise<Map<number, MessageView>> {
      if (!roomIds.length) return new Map();
      const newest = db
        .select({ id: sql<number>`max(${chatMessages.id})`.as('id') })
        .from(chatMessages)
        .where(inArray(chatMessages.roomId, [...roomIds]))
        .groupBy(chatMessages.roomId);
      const rows = await messages(inArray(chatMessages.id, newest));
      return new Map(rows.map((r) => [r.m.roomId, r]));
    },

    /** Her unread messages in each of these rooms. */
    async unreadByRoom(userId: number, roomIds: readonly number[]): Promise<Map<number, number>> {
      if (!roomIds.length) return new Map();
      const rows = await unreadIn(userId, inArray(chatRooms.id, [...roomIds]));
      return new Map(rows.map((r) => [r.roomId, r.n]));
    },

    /**
     * Her unread messages of a room sent from `since` on (null: all of them), by others: those that came
     * while she was away (the first of them is the one she is told of).
     */
    async unreadSince(userId: number, roomId: number, since: Date | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatMessages)
        .leftJoin(chatReads, and(eq(chatReads.roomId, chatMessages.roomId), eq(chatReads.userId, userId)))
        .where(
          and(
            eq(chatMessages.roomId, roomId),
            gt(chatMessages.id, sql`COALESCE(${chatReads.lastReadId}, 0)`),
            ne(chatMessages.senderId, userId),
            since ? gte(chatMessages.createdAt, since) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    /** Her unread messages across every room she is in (the profile's badge). */
    async unreadTotal(userId: number): Promise<number> {
      const rows = await unreadIn(userId);
      return rows.reduce((n, r) => n + r.n, 0);
    },

    /** Who has read how far in these rooms. */
    reads(roomIds: readonly number[]): Promise<ReadRow[]> {
      if (!roomIds.length) return Promise.resolve([]);
      return db
        .select()
        .from(chatReads)
        .where(inArray(chatReads.roomId, [...roomIds]));
    },

    /** Moves her read mark forward (never back); answers the mark now. */
    async markRead(roomId: number, userId: number, upTo: number, at: Date): Promise<number> {
      const [row] = await db
        .insert(chatReads)
        .values({ roomId, userId, lastReadId: upTo, readAt: at })
        .onConflictDoUpdate({
          target: [chatReads.roomId, chatReads.userId],
          set: { lastReadId: sql`GREATEST(${chatReads.lastReadId}, excluded.last_read_id)`, readAt: at },
        })
        .returning({ lastReadId: chatReads.lastReadId });
      return row!.lastReadId;
    },

    /** The newest message of a room (0 when it has none). */
    async latestMessageId(roomId: number): Promise<number> {
      const [row] = await db
        .select({ id: sql<number | null>`max(${chatMessages.id})` })
        .from(chatMessages)
        .where(eq(chatMessages.roomId, roomId));
      return Number(row?.id ?? 0);
    },

    /** Gives a waiting room to this teacher; undefined when another took it first or it was closed. */
    async take(id: number, teacherId: number): Promise<RoomRow | undefined> {
      const [row] = await db
        .update(chatRooms)
        .set({ teacherId })
        .where(and(eq(chatRooms.id, id), isNull(chatRooms.teacherId), eq(chatRooms.status, 'open')))
        .returning();
      return row;
    },

    /**
     * Her open rooms wait for another teacher again (she left: her account was switched off); a room
     * opened to her is now for any subject teacher. Answers the rooms.
     */
    async releaseRoomsOf(teacherId: number): Promise<RoomRow[]> {
      return db
        .update(chatRooms)
        .set({ teacherId: null, target: sql`case when ${chatRooms.target} = 'teacher' then 'any' else ${chatRooms.target} end` })
        .where(and(eq(chatRooms.teacherId, teacherId), eq(chatRooms.status, 'open')))
        .returning();
    },

    /** Closes an open room; undefined when it was already closed. */
    async close(id: number, at: Date): Promise<RoomRow | undefined> {
      const [row] = await db
        .update(chatRooms)
        .set({ status: 'closed', closedAt: at })
        .where(and(eq(chatRooms.id, id), eq(chatRooms.status, 'open')))
        .returning();
      return row;
    },

    async setNotice(id: number, notice: string | null): Promise<void> {
      await db.update(chatRooms).set({ notice }).where(eq(chatRooms.id, id));
    },

    /** The active teachers (whom a waiting room is shown to: its changes reach all their lists). */
    async teacherIds(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.category, 'teacher'), eq(users.isActive, true)));
      return rows.map((r) => r.id);
    },

    /**
     * The active teachers, each with the subjects she teaches (none: an empty list), in one read: a
     * waiting room is shown to all of them but asks those of its subject, and a teacher who leaves hands
     * back rooms of several subjects at once.
     */
    async subjectTeachers(): Promise<SubjectTeacher[]> {
      const rows = await db
        .select({ id: users.id, subject: teacherSubjects.subject })
        .from(users)
        .leftJoin(teacherSubjects, eq(teacherSubjects.teacherId, users.id))
        .where(and(eq(users.category, 'teacher'), eq(users.isActive, true)))
        .orderBy(asc(users.id));
      const byId = new Map<number, SubjectTeacher>();
      for (const row of rows) {
        const teacher = byId.get(row.id) ?? { id: row.id, subjects: [] };
        if (row.subject) teacher.subjects.push(row.subject);
        byId.set(row.id, teacher);
      }
      return [...byId.values()];
    },

    /** Whether `id` is an active teacher. */
    async isTeacher(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.category, 'teacher'), eq(users.isActive, true)))
        .limit(1);
      return !!row;
    },
  };
}

/** The module's queries, and `transaction` to run several of them (and `notify`, `files.attach`, `publishLive`) at once. */
export function chatRepository(db: Db) {
  return { ...chatQueries(db), transaction: transactional(db, chatQueries) };
}
export type ChatRepository = ReturnType<typeof chatRepository>;
