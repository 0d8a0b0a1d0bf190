import type { MealWeek } from '@portal/contract';
import { addDays, seoulToday, weekStart } from '@portal/contract/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mealWeekQuery } from '@/features/meals/api/queries';
import { TodayMeals } from './student-blocks';

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@/lib/api', () => ({ request: api.request }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, prefetch: () => {} }), usePathname: () => '/' }));

const weekFrom = (monday: string, dish: string): MealWeek => ({
  start: monday,
  end: addDays(monday, 6),
  times: { breakfast: '06:40', lunch: '12:10', dinner: '18:00' },
  days: Array.from({ length: 7 }, (_, i) => ({
    date: addDays(monday, i),
    meals: [{ meal: 'lunch', dishes: [{ name: `${dish} ${i}`, allergens: [] }], kcal: null }],
  })),
});

describe("home's 오늘 식단", () => {
  it('held since before Monday’s midnight (last week’s menu, still fresh in the cache), reads this week again', async () => {
    const monday = weekStart(seoulToday());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    // What the page held on Sunday night: a week without today in it.
    client.setQueryData(mealWeekQuery(undefined).queryKey, weekFrom(addDays(monday, -7), '지난주 메뉴'));
    api.request.mockImplementation(async (url: string) => {
      if (url.includes('/meals/allergies/')) return { allergens: [] };
      return weekFrom(monday, '이번 주 메뉴');
    });
    render(
      <QueryClientProvider client={client}>
        <TodayMeals studentId={undefined} enabled={false} isParent={false} />
      </QueryClientProvider>,
    );
    const index = (new Date(`${seoulToday()}T00:00:00Z`).getUTCDay() + 6) % 7;
    expect(await screen.findByText(`이번 주 메뉴 ${index}`)).toBeTruthy();
    expect(screen.queryByText('오늘은 등록된 식단이 없습니다.')).toBeNull();
    // At the time the centre set, not a time written in the code.
    expect(screen.getByText('12:10')).toBeTruthy();
    expect(api.request).toHaveBeenCalledTimes(1);
  });

  it('says so, with 다시 시도, when this week’s menu cannot be read over last week’s (not 오늘은 식단이 없습니다)', async () => {
    const monday = weekStart(seoulToday());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(mealWeekQuery(undefined).queryKey, weekFrom(addDays(monday, -7), '지난주 메뉴'));
    api.request.mockReset();
    api.request.mockImplementation(async (url: string) => {
      if (url.includes('/meals/allergies/')) return { allergens: [] };
      throw new Error('offline');
    });
    render(
      <QueryClientProvider client={client}>
        <TodayMeals studentId={undefined} enabled={false} isParent={false} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('불러오지 못했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(screen.queryByText('오늘은 등록된 식단이 없습니다.')).toBeNull();
  });
});
