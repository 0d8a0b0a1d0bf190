import {
  chatCategoryLabels,
  chatImageTypes,
  NO_NEXT_PAGE,
  type ChatLiveEvent,
  type ChatMessage,
  type ChatMessagesQuery,
  type ChatRoom,
  type ChatRoomsQuery,
  type CreateChatRoomInput,
  type PageQuery,
  type Paged,
  type SendChatMessageInput,
} from '@portal/contract';
import { linkForStudent } from '@portal/contract/alarms-labels';
import { atSeoulMinutes, seoulToday } from '@portal/contract/dates';
import { systemClock, type Clock } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { pageWindow, toPage } from '../../http/paging';
import type { Caller } from '../../http/route';
import { markAlarmsLeadingTo, settleAlarms, tellUnreadOf, type Notify } from '../alarms/notify';
import { excerpt } from '../alarms/excerpt';
import type { FamilyService } from '../family/service';
import type { FilesService } from '../files/service';
import { holdLive, publishLive } from '../live/publish';
import type { ChatRepository, MessageView, ReadRow, RoomRow, RoomScope, RoomView, SubjectTeacher, TeacherSubject } from './repository';

/**
 * Where each side opens a room (the portal's routes). A parent's names the child it is about, as every
 * alarm about a child does: unlinked from her, those alarms and their pushes go (dropAlarmsAboutChildren);
 * they stayed, with the teacher's words about the child (an audit).
 */
const LINK = {
  family: (room: { id: number; openerId: number; studentId: number }) =>
    room.openerId === room.studentId ? `/chat/${room.id}` : linkForStudent(`/chat/${room.id}`, room.studentId),
  staff: (id: number) => `/staff/chat/${id}`,
} as const;

/** Messages one person may send in one room in a minute: a script sent 600 in 51 s, each a live event for the room and its teacher (an audit). */
export const CHAT_MESSAGES_A_MINUTE = 60;

/** Rooms one person may open in a day (24 hours). */
export const CHAT_MAX_ROOMS_A_DAY = 20;

/**
 * Someone who read the room this recently is taken to be in it: a new message then moves her badge
 * live but is no notification. Away longer (or with unread messages of the room already), she is told.
 */
export const PRESENT_MS = 2 * 60_000;

const isStaff = (caller: Caller) => caller.category === 'teacher' || caller.category === 'admin';

/** Tells these people's tabs what changed in `room` (see `write`). */
type Announce = (
  room: { openerId: number; teacherId: number | null },
  userIds: readonly (number | null)[],
  event: (unread: number) => ChatLiveEvent,
) => Promise<void>;

/** How the caller stands to a room: in it (writes), looking on (a teacher at a waiting room), or not at all. */
type Standing = 'member' | 'admin' | 'waiting' | null;

type Repo = Omit<ChatRepository, 'transaction'>;

function toMessage(v: MessageView, files: Map<number, NonNullable<ChatMessage['attachment']>[]>): ChatMessage {
  const file = files.get(v.m.id)?.[0];
  return {
    id: v.m.id,
    roomId: v.m.roomId,
    sender: { id: v.m.senderId, name: v.senderName, category: v.senderCategory },
    kind: v.m.kind,
    body: v.m.body,
    attachment: file ? { id: file.id, name: file.name, size: file.size, contentType: file.contentType, thumbnail: file.thumbnail } : null,
    createdAt: v.m.createdAt.toISOString(),
  };
}

/** What the alarm of a room waiting for any teacher asks: settled when one takes it. */
const takeAsk = (roomId: number) => `chat:${roomId}:take`;
/**
 * The subjects whose teachers a room of each category asks while it waits for any subject teacher (사탐
 * is 한국사 too). The other categories (행정 생활 시설 기타) are no subject: every teacher is asked (the
 * 생활 지도 duty, `life`, is asked only by a room waiting for the life teacher).
 */
const subjectsOf: Partial<Record<RoomRow['category'], readonly TeacherSubject[]>> = {
  korean: ['korean'],
  math: ['math'],
  english: ['english'],
  social: ['social', 'history'],
  science: ['science'],
  admission: ['admission'],
};

/** The duty of a life teacher (생활 지도), kept among a teacher's subjects. */
const LIFE_DUTY: readonly TeacherSubject[] = ['life'];

/**
 * Whom a waiting room's alarm asks to take it: for "any subject teacher", the active teachers of its
 * subject, so a math question does not ring every teacher; for the life teacher, the active teachers
 * with the 생활 지도 duty. Every active teacher when none teaches the subject (or none has the duty), or
 * when it is about no subject, so someone is always asked. Any teacher may still take it: it stays in
 * every waiting list.
 */
function askedTeachers(room: Pick<RoomRow, 'category' | 'target'>, teachers: readonly SubjectTeacher[]): number[] {
  const subjects = room.target === 'any' ? subjectsOf[room.category] : room.target === 'life' ? LIFE_DUTY : undefined;
  const teaching = subjects ? teachers.filter((t) => t.subjects.some((s) => subjects.includes(s))) : [];
  return (teaching.length ? teaching : teachers).map((t) => t.id);
}

/** Opened to any subject teacher or the life teacher: every teacher saw it while it waited. */
const waitedForAnyTeacher = (room: RoomView) => room.r.target !== 'teacher';

/**
 * 채팅: a student (or a parent, about her child) talks with one teacher. A room opened with "any
 * subject teacher" or the life teacher waits until a teacher takes it. Messages, read receipts and
 * room changes reach every open tab of the people in it through the live events, published in the
 * same transaction; someone away is notified of the first message she has not read.
 */
export function chatService(
  repo: ChatRepository,
  family: FamilyService,
  notify: Notify,
  files: Pick<FilesService, 'attach' | 'attachedTo'>,
  clock: Clock = systemClock,
  /** Told whose unread count a change moves, before it commits (app.ts forgets its remembered counts). */
  unreadMoved: (userIds: readonly number[]) => void = () => {},
) {
  function standing(caller: Caller, room: RoomView): Standing {
    const r = room.r;
    if ((r.openerId === caller.id && room.openerStands) || r.teacherId === caller.id) return 'member';
    if (caller.category === 'admin') return 'admin';
    if (caller.category === 'teacher') return r.teacherId == null ? 'waiting' : null;
    return null;
  }

  /**
   * The room and how the caller stands to it; 404 when she may not see it. A teacher opening a room
   * another teacher took from "any teacher" (from the alarm every teacher had, or the waiting list) is
   * told so: she saw it while it waited.
   */
  async function visible(caller: Caller, id: number): Promise<{ room: RoomView; stand: Exclude<Standing, null> }> {
    const room = await repo.findRoom(id);
    const stand = room ? standing(caller, room) : null;
    if (room && !stand && caller.category === 'teacher' && waitedForAnyTeacher(room)) throw new AppError('CHAT_TAKEN_BY_OTHER');
    if (!room || !stand) throw new AppError('NOT_FOUND');
    return { room, stand };
  }

  async function presentMessages(r: Repo, rows: MessageView[], tx?: Db): Promise<ChatMessage[]> {
    const withFile = rows.filter((v) => v.m.attachmentId).map((v) => v.m.id);
    const attached = withFile.length ? await files.attachedTo('chat-file', withFile, tx) : new Map();
    return rows.map((v) => toMessage(v, attached));
  }

  async function presentRooms(r: Repo, caller: Caller, rooms: RoomView[], writers: (v: RoomView) => boolean): Promise<ChatRoom[]> {
    if (!rooms.length) return [];
    const ids = rooms.map((v) => v.r.id);
    const [last, unread, reads] = await Promise.all([r.lastMessages(ids), r.unreadByRoom(caller.id, ids), r.reads(ids)]);
    const lastMessages = await presentMessages(r, [...last.values()]);
    const lastOf = new Map(lastMessages.map((m) => [m.roomId, m]));
    const readOf = (roomId: number, userId: number | null) =>
      userId == null ? 0 : (reads.find((x: ReadRow) => x.roomId === roomId && x.userId === userId)?.lastReadId ?? 0);
    return rooms.map((v) => {
      const room = v.r;
      const other = caller.id === room.openerId ? room.teacherId : room.openerId;
      return {
        id: room.id,
        category: room.category,
        target: room.target,
        status: room.status,
        opener: { id: room.openerId, name: v.openerName, category: v.openerCategory },
        student: { id: room.studentId, name: v.studentName },
        teacher: room.teacherId != null && v.teacherName != null ? { id: room.teacherId, name: v.teacherName } : null,
        notice: room.notice,
        lastMessage: lastOf.get(room.id) ?? null,
        unread: unread.get(room.id) ?? 0,
        myLastReadId: readOf(room.id, caller.id),
        otherLastReadId: readOf(room.id, other),
        canWrite: writers(v),
        createdAt: room.createdAt.toISOString(),
        closedAt: room.closedAt?.toISOString() ?? null,
      };
    });
  }

  const writes = (caller: Caller) => (v: RoomView) =>
    v.r.openerId === caller.id || v.r.teacherId === caller.id || caller.category === 'admin';

  async function present(caller: Caller, id: number): Promise<ChatRoom> {
    const room = await repo.findRoom(id);
    if (!room) throw new AppError('NOT_FOUND');
    return (await presentRooms(repo, caller, [room], writes(caller)))[0]!;
  }

  /**
   * Runs a change of a room in one transaction; `announce` tells people's tabs what changed, each with
   * her unread count then. The room's members (whose count the change may move) are told inside the
   * transaction, as it commits; the others (every teacher, while the room waits for one: no count of
   * theirs is in it) once it has committed, recounted outside it: thirty teachers' recounts held every
   * message of a waiting room's transaction open.
   */
  async function write<T>(work: (r: Repo, tx: Db, announce: Announce) => Promise<T>): Promise<T> {
    const later: { userIds: number[]; event: (unread: number) => ChatLiveEvent }[] = [];
    const result = await repo.transaction((r, tx) =>
      work(r, tx, async (room, userIds, event) => {
        const to = [...new Set(userIds.filter((x): x is number => x != null))];
        unreadMoved(to);
        const member = (userId: number) => userId === room.openerId || userId === room.teacherId;
        // Their streams held before their unread counts are read (holdLive): two messages in two rooms
        // at once each counted without the other, and the last event said 1 instead of 2.
        await holdLive(tx, to.filter(member));
        const recipients = await Promise.all(
          to.filter(member).map(async (userId) => ({ userId, data: event(await r.unreadTotal(userId)) })),
        );
        await publishLive(tx, recipients, 'chat');
        const others = to.filter((userId) => !member(userId));
        if (others.length) later.push({ userIds: others, event });
      }),
    );
    // The change is made: a failure to tell the others now is not hers (their lists catch up with
    // the live stream's sweep, and their counts with the next event or a reload).
    for (const { userIds, event } of later) {
      try {
        const recipients = await Promise.all(userIds.map(async (userId) => ({ userId, data: event(await repo.unreadTotal(userId)) })));
        await repo.transaction((_, tx) => publishLive(tx, recipients, 'chat'));
      } catch {
        // Told by the next event.
      }
    }
    return result;
  }

  /**
   * Who hears of a room's changes: its two sides (its opener while she stands in it: `stands` when the
   * room's view said so already, else asked), and every teacher while it waits for one.
   */
  const audience = async (r: Repo, room: { openerId: number; studentId: number; teacherId: number | null }, stands?: boolean) => {
    const opener = (stands ?? (await r.openerStands(room))) ? [room.openerId] : [];
    return room.teacherId == null ? [...opener, ...(await r.teacherIds())] : [...opener, room.teacherId];
  };

  return {
    /**
     * A teacher left (her account was switched off): her open rooms wait for another teacher, the
     * teachers are asked as for a new room (those of its subject, or the life teachers: askedTeachers),
     * and whoever takes one answers. Students wrote on to no one, and no other teacher saw their rooms
     * (an audit).
     */
    async releaseRoomsOf(teacherId: number): Promise<void> {
      await write(async (r, tx, announce) => {
        const rooms = await r.releaseRoomsOf(teacherId);
        if (!rooms.length) return;
        const teachers = await r.subjectTeachers();
        for (const room of rooms) {
          await notify(tx, 'chat', askedTeachers(room, teachers), {
            title: `선생님을 기다리는 채팅이 있습니다 (${chatCategoryLabels[room.category]}).`,
            body: '담당 선생님이 바뀌어 다른 선생님을 기다립니다.',
            link: LINK.staff(room.id),
            subject: takeAsk(room.id),
          });
          await announce(room, await audience(r, room), (unread) => ({ kind: 'room', roomId: room.id, unread }));
        }
      });
    },

    /**
     * Someone left (her account was switched off): a student's rooms, hers and those her parents opened
     * about her, or the rooms a parent opened, are closed, so one waiting for a teacher leaves every
     * teacher's waiting list (it stayed there, for no one: a parent's room about a student who had left
     * was still taken, a regression hunt).
     */
    async closeRoomsOf(of: { studentId: number } | { openerId: number }): Promise<void> {
      const open = await repo.listRooms(of, 'open', { limit: 500, offset: 0 });
      if (!open.length) return;
      await write(async (r, tx, announce) => {
        for (const room of open) {
          const row = await r.close(room.r.id, clock());
          if (!row) continue;
          // Every teacher asked to take it while it waited: answered (closing a waiting room was new).
          await settleAlarms(tx, [takeAsk(row.id)], clock());
          await announce(row, await audience(r, row, room.openerStands), (unread) => ({ kind: 'room', roomId: row.id, unread }));
        }
      });
    },

    /** Whether the caller may open a message's file: she may see its room. */
    async canSeeMessage(caller: Caller, messageId: number): Promise<boolean> {
      const message = await repo.findMessage(messageId);
      if (!message) return false;
      const room = await repo.findRoom(message.m.roomId);
      return !!room && !!standing(caller, room);
    },

    /** Her unread messages across her rooms (the profile's badge). */
    unreadTotal: (userId: number) => repo.unreadTotal(userId),

    /** Her rooms, the most recently active first: the ones she opened; a teacher's own; an admin's all. */
    async rooms(caller: Caller, query: ChatRoomsQuery): Promise<Paged<ChatRoom>> {
      const scope: RoomScope = caller.category === 'admin' ? 'all' : isStaff(caller) ? { teacherId: caller.id } : { openerId: caller.id };
      const rows = await repo.listRooms(scope, query.status, pageWindow(query));
      const page = toPage(rows, query);
      return { ...page, results: await presentRooms(repo, caller, page.results, writes(caller)) };
    },

    /** Rooms waiting for a teacher, the longest waiting first. */
    async waiting(caller: Caller, query: PageQuery): Promise<Paged<ChatRoom>> {
      const page = toPage(await repo.listWaiting(pageWindow(query)), query);
      return { ...page, results: await presentRooms(repo, caller, page.results, writes(caller)) };
    },

    /**
     * She opens a room with its first message; its teacher is told, or, while it waits, the teachers
     * it asks (askedTeachers). Every teacher's waiting list shows it either way.
     */
    async create(caller: Caller, input: CreateChatRoomInput): Promise<ChatRoom> {
      const studentId = await family.actingFor(caller, input.studentId);
      const teacherId = input.target === 'teacher' ? (input.teacherId ?? null) : null;
      if (teacherId != null && !(await repo.isTeacher(teacherId)))
        throw new AppError('BAD_REQUEST', undefined, { teacherId: ['선생님을 다시 선택해 주세요.'] });
      const at = clock();
      const id = await write(async (r, tx, announce) => {
        // Each new room asks its teacher, or every teacher: a script opened 300 (an audit). Counted from
        // Seoul's midnight, as its message says (오늘은): over the last 24 hours, twenty opened at 23:00
        // still refused her the next morning (an audit). Counted under her hold: twenty-five sent at once
        // each counted the others' rooms without them, and all were made (an audit).
        await r.holdOpenings(caller.id);
        if ((await r.countOpenedSince(caller.id, atSeoulMinutes(seoulToday(at), 0))) >= CHAT_MAX_ROOMS_A_DAY)
          throw new AppError('CHAT_TOO_MANY_TODAY');
        const room = await r.insertRoom({
          openerId: caller.id,
          studentId,
          category: input.category,
          target: input.target,
          teacherId,
          createdAt: at,
          lastMessageAt: at,
        });
        // No key: never refused as a repeat.
        const message = (await r.insertMessage({ roomId: room.id, senderId: caller.id, kind: 'text', body: input.body, createdAt: at }))!;
        await r.markRead(room.id, caller.id, message.id, at);
        // Waiting, it is shown to every teacher and asks those of its subject or duty (askedTeachers).
        const waiting = teacherId == null ? await r.subjectTeachers() : null;
        const teachers = waiting ? waiting.map((t) => t.id) : [teacherId!];
        const topic = chatCategoryLabels[input.category];
        await notify(tx, 'chat', waiting ? askedTeachers(room, waiting) : teachers, {
          title: teacherId != null ? `새 채팅이 왔습니다 (${topic}).` : `선생님을 기다리는 채팅이 있습니다 (${topic}).`,
          body: excerpt(input.body),
          link: LINK.staff(room.id),
          // Several teachers may be asked; the one who takes it answers for all.
          subject: teacherId != null ? undefined : takeAsk(room.id),
        });
        await announce(room, [caller.id, ...teachers], (unread) => ({ kind: 'room', roomId: room.id, unread }));
        return room.id;
      });
      return present(caller, id);
    },

    /** One room she may see. */
    async get(caller: Caller, id: number): Promise<ChatRoom> {
      await visible(caller, id);
      return present(caller, id);
    },

    /** A room's messages, newest first, a page before `pageToken` (a message id; 0 from the newest). */
    async messages(caller: Caller, id: number, query: ChatMessagesQuery): Promise<Paged<ChatMessage>> {
      await visible(caller, id);
      const rows = await repo.listMessages(id, query.pageToken, query.pageSize + 1);
      const more = rows.length > query.pageSize;
      const page = more ? rows.slice(0, query.pageSize) : rows;
      return { results: await presentMessages(repo, page), nextPageToken: more ? page.at(-1)!.m.id : NO_NEXT_PAGE };
    },

    /**
     * Sends a message (text, or one file with an optional line) into an open room she is in. Every
     * tab of the room hears it; the other side is notified when she is away (see PRESENT_MS).
     */
    async send(caller: Caller, id: number, input: SendChatMessageInput): Promise<ChatMessage> {
      const { room, stand } = await visible(caller, id);
      if (stand === 'waiting') throw new AppError('CHAT_NOT_TAKEN');
      if (room.r.status === 'closed') throw new AppError('CHAT_CLOSED');
      const at = clock();
      return write(async (r, tx, announce) => {
        await r.holdSends(id);
        const fileId = input.attachmentId ?? null;
        const key = input.clientKey ?? null;
        const row = await r.insertMessage({
          roomId: id,
          senderId: caller.id,
          kind: fileId ? 'file' : 'text',
          body: input.body,
          attachmentId: fileId,
          clientKey: key,
          createdAt: at,
        });
        if (!row) {
          // Sent before with this key (a double tap, a retry after a lost answer): that message, once.
          const sent = key ? await r.messageByKey(id, caller.id, key) : undefined;
          if (!sent) throw new AppError('CONFLICT');
          const view: MessageView = { m: sent, senderName: (await r.userName(caller.id)) ?? '', senderCategory: caller.category };
          return (await presentMessages(r, [view], tx))[0]!;
        }
        // At most CHAT_MESSAGES_A_MINUTE in any minute (the one that opened the room too), counted in the
        // database: every app server sees the same count (each counted its own share). Over it, nothing is written.
        if ((await r.sentSince(id, caller.id, new Date(at.getTime() - 60_000))) > CHAT_MESSAGES_A_MINUTE)
          throw new AppError('CHAT_TOO_FAST');
        let kind = row.kind;
        if (fileId) {
          await files.attach(tx, { ids: [fileId], ownerId: caller.id, purpose: 'chat-file', recordId: row.id });
          // A picture is an image message only when it has a thumbnail to show; one that could not be read is a file.
          const file = (await files.attachedTo('chat-file', [row.id], tx)).get(row.id)?.[0];
          if (file?.thumbnail && chatImageTypes.includes(file.contentType)) kind = await r.setKind(row.id, 'image');
        }
        // Closed meanwhile: nothing is written (the check above read before the transaction).
        const now = await r.findRoom(id);
        if (!now || now.r.status === 'closed') throw new AppError('CHAT_CLOSED');
        await r.markRead(id, caller.id, row.id, at);
        const view: MessageView = { m: { ...row, kind }, senderName: (await r.userName(caller.id)) ?? '', senderCategory: caller.category };
        const [message] = await presentMessages(r, [view], tx);

        // Its opener only while she stands in it (a parent unlinked from the student is told nothing of it).
        const others = [now.openerStands ? now.r.openerId : null, now.r.teacherId].filter((u): u is number => u != null && u !== caller.id);
        const reads = await r.reads([id]);
        for (const userId of others) {
          const lastRead = reads.find((x) => x.userId === userId)?.readAt;
          const present = lastRead != null && at.getTime() - lastRead.getTime() < PRESENT_MS;
          // Told once, of the first message since she went away: those that came while she was still
          // there (read a moment ago) are not counted (a reply within two minutes of her look, then
          // more, told her of none of them: an audit).
          const away = present ? 0 : await r.unreadSince(userId, id, lastRead ? new Date(lastRead.getTime() + PRESENT_MS) : null);
          if (away === 1)
            await notify(tx, 'chat', [userId], {
              title: isStaff(caller) ? `${view.senderName} 선생님이 메시지를 보냈습니다.` : `${view.senderName}님이 메시지를 보냈습니다.`,
              body:
                message!.kind === 'text' ? excerpt(message!.body) : message!.kind === 'image' ? '사진을 보냈습니다.' : '파일을 보냈습니다.',
              link: userId === now.r.openerId ? LINK.family(now.r) : LINK.staff(id),
            });
        }
        await announce(now.r, await audience(r, now.r, now.openerStands), (unread) => ({
          kind: 'message',
          roomId: id,
          unread,
          message: message!,
        }));
        return message!;
      });
    },

    /** She has read the room up to a message (the newest by default); the other side sees "읽음". */
    async read(caller: Caller, id: number, messageId?: number): Promise<ChatRoom> {
      const { room, stand } = await visible(caller, id);
      if (stand === 'member') {
        await write(async (r, tx, announce) => {
          const latest = await r.latestMessageId(id);
          const upTo = Math.min(messageId ?? latest, latest);
          if (upTo <= 0) return;
          const at = clock();
          const mark = await r.markRead(id, caller.id, upTo, at);
          // Her alarm of the room is read with it: the chat badge went to 0 and the bell still counted
          // the message she had just read (an audit). A push's tap reads it the same way. In the order
          // every transaction takes them: her alarm rows (as a push's tap marks them), then both members'
          // streams in id order (as a send), then her count. Her own stream taken alone first could wait
          // on a send holding the other's, and the rows after the streams on a push's tap (regression hunts).
          const link = caller.id === room.r.openerId ? LINK.family(room.r) : LINK.staff(id);
          const alarmRead = await markAlarmsLeadingTo(tx, caller.id, link, at);
          await announce(room.r, room.openerStands ? [room.r.openerId, room.r.teacherId] : [room.r.teacherId], (unread) => ({
            kind: 'read',
            roomId: id,
            unread,
            readerId: caller.id,
            lastReadId: mark,
          }));
          if (alarmRead) await tellUnreadOf(tx, caller.id);
        });
      }
      return present(caller, id);
    },

    /** A teacher takes a room that waits for one; the first to take it has it. */
    async take(caller: Caller, id: number): Promise<ChatRoom> {
      const room = await repo.findRoom(id);
      // Hers already (a second tap, a retry): taken, as she asked.
      if (room && room.r.teacherId === caller.id) return present(caller, id);
      // Another teacher took one that waited for any teacher a moment before: she is told so, not that it
      // does not exist (every teacher saw it while it waited; nothing of it is shown). A room opened to
      // one teacher is not found by another (a security probe: 409 told her it existed).
      if (room && caller.category === 'teacher' && waitedForAnyTeacher(room) && room.r.teacherId != null) throw new AppError('CHAT_TAKEN');
      if (!room || !standing(caller, room)) throw new AppError('NOT_FOUND');
      await write(async (r, tx, announce) => {
        const row = await r.take(id, caller.id);
        if (!row) throw new AppError(room.r.status === 'closed' ? 'CHAT_CLOSED' : 'CHAT_TAKEN');
        await settleAlarms(tx, [takeAsk(id)], clock());
        // Her question waits no longer: she hears who has it, away or not (once a take: a second tap returns above).
        if (room.openerStands)
          await notify(tx, 'chat', [row.openerId], {
            title: `${(await r.userName(caller.id)) ?? ''} 선생님이 채팅을 맡았습니다 (${chatCategoryLabels[row.category]}).`,
            body: '답변을 준비하고 있습니다.',
            link: LINK.family(row),
          });
        await announce(row, [...(room.openerStands ? [row.openerId] : []), ...(await r.teacherIds())], (unread) => ({
          kind: 'room',
          roomId: id,
          unread,
        }));
      });
      return present(caller, id);
    },

    /** Its teacher (or an admin) closes a room: nothing more is written in it. */
    async close(caller: Caller, id: number): Promise<ChatRoom> {
      const { room, stand } = await visible(caller, id);
      if (stand === 'waiting') throw new AppError('CHAT_NOT_TAKEN');
      await write(async (r, tx, announce) => {
        const row = await r.close(id, clock());
        if (!row) throw new AppError('CHAT_CLOSED');
        // Nothing more can be written there: she hears it, and where to ask next.
        if (room.openerStands && row.openerId !== caller.id)
          await notify(tx, 'chat', [row.openerId], {
            title: `${chatCategoryLabels[row.category]} 채팅이 종료되었습니다.`,
            body: '더 궁금한 점은 새 채팅으로 물어봐 주세요.',
            link: LINK.family(row),
          });
        await announce(row, await audience(r, room.r, room.openerStands), (unread) => ({ kind: 'room', roomId: id, unread }));
      });
      return present(caller, id);
    },

    /** Its teacher (or an admin) pins a notice to the top of the room, or takes it down (null). */
    async notice(caller: Caller, id: number, notice: string | null): Promise<ChatRoom> {
      const { room, stand } = await visible(caller, id);
      if (stand === 'waiting') throw new AppError('CHAT_NOT_TAKEN');
      if (room.r.status === 'closed') throw new AppError('CHAT_CLOSED');
      await write(async (r, tx, announce) => {
        await r.setNotice(id, notice ? notice : null);
        await announce(room.r, await audience(r, room.r, room.openerStands), (unread) => ({ kind: 'room', roomId: id, unread }));
      });
      return present(caller, id);
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
