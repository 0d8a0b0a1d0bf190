import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CounselingDetail } from '@/features/education/components/counseling-detail';

export const metadata: Metadata = { title: '상담 기록' };

export default async function Counseling({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <CounselingDetail id={id} />;
}
