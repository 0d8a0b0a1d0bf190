import type { Metadata } from 'next';
import { staffQueueQuery } from '@/features/vacations/api/queries';
import { isStaffCategory } from '@/lib/routes';
import { searchChoice, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';
import { StaffVacations } from '@/features/vacations/components/staff-vacations';
import { isStaffVacationQueue } from '@/features/vacations/staff-queue';

export const metadata: Metadata = { title: '휴가 승인' };

export default async function StaffVacationsPage({ searchParams }: { searchParams: SearchParams }) {
  // The list the address names, as StaffVacations reads it.
  const queue = await searchChoice(searchParams, 'queue', isStaffVacationQueue, 'decision');
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffQueueQuery(queue)] : [])}>
      <StaffVacations />
    </Prefetch>
  );
}
