import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FacilityPage } from '@/features/reservations/components/facility-page';
import { facilityDayQuery, shownDate } from '@/features/reservations/api/queries';
import { searchParam, type SearchParams } from '@/lib/search-params';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '심야 자습 예약' };

export default async function StudyReservationPage({ searchParams }: { searchParams: SearchParams }) {
  const date = shownDate(await searchParam(searchParams, 'date'));
  return (
    <Prefetch queries={ownOrChild((id) => [facilityDayQuery('study', date, id)])}>
      <Suspense>
        <FacilityPage facility="study" />
      </Suspense>
    </Prefetch>
  );
}
