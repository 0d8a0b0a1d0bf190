import type { Metadata } from 'next';
import { labelOf } from '@/lib/routes';
import { serverSession } from '@/lib/server-session';
import { MyReservations } from '@/features/reservations/components/my-reservations';
import { upcomingQuery } from '@/features/reservations/api/queries';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

/** The same name as the header's: a parent reads her child's. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: labelOf('reservationMy', (await serverSession())?.user.category) };
}

export default function MyReservationsPage() {
  return (
    <Prefetch queries={ownOrChild((id) => [upcomingQuery(id)])}>
      <MyReservations />
    </Prefetch>
  );
}
