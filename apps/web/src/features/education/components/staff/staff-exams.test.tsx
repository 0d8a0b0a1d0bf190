import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

const score = (grade: number | null) => ({ grade, rawScore: 40, wrongQuestions: [] });
const record = (id: number, grades: (number | null)[], locked = false) => ({
  id,
  studentId: 3,
  locked,
  lockedAt: null,
  lockedBy: null,
  createdAt: '2026-11-20T00:00:00Z',
  updatedAt: '2026-11-20T00:00:00Z',
  exam: { id, name: `${id}월 모의고사`, shortName: `${id}월`, organizer: '교육청', examDate: '2026-11-19' },
  scores: {
    korean: score(grades[0]!),
    math: score(grades[1]!),
    english: score(2),
    history: score(1),
    inquiry1: { ...score(2), elective: '생활과 윤리' },
    inquiry2: { ...score(3), elective: '사회·문화' },
    foreign: null,
  },
});
vi.mock('../../api/queries', () => ({ useExamList: () => ({}) }));
const lock = vi.fn();
vi.mock('../../api/staff-queries', () => ({ useLockExam: () => ({ isPending: false, mutateAsync: lock }) }));
vi.mock('@/components/ui/paged-list/paged-list', () => ({
  PagedList: ({ children }: { children: (rows: unknown[]) => ReactNode }) => children([record(9, [null, 3]), record(10, [2, 3])]),
}));
vi.mock('@/components/ui/kit', () => ({ openModal: vi.fn(), showToast: vi.fn() }));

const { StaffExams } = await import('./staff-exams');

describe('the staff’s exam entries', () => {
  it('offers 확정 only once every grade is in, and says so', () => {
    render(<StaffExams sid={3} />);
    expect(screen.getByRole('button', { name: '9월 모의고사 확정' })).toBeDisabled();
    expect(screen.getByText('등급이 모두 들어오면 확정할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '10월 모의고사 확정' })).toBeEnabled();
  });

  it('locks the entry as the list shows it (its version), so scores she changed since are not confirmed unseen', () => {
    render(<StaffExams sid={3} />);
    fireEvent.click(screen.getByRole('button', { name: '10월 모의고사 확정' }));
    expect(lock).toHaveBeenCalledWith({ id: 10, locked: true, updatedAt: '2026-11-20T00:00:00Z' });
  });
});
