import {
  ANY_TEACHER_LABEL,
  inquiryAnswerMethodLabels,
  inquiryCategoryLabels,
  inquiryKindLabels,
  inquiryStatusLabels,
  inquirySubjectLabels,
  type InquiryStatus,
} from '@portal/contract/inquiries-labels';
import type { Inquiry } from '@portal/contract';
import type { StatusTone } from '@/components/ui/status-badge/status-badge';

export { inquiryAnswerMethodLabels, inquiryCategoryLabels, inquiryKindLabels, inquiryStatusLabels, inquirySubjectLabels };
export { fileSizeLabel } from '@/lib/file-size';

export const statusTone: Record<InquiryStatus, StatusTone> = { open: 'info', answered: 'success', closed: 'neutral' };

/** "수학 · 정우진 선생님", "수학 · 선생님 누구나", "시설": what an inquiry is about, in one line. */
export function topicLabel(q: Pick<Inquiry, 'kind' | 'subject' | 'category' | 'teacher'>): string {
  if (q.kind === 'life') return `${inquiryKindLabels.life} · ${q.category ? inquiryCategoryLabels[q.category] : ''}`;
  const teacher = q.teacher ? `${q.teacher.name} 선생님` : ANY_TEACHER_LABEL;
  return `${q.subject ? inquirySubjectLabels[q.subject] : inquiryKindLabels.academic} · ${teacher}`;
}

const categoryLabel: Record<string, string> = { student: '학생', parent: '학부모' };
/** "김하린 학생", "박지현 학부모": who asked. */
export const askerLabel = (asker: Inquiry['asker']) => `${asker.name} ${categoryLabel[asker.category] ?? ''}`.trim();

/** The staff inbox's chips. */
export const staffFilters: { value: InquiryStatus; label: string; empty: string }[] = [
  { value: 'open', label: '처리 중', empty: '답변을 기다리는 문의가 없습니다.' },
  { value: 'answered', label: '답변완료', empty: '답변한 문의가 없습니다.' },
  { value: 'closed', label: '종료', empty: '종료한 문의가 없습니다.' },
];

export const answerDraftKey = (id: number) => `inquiry-answer:${id}`;
