import type { Metadata } from 'next';
import { mealWeekQuery } from '@/features/meals/api/queries';
import { StaffMeals } from '@/features/meals/components/staff-meals';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '식단 관리' };

export default function StaffMealsPage() {
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [mealWeekQuery(undefined)] : [])}>
      <StaffMeals />
    </Prefetch>
  );
}
