import type { Metadata } from 'next';
import { allergiesQuery, mealWeekQuery, myMealFeedbackQuery } from '@/features/meals/api/queries';
import { MealWeek } from '@/features/meals/components/meal-week';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '식단' };

export default function MealPage() {
  return (
    <Prefetch
      queries={(s) =>
        s.user.category === 'student'
          ? [mealWeekQuery(undefined), myMealFeedbackQuery(undefined), allergiesQuery(undefined)]
          : [mealWeekQuery(undefined)]
      }
    >
      <MealWeek />
    </Prefetch>
  );
}
