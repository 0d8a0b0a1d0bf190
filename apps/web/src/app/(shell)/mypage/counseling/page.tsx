import type { Metadata } from 'next';
import { counselingCyclesQuery } from '@/features/counseling-cycles/api/queries';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';
import { CounselingCycleForm } from '@/features/counseling-cycles/components/counseling-cycle-form';

export const metadata: Metadata = { title: '상담 주기 설정' };

export default function CounselingCyclePage() {
  return (
    <Prefetch queries={ownOrChild((id) => [counselingCyclesQuery(id)])}>
      <CounselingCycleForm />
    </Prefetch>
  );
}
