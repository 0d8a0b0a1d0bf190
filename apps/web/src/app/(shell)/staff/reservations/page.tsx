import type { Metadata } from 'next';
import { seoulToday } from '@portal/contract/dates';
import { staffDayQuery } from '@/features/reservations/api/staff-queries';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';
import { StaffReservations } from '@/features/reservations/components/staff-reservations';

export const metadata: Metadata = { title: '시설 예약 관리' };

export default function StaffReservationsPage() {
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffDayQuery('computer', seoulToday())] : [])}>
      <StaffReservations />
    </Prefetch>
  );
}
