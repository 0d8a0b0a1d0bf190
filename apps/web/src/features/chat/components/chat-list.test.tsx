import type { ChatRoom } from '@portal/contract';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RoomList } from './chat-list';

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

const room = (over: Partial<ChatRoom>): ChatRoom => ({
  id: 12,
  category: 'math',
  target: 'teacher',
  status: 'open',
  opener: { id: 1, name: '박지현', category: 'parent' },
  student: { id: 2, name: '김하린' },
  teacher: { id: 3, name: '정우진' },
  notice: null,
  lastMessage: {
    id: 40,
    roomId: 12,
    sender: { id: 3, name: '정우진', category: 'teacher' },
    kind: 'image',
    body: '',
    attachment: { id: 'a', name: '풀이.png', size: 1000, contentType: 'image/png', thumbnail: { width: 480, height: 360 } },
    createdAt: new Date().toISOString(),
  },
  unread: 3,
  myLastReadId: 37,
  otherLastReadId: 40,
  canWrite: true,
  createdAt: new Date().toISOString(),
  closedAt: null,
  ...over,
});

describe('the room list', () => {
  it('says how long ago the last message was, and moves on while the list is open', async () => {
    vi.useFakeTimers();
    try {
      render(<RoomList rooms={[room({})]} />);
      expect(screen.getByRole('link')).toHaveTextContent('방금 전');
      await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
      expect(screen.getByRole('link')).toHaveTextContent('3분 전');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the category, the teacher, the last message and the unread count, and opens the room', () => {
    render(<RoomList rooms={[room({})]} />);
    const row = screen.getByRole('link');
    expect(row).toHaveAttribute('href', '/chat/12');
    expect(row).toHaveTextContent('수학');
    // Her room, a mother's: it names the child it is about.
    expect(row).toHaveTextContent('정우진 선생님 · 김하린 학생');
    expect(row).toHaveTextContent('사진');
    expect(within(row).getByLabelText('안 읽은 메시지 3개')).toHaveTextContent('3');
  });

  it('names the family on the teacher’s side, and who a waiting room waits for on hers', () => {
    render(<RoomList rooms={[room({ id: 13 })]} staff />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/staff/chat/13');
    expect(screen.getByRole('link')).toHaveTextContent('김하린 학생의 학부모 박지현님');
  });

  it('says who a waiting room waits for, and shows no badge once everything is read', () => {
    const student = { id: 2, name: '김하린', category: 'student' };
    render(<RoomList rooms={[room({ opener: student, teacher: null, target: 'life', unread: 0, status: 'closed' })]} />);
    const row = screen.getByRole('link');
    expect(row).toHaveTextContent('생활 선생님 (배정 전)');
    expect(row).not.toHaveTextContent('김하린 학생');
    expect(within(row).queryByLabelText(/안 읽은 메시지/)).toBeNull();
    expect(row).toHaveTextContent('종료');
  });
});
