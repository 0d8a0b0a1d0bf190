import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FacilityPage } from '@/features/reservations/components/facility-page';

export const metadata: Metadata = { title: '운동 예약' };

export default function EymReservationPage() {
  return (
    <Suspense>
      <FacilityPage facility="eym" />
    </Suspense>
  );
}
