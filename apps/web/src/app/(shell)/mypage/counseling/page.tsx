import type { Metadata } from 'next';
import { labelOf } from '@/lib/routes';
import { serverSession } from '@/lib/server-session';
import { counselingCyclesQuery } from '@/features/counseling-cycles/api/queries';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';
import { CounselingCycleForm } from '@/features/counseling-cycles/components/counseling-cycle-form';

/** The same name as the header's: a parent reads her child's. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: labelOf('mypageCounseling', (await serverSession())?.user.category) };
}

export default function CounselingCyclePage() {
  return (
    <Prefetch queries={ownOrChild((id) => [counselingCyclesQuery(id)])}>
      <CounselingCycleForm />
    </Prefetch>
  );
}
