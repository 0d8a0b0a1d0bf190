import { chatCategoryLabels, chatStatusLabels, chatTargetLabels, type ChatStatus } from '@portal/contract/chat-labels';
import type { ChatRoom } from '@portal/contract';
import { formatDate, formatDateTime } from '@portal/contract/dates';
import type { StatusTone } from '@/components/ui/status-badge/status-badge';

export { chatCategoryLabels, chatStatusLabels, chatTargetLabels };

export const statusTone: Record<ChatStatus, StatusTone> = { open: 'info', closed: 'neutral' };

/**
 * Whom the room is with, as the family side reads it: "정우진 선생님", or who it waits for; a parent's
 * room also names the child it is about (a mother of two sees both children's rooms in one list).
 */
export function withWhom(room: Pick<ChatRoom, 'teacher' | 'target' | 'opener' | 'student'>): string {
  const teacher = room.teacher ? `${room.teacher.name} 선생님` : room.target === 'life' ? '생활 선생님 (배정 전)' : '과목 선생님 (배정 전)';
  return room.opener.category === 'parent' ? `${teacher} · ${room.student.name} 학생` : teacher;
}

/** Who the room is with, as a teacher reads it: the student, and her parent when a parent opened it. */
export function fromWhom(room: Pick<ChatRoom, 'opener' | 'student'>): string {
  return room.opener.category === 'parent' ? `${room.student.name} 학생의 학부모 ${room.opener.name}님` : `${room.student.name} 학생`;
}

/** `14:05` of an instant in Seoul. */
export const clockTime = (at: string) => formatDateTime(at).slice(-5);

/** `2026.11.20 (금)`: the line between days in a room. */
export const dayLabel = (at: string) => formatDate(at);

/** What a message shows in a room list. */
export function previewOf(m: ChatRoom['lastMessage']): string {
  if (!m) return '';
  if (m.kind === 'image') return m.body || '사진';
  if (m.kind === 'file') return m.body || `파일: ${m.attachment?.name ?? ''}`;
  return m.body;
}

/** An unread count as a badge reads it (99+ past 99). */
export const unreadLabel = (n: number) => (n > 99 ? '99+' : String(n));
