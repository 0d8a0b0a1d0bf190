import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ExamForm } from '@/features/education/components/exam-form';

export const metadata: Metadata = { title: '성적 수정' };

export default async function EditExam({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <ExamForm id={id} />;
}
