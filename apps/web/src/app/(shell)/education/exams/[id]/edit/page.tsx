import type { Metadata } from 'next';
import { ExamForm } from '@/features/education/components/exam-form';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: '성적 수정' };

export default async function EditExam({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id);
  return <ExamForm id={id} />;
}
