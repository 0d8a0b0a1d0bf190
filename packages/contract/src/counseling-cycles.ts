import { z } from 'zod';

/** 매주 / 격주 / 매월 / 필요할 때. */
export const counselingCycleValues = ['weekly', 'biweekly', 'monthly', 'as_needed'] as const;
export const counselingCycleValue = z.enum(counselingCycleValues, { error: '상담 주기를 선택해 주세요.' });
export type CounselingCycleValue = z.infer<typeof counselingCycleValue>;

/** The subjects a counselling cycle is chosen for: 국어, 수학, 영어. */
export const counselingCycleSubjects = ['korean', 'math', 'english'] as const;
export type CounselingCycleSubject = (typeof counselingCycleSubjects)[number];

export const counselingCycles = z.object({
  korean: counselingCycleValue,
  math: counselingCycleValue,
  english: counselingCycleValue,
});
export type CounselingCycles = z.infer<typeof counselingCycles>;
