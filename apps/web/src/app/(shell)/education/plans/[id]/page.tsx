import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PlanDetail } from '@/features/education/components/plan-detail';

export const metadata: Metadata = { title: '학습 계획' };

export default async function Plan({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <PlanDetail id={id} />;
}
