import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExamCalendar } from './exam-calendar';

const exams = vi.hoisted(() => ({
  results: [] as { id: number; name: string; shortName: string; organizer: string; examDate: string; records: number }[],
}));
vi.mock('../api/queries', () => ({
  useExamSessions: () => ({ data: exams, isError: false, refetch: vi.fn() }),
  useCreateExamSession: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useUpdateExamSession: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useDeleteExamSession: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));

describe('ExamCalendar', () => {
  it('on a new centre says there is no exam ahead and how to add one, not nothing under its heading', () => {
    render(<ExamCalendar />);
    expect(screen.getByText('다가오는 시험이 없어요. ‘+ 시험 추가’로 넣어 주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '다가오는 시험' })).toBeNull();
  });

  it('lists the exams ahead once there are some', () => {
    exams.results = [
      { id: 1, name: '2027학년도 대학수학능력시험', shortName: '수능', organizer: '평가원', examDate: '2099-11-18', records: 0 },
    ];
    render(<ExamCalendar />);
    expect(screen.getByRole('list', { name: '다가오는 시험' })).toHaveTextContent('2027학년도 대학수학능력시험');
    expect(screen.queryByText(/다가오는 시험이 없어요/)).toBeNull();
  });
});
