/** Counselling cycles' choices, without any schema (`@portal/contract/counseling-cycles-labels`). */

/** 매주 / 격주 / 매월 / 필요할 때. */
export const counselingCycleValues = ['weekly', 'biweekly', 'monthly', 'as_needed'] as const;

/** The subjects a counselling cycle is chosen for: 국어, 수학, 영어. */
export const counselingCycleSubjects = ['korean', 'math', 'english'] as const;
