import type { Metadata } from 'next';
import { historyQuery } from '@/features/reservations/api/queries';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';
import { ReservationHistory } from '@/features/reservations/components/reservation-history';

export const metadata: Metadata = { title: '예약 내역' };

export default function ReservationHistoryPage() {
  return (
    <Prefetch queries={ownOrChild((id) => [historyQuery(id)])}>
      <ReservationHistory />
    </Prefetch>
  );
}
