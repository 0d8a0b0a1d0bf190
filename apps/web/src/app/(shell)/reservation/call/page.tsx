import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FacilityPage } from '@/features/reservations/components/facility-page';

export const metadata: Metadata = { title: '전화 예약' };

export default function CallReservationPage() {
  return (
    <Suspense>
      <FacilityPage facility="call" />
    </Suspense>
  );
}
