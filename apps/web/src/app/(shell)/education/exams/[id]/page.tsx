import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ExamDetail } from '@/features/education/components/exam-detail';

export const metadata: Metadata = { title: '모의고사 성적' };

export default async function Exam({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <ExamDetail id={id} />;
}
