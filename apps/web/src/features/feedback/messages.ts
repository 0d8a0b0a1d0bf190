import { feedbackKindLabels, feedbackKinds, feedbackStatusLabels, type FeedbackStatus } from '@portal/contract/feedback-labels';
import type { StatusTone } from '@/components/ui/status-badge/status-badge';
import type { FeedbackFilter } from './api/queries';

export { feedbackKindLabels, feedbackKinds, feedbackStatusLabels };

export const statusTone: Record<FeedbackStatus, StatusTone> = { open: 'info', answered: 'success', closed: 'neutral' };

/** The staff list's chips. */
export const staffFilters: { value: FeedbackFilter; label: string; empty: string }[] = [
  { value: 'open', label: '접수', empty: '답변을 기다리는 의견이 없습니다.' },
  { value: 'answered', label: '답변완료', empty: '답변한 의견이 없습니다.' },
  { value: 'closed', label: '종료', empty: '종료한 의견이 없습니다.' },
  { value: 'all', label: '전체', empty: '받은 의견이 없습니다.' },
];

export const answerDraftKey = (id: number) => `feedback-answer:${id}`;

const categoryLabel: Record<string, string> = { student: '학생', parent: '학부모', teacher: '선생님', admin: '관리자' };
export const senderLabel = (name: string, category: string) => `${name} ${categoryLabel[category] ?? ''}`.trim();

export { fileSizeLabel } from '@/lib/file-size';
