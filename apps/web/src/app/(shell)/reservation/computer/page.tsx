import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FacilityPage } from '@/features/reservations/components/facility-page';
import { facilityDayQuery, shownDate } from '@/features/reservations/api/queries';
import { searchParam, type SearchParams } from '@/lib/search-params';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '컴퓨터실 예약' };

export default async function ComputerReservationPage({ searchParams }: { searchParams: SearchParams }) {
  const date = shownDate(await searchParam(searchParams, 'date'));
  return (
    <Prefetch queries={ownOrChild((id) => [facilityDayQuery('computer', date, id)])}>
      <Suspense>
        <FacilityPage facility="computer" />
      </Suspense>
    </Prefetch>
  );
}
