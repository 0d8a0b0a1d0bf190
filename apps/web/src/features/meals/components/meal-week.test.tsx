import type { MealWeek as Week } from '@portal/contract';
import { addDays, weekStart } from '@portal/contract/dates';
import { act, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Monday 2026-11-23, 11:20 in Seoul: lunch is served from 11:30.
const TODAY = '2026-11-23';
const monday = weekStart(TODAY);
const week: Week = {
  start: monday,
  end: addDays(monday, 6),
  times: { breakfast: '07:00', lunch: '11:30', dinner: '17:30' },
  days: Array.from({ length: 7 }, (_, i) => ({
    date: addDays(monday, i),
    meals: [{ meal: 'lunch' as const, dishes: [{ name: '제육볶음', allergens: [5, 6, 10] }], kcal: 820 }],
  })),
};

vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 1, category: 'student' } }, status: 'authenticated' }) }));
vi.mock('@/lib/active-student', () => ({
  useActiveStudent: () => ({ isParent: false, studentId: undefined, ready: true, activeStudent: undefined }),
}));
vi.mock('../api/queries', () => ({
  useMealWeek: () => ({ data: week, isError: false }),
  useMyMealFeedback: () => ({ data: { results: [] } }),
  useAllergies: () => ({ data: { allergens: [1] } }),
}));
vi.mock('./meal-rating', () => ({ MealRating: ({ meal }: { meal: string }) => <form aria-label={`${meal} 평가`} /> }));
vi.mock('@/components/ui/app-link', () => ({ AppLink: (p: AnchorHTMLAttributes<HTMLAnchorElement>) => <a {...p} /> }));

const { MealWeek } = await import('./meal-week');

afterEach(() => {
  vi.useRealTimers();
});

describe('the week of meals', () => {
  it('offers lunch’s rating once it is served, the page left open, with nothing else touched', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T02:20:00Z'));
    render(<MealWeek />);
    expect(screen.getByText('중식은 11:30부터 평가할 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'lunch 평가' })).toBeNull();
    // 11:29: not yet.
    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
    expect(screen.queryByRole('form', { name: 'lunch 평가' })).toBeNull();
    // Past 11:30, within the minute.
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(screen.getByRole('form', { name: 'lunch 평가' })).toBeInTheDocument();
    expect(screen.queryByText('중식은 11:30부터 평가할 수 있어요.')).toBeNull();
  });
});
