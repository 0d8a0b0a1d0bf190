/**
 * The chat vocabulary without any schema (`@portal/contract/chat-labels`): categories, whom a room is
 * opened with, room states and the live event's shape, for screens that only show chat (zod stays out
 * of their first load).
 */

import type { FileRule } from './files-labels';

/** What a room is about (국어 수학 영어 사탐 과탐 입시 행정 생활 시설 기타). */
export const chatCategories = [
  'korean',
  'math',
  'english',
  'social',
  'science',
  'admission',
  'office',
  'life',
  'facility',
  'other',
] as const;
export type ChatCategory = (typeof chatCategories)[number];
export const chatCategoryLabels: Record<ChatCategory, string> = {
  korean: '국어',
  math: '수학',
  english: '영어',
  social: '사탐',
  science: '과탐',
  admission: '입시',
  office: '행정',
  life: '생활',
  facility: '시설',
  other: '기타',
};

/**
 * Whom a room is opened with: one chosen teacher; any subject teacher (waits until a teacher takes it);
 * or the life teacher (the teacher on life duty takes it the same way).
 */
export const chatTargets = ['teacher', 'any', 'life'] as const;
export type ChatTarget = (typeof chatTargets)[number];
export const chatTargetLabels: Record<ChatTarget, string> = {
  teacher: '선생님 지정',
  any: '아무 과목 선생님',
  life: '생활 선생님',
};

/** 진행 중 → 종료 (a teacher closes it; nothing more is written). */
export const chatStatuses = ['open', 'closed'] as const;
export type ChatStatus = (typeof chatStatuses)[number];
export const chatStatusLabels: Record<ChatStatus, string> = { open: '진행 중', closed: '종료' };

/** Limits of what is written. */
export const CHAT_LIMITS = { message: 2000, notice: 500 } as const;

/** A file sent in a room: a photo (shown as a thumbnail), a PDF, 한글 or an Office file. */
export const chatFileRule: FileRule = {
  label: '채팅 파일',
  maxBytes: 20 * 1024 * 1024,
  types: [
    'image/jpeg',
    'image/png',
    'image/webp',
    'application/pdf',
    'application/x-cfb',
    'application/zip',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  maxPerRecord: 1,
  accepts: '사진(JPG, PNG, WebP), PDF, 한글(HWP, HWPX), 워드·엑셀·파워포인트',
  containers: { 'application/zip': ['zip', 'hwpx'], 'application/x-cfb': ['hwp'] },
};

/** Types shown inline as a picture; every other file is a download card. */
export const chatImageTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** One message as a live event carries it (the same fields as the contract's `chatMessage`). */
export type ChatLiveMessage = {
  id: number;
  roomId: number;
  sender: { id: number; name: string; category: string };
  kind: 'text' | 'image' | 'file';
  body: string;
  attachment: { id: string; name: string; size: number; contentType: string } | null;
  createdAt: string;
};

/**
 * The `chat` live event: what changed in a room, and her unread count across all rooms then.
 * `message`: a new message; `read`: someone read up to a message; `room`: it was taken, closed or
 * its notice changed (re-read the room).
 */
export type ChatLiveEvent =
  | { kind: 'message'; roomId: number; unread: number; message: ChatLiveMessage }
  | { kind: 'read'; roomId: number; unread: number; readerId: number; lastReadId: number }
  | { kind: 'room'; roomId: number; unread: number };
