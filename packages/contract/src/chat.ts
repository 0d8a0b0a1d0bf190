import { z } from 'zod';
import { dbId, dbText, pageQuery, pageQueryOf } from './common';
import { attachment, attachmentId } from './files';
import { CHAT_LIMITS, chatCategories, chatStatuses, chatTargets } from './chat-labels';
export * from './chat-labels';

export const chatCategory = z.enum(chatCategories, { error: '분류를 선택해 주세요.' });
export const chatTarget = z.enum(chatTargets, { error: '대화할 선생님을 선택해 주세요.' });
export const chatStatus = z.enum(chatStatuses);

const messageText = dbText()
  .trim()
  .max(CHAT_LIMITS.message, { error: `메시지는 ${CHAT_LIMITS.message}자까지 보낼 수 있습니다.` });

/**
 * A new room: its category, whom it is with (a chosen teacher, any subject teacher, or the life
 * teacher) and its first message. A parent names the child it is about (`studentId`).
 */
export const createChatRoomInput = z
  .object({
    category: chatCategory,
    target: chatTarget,
    teacherId: dbId('선생님을 다시 선택해 주세요.').nullable().optional(),
    studentId: dbId('학생을 다시 선택해 주세요.').optional(),
    body: dbText('첫 메시지를 입력해 주세요.')
      .trim()
      .min(1, { error: '첫 메시지를 입력해 주세요.' })
      .max(CHAT_LIMITS.message, { error: `메시지는 ${CHAT_LIMITS.message}자까지 보낼 수 있습니다.` }),
  })
  .superRefine((v, ctx) => {
    if (v.target === 'teacher' && v.teacherId == null)
      ctx.addIssue({ code: 'custom', path: ['teacherId'], message: '대화할 선생님을 선택해 주세요.' });
  });
export type CreateChatRoomInput = z.infer<typeof createChatRoomInput>;

/** A message: text, or one file (a photo or a document) with an optional line. */
export const sendChatMessageInput = z
  .object({
    body: messageText.default(''),
    attachmentId: attachmentId.nullable().optional(),
    /** Her composer's number for this message: sent again (a double tap, a retry), it is the same message. */
    clientKey: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{16,100}$/, { error: '메시지 번호가 올바르지 않습니다. 새로고침 후 다시 보내 주세요.' })
      .optional(),
  })
  .refine((v) => v.body.length > 0 || v.attachmentId != null, { error: '메시지를 입력해 주세요.', path: ['body'] });
export type SendChatMessageInput = z.infer<typeof sendChatMessageInput>;

/** She has read the room up to this message (the newest when none is named). */
export const readChatInput = z.object({ messageId: dbId().optional() }).optional();
export type ReadChatInput = z.infer<typeof readChatInput>;

/** The pinned notice of a room; null or empty takes it down. */
export const chatNoticeInput = z.object({
  notice: dbText()
    .trim()
    .max(CHAT_LIMITS.notice, { error: `공지는 ${CHAT_LIMITS.notice}자까지 입력할 수 있습니다.` })
    .nullable(),
});
export type ChatNoticeInput = z.infer<typeof chatNoticeInput>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const chatMessage = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  sender: person.extend({ category: z.string() }),
  kind: z.enum(['text', 'image', 'file']),
  body: z.string(),
  attachment: attachment.pick({ id: true, name: true, size: true, contentType: true, thumbnail: true }).nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatRoom = z.object({
  id: z.number().int(),
  category: chatCategory,
  target: chatTarget,
  status: chatStatus,
  /** Who opened it (a student, or a parent about her child). */
  opener: person.extend({ category: z.string() }),
  /** The student it is about. */
  student: person,
  /** The teacher in the room; null while it waits for one (any teacher, the life teacher). */
  teacher: person.nullable(),
  notice: z.string().nullable(),
  lastMessage: chatMessage.nullable(),
  /** Messages from the others she has not read (0 for someone who only looks on). */
  unread: z.number().int(),
  /** The newest message she has read, and the newest the other side has read ("읽음"). */
  myLastReadId: z.number().int(),
  otherLastReadId: z.number().int(),
  /** Whether the caller may write in it (its opener, its teacher, an admin; not a parent looking on). */
  canWrite: z.boolean(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type ChatRoom = z.infer<typeof chatRoom>;

/** Her rooms, the most recently active first; `status` narrows to 진행 중 or 종료. */
export const chatRoomsQuery = pageQuery.extend({ status: chatStatus.optional() });
export type ChatRoomsQuery = z.infer<typeof chatRoomsQuery>;

/**
 * A room's messages, newest first: `pageToken` is the id to read before (0: from the newest); the
 * answer's `nextPageToken` is the id to ask before next, -1 when the oldest has been sent.
 */
export const chatMessagesQuery = pageQueryOf(30);
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>;
