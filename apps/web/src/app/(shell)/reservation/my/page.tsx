import type { Metadata } from 'next';
import { MyReservations } from '@/features/reservations/components/my-reservations';
import { upcomingQuery } from '@/features/reservations/api/queries';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '내 예약' };

export default function MyReservationsPage() {
  return (
    <Prefetch queries={(s) => (s.user.category === 'student' ? [upcomingQuery(undefined)] : [])}>
      <MyReservations />
    </Prefetch>
  );
}
