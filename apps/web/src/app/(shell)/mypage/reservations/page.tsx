import type { Metadata } from 'next';
import { ReservationHistory } from '@/features/reservations/components/reservation-history';

export const metadata: Metadata = { title: '예약 내역' };

export default function ReservationHistoryPage() {
  return <ReservationHistory />;
}
