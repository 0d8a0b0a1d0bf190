import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FacilityPage } from '@/features/reservations/components/facility-page';

export const metadata: Metadata = { title: '컴퓨터실 예약' };

export default function ComputerReservationPage() {
  return (
    <Suspense>
      <FacilityPage facility="computer" />
    </Suspense>
  );
}
