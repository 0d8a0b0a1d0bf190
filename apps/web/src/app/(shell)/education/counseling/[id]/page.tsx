import type { Metadata } from 'next';
import { CounselingDetail } from '@/features/education/components/counseling-detail';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: '상담 기록' };

export default async function Counseling({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id);
  return <CounselingDetail id={id} />;
}
