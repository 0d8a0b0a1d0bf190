import type { Metadata } from 'next';
import { VacationsPage } from '@/features/vacations/components/vacations-page';
import { vacationHistoryQuery } from '@/features/vacations/api/queries';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '휴가 내역' };

export default function MyVacationsPage() {
  // Her history, or a parent's child's (the child the page is drawn for), comes with the page.
  return (
    <Prefetch queries={ownOrChild((id) => [vacationHistoryQuery(id)])}>
      <VacationsPage />
    </Prefetch>
  );
}
