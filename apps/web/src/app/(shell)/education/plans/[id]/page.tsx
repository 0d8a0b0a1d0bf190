import type { Metadata } from 'next';
import { PlanDetail } from '@/features/education/components/plan-detail';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: '학습 계획' };

export default async function Plan({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id);
  return <PlanDetail id={id} />;
}
