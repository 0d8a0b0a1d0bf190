import type { Metadata } from 'next';
import { StaffReservations } from '@/features/reservations/components/staff-reservations';

export const metadata: Metadata = { title: '시설 예약 관리' };

export default function StaffReservationsPage() {
  return <StaffReservations />;
}
