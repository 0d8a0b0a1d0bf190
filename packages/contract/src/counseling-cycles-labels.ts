/** Counselling cycles' choices, without any schema (`@portal/contract/counseling-cycles-labels`). */
import { addDays, daysInMonth } from './dates';

/** 매주 / 격주 / 매월 / 필요할 때. */
export const counselingCycleValues = ['weekly', 'biweekly', 'monthly', 'as_needed'] as const;

/** The subjects a counselling cycle is chosen for: 국어, 수학, 영어. */
export const counselingCycleSubjects = ['korean', 'math', 'english'] as const;

export const counselingCycleLabels: Record<(typeof counselingCycleValues)[number], string> = {
  weekly: '매주',
  biweekly: '격주',
  monthly: '매월',
  as_needed: '필요할 때',
};

export const counselingSubjectLabels: Record<(typeof counselingCycleSubjects)[number], string> = {
  korean: '국어',
  math: '수학',
  english: '영어',
};

/**
 * When the next counselling of a subject falls due: a week (매주) or two (격주) after the last one, or
 * the same day of the next month (매월; its last day when that month is shorter). Null for 필요할 때, and
 * before a first counselling (nothing to count from).
 */
export function counselingDueOn(lastOn: string | null, cycle: (typeof counselingCycleValues)[number]): string | null {
  if (!lastOn || cycle === 'as_needed') return null;
  if (cycle === 'weekly') return addDays(lastOn, 7);
  if (cycle === 'biweekly') return addDays(lastOn, 14);
  // To the end of her month, then into the next as far as its length allows.
  const [y, m, d] = lastOn.split('-').map(Number) as [number, number, number];
  const next = m === 12 ? daysInMonth(y + 1, 1) : daysInMonth(y, m + 1);
  return addDays(lastOn, daysInMonth(y, m) - d + Math.min(d, next));
}

/** Whether that day has come by `today` (both `YYYY-MM-DD`, Seoul): her counselling is due. */
export const isCounselingDue = (dueOn: string | null, today: string): dueOn is string => dueOn !== null && dueOn <= today;
