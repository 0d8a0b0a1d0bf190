import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FacilityPage } from '@/features/reservations/components/facility-page';

export const metadata: Metadata = { title: '심야 자습 예약' };

export default function StudyReservationPage() {
  return (
    <Suspense>
      <FacilityPage facility="study" />
    </Suspense>
  );
}
