import type { Metadata } from 'next';
import { MyReservations } from '@/features/reservations/components/my-reservations';

export const metadata: Metadata = { title: '내 예약' };

export default function MyReservationsPage() {
  return <MyReservations />;
}
