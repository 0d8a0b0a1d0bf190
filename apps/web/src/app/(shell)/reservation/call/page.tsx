import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CallPage } from '@/features/reservations/components/call-page';
import { facilityDayQuery, shownDate } from '@/features/reservations/api/queries';
import { searchParam, type SearchParams } from '@/lib/search-params';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '전화 예약' };

export default async function CallReservationPage({ searchParams }: { searchParams: SearchParams }) {
  const date = shownDate(await searchParam(searchParams, 'date'));
  return (
    <Prefetch queries={ownOrChild((id) => [facilityDayQuery('call', date, id)])}>
      <Suspense>
        <CallPage />
      </Suspense>
    </Prefetch>
  );
}
