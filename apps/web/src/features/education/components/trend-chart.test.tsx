import type { ExamRecord, ExamTrend } from '@portal/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrendChart } from './trend-chart';

const score = (grade: number) => ({ grade, rawScore: 80, wrongQuestions: [] });
const record = (id: number, examDate: string, shortName: string, inquiry: [string, string] = ['생활과 윤리', '사회·문화']): ExamRecord => ({
  id,
  studentId: 1,
  exam: { id, name: shortName, shortName, organizer: '평가원', examDate },
  scores: {
    korean: score(2),
    math: score(3),
    english: score(1),
    history: score(2),
    inquiry1: { ...score(3), elective: inquiry[0] },
    inquiry2: { ...score(2), elective: inquiry[1] },
    foreign: null,
  },
  locked: false,
  lockedAt: null,
  lockedBy: null,
  createdAt: `${examDate}T09:00:00Z`,
  updatedAt: `${examDate}T09:00:00Z`,
});
const trendOf = (records: ExamRecord[]): ExamTrend => ({
  records,
  goals: { korean: 1, math: null, english: null, history: null, inquiry1: null, inquiry2: null, foreign: null },
});

/** The chart's box as wide as `width` (what its ResizeObserver reports). */
function measuredAt(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the grade trend chart', () => {
  it('says in its table, as the exam’s record does, that she did not sit a subject', () => {
    const skipped = record(2, '2026-09-03', '9월 모평');
    skipped.scores.math = null;
    render(<TrendChart trend={trendOf([record(1, '2026-06-04', '6월 모평'), skipped])} />);
    fireEvent.click(screen.getByRole('button', { name: '수학' }));
    const rows = screen.getAllByRole('row');
    expect(rows.find((r) => r.textContent?.startsWith('9월 모평'))).toHaveTextContent('응시하지 않음');
    expect(rows.find((r) => r.textContent?.startsWith('6월 모평'))).toHaveTextContent('3등급');
  });

  it('marks where a year begins when its exams span more than one (short names repeat every year)', () => {
    const { container, rerender } = render(
      <TrendChart
        trend={trendOf([record(1, '2025-09-03', '9월 모평'), record(2, '2025-11-13', '수능'), record(3, '2026-09-03', '9월 모평')])}
      />,
    );
    const years = [...container.querySelectorAll('[data-year]')];
    expect(years.map((g) => g.getAttribute('data-year'))).toEqual(['2025', '2026']);
    expect(years.map((g) => g.textContent)).toEqual(['2025년', '2026년']);
    // The line between 수능 and the second 9월 모평, none before the first exam.
    expect(years[0]!.querySelector('line')).toBeNull();
    expect(years[1]!.querySelector('line')).not.toBeNull();
    rerender(<TrendChart trend={trendOf([record(1, '2026-06-04', '6월 모평'), record(2, '2026-09-03', '9월 모평')])} />);
    expect(container.querySelector('[data-year]')).toBeNull();
    // Last November's 수능, then six exams this year: no room for 2025년 before 2026's line (it was cut through).
    rerender(
      <TrendChart
        trend={trendOf([
          record(1, '2025-11-13', '수능'),
          ...[3, 4, 6, 7, 9, 10].map((m, i) => record(i + 2, `2026-${String(m).padStart(2, '0')}-10`, `${m}월 학평`)),
        ])}
      />,
    );
    expect([...container.querySelectorAll('[data-year]')].map((g) => g.textContent)).toEqual(['2026년']);
  });

  it('scrolls at its own size on a screen narrower than it, rather than shrinking its labels', () => {
    measuredAt(225);
    const { container } = render(
      <TrendChart trend={trendOf([record(1, '2026-06-04', '6월 모평'), record(2, '2026-09-03', '9월 모평')])} />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 280 256');
    expect(svg.style.minWidth).toBe('280px');
    expect(container.querySelector('[role="region"]')).not.toBeNull();
  });

  it("fits a screen wide enough as it is, a 360 px phone's card among them", () => {
    measuredAt(296);
    const { container } = render(
      <TrendChart trend={trendOf([record(1, '2026-06-04', '6월 모평'), record(2, '2026-09-03', '9월 모평')])} />,
    );
    expect(container.querySelector('svg')!.style.minWidth).toBe('');
    expect(container.querySelector('[role="region"]')).toBeNull();
  });

  it('draws each inquiry subject by its name, wherever she wrote it, against the goal of the slot she writes it in now', () => {
    const trend = trendOf([
      record(1, '2026-06-04', '6월 모평', ['생명과학Ⅰ', '지구과학Ⅰ']),
      record(2, '2026-07-10', '7월 학평', ['지구과학Ⅰ', '생명과학Ⅰ']),
      record(3, '2026-09-03', '9월 모평', ['생활과 윤리', '지구과학Ⅰ']),
    ]);
    trend.goals.inquiry1 = 2;
    trend.goals.inquiry2 = 3;
    const { container } = render(<TrendChart trend={trend} />);
    const chips = screen.getByRole('group', { name: '과목 선택' });
    expect([...chips.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '국어',
      '수학',
      '영어',
      '한국사',
      '생활과 윤리',
      '생명과학Ⅰ',
      '지구과학Ⅰ',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '생명과학Ⅰ' }));
    // Two exams, as 탐구1 and then as 탐구2; not written in the third: no goal of a slot it is not in.
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(container.querySelector('[data-goal]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '지구과학Ⅰ' }));
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    expect(container.querySelector('[data-goal]')!.getAttribute('data-goal')).toBe('3');
  });
});
