import type { Metadata } from 'next';
import { labelOf } from '@/lib/routes';
import { serverSession } from '@/lib/server-session';
import { goalsQuery } from '@/features/education/api/queries';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';
import { GoalsForm } from '@/features/education/components/goals-form';

/** The same name as the header's: a parent reads her child's. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: labelOf('mypageGoals', (await serverSession())?.user.category) };
}

export default function Goals() {
  return (
    <Prefetch queries={ownOrChild((id) => [goalsQuery(id)])}>
      <GoalsForm />
    </Prefetch>
  );
}
