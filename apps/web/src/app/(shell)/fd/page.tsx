import type { Metadata } from 'next';
import { allergiesQuery, mealWeekQuery, myMealFeedbackQuery } from '@/features/meals/api/queries';
import { MealWeek } from '@/features/meals/components/meal-week';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '식단' };

export default function MealPage() {
  return (
    <Prefetch
      queries={ownOrChild(
        (id) => [mealWeekQuery(undefined), ...(id === undefined ? [myMealFeedbackQuery(undefined)] : []), allergiesQuery(id)],
        [mealWeekQuery(undefined)],
      )}
    >
      <MealWeek />
    </Prefetch>
  );
}
