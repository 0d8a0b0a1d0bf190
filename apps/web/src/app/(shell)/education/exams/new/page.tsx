import type { Metadata } from 'next';
import { ExamForm } from '@/features/education/components/exam-form';

export const metadata: Metadata = { title: '성적 입력' };

export default function NewExam() {
  return <ExamForm />;
}
