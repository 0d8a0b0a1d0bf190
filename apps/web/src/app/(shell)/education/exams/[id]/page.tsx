import type { Metadata } from 'next';
import { ExamDetail } from '@/features/education/components/exam-detail';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: '모의고사 성적' };

export default async function Exam({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id);
  return <ExamDetail id={id} />;
}
