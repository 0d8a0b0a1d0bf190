import type { Metadata } from 'next';
import { VacationsPage } from '@/features/vacations/components/vacations-page';
import { vacationHistoryQuery } from '@/features/vacations/api/queries';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '휴가 내역' };

export default function MyVacationsPage() {
  // A student's own history comes with the page; a parent's depends on the child picked on this device.
  return (
    <Prefetch queries={(s) => (s.user.category === 'student' ? [vacationHistoryQuery(undefined)] : [])}>
      <VacationsPage />
    </Prefetch>
  );
}
