import type { CounselingCycleSubject, CounselingCycleValue } from '@portal/contract';

export const subjectLabel: Record<CounselingCycleSubject, string> = { korean: '국어', math: '수학', english: '영어' };

export const cycleLabel: Record<CounselingCycleValue, string> = {
  weekly: '매주',
  biweekly: '격주',
  monthly: '매월',
  as_needed: '필요할 때',
};
