import { z } from 'zod';
import { counselingCycleSubjects, counselingCycleValues } from './vocabulary';
export { counselingCycleValues, counselingCycleSubjects } from './vocabulary';

export const counselingCycleValue = z.enum(counselingCycleValues, { error: '상담 주기를 선택해 주세요.' });
export type CounselingCycleValue = z.infer<typeof counselingCycleValue>;

export type CounselingCycleSubject = (typeof counselingCycleSubjects)[number];

export const counselingCycles = z.object({
  korean: counselingCycleValue,
  math: counselingCycleValue,
  english: counselingCycleValue,
});
export type CounselingCycles = z.infer<typeof counselingCycles>;

/** One subject's next counselling, as the student's cycle and her last counselling in it put it. */
export const nextCounseling = z.object({
  subject: z.enum(counselingCycleSubjects),
  cycle: counselingCycleValue,
  /** The day of her last counselling in this subject, or null before the first. */
  lastOn: z.string().nullable(),
  /** The day the next one falls due (the last one plus the cycle); null before the first, or for 필요할 때. */
  dueOn: z.string().nullable(),
});
export type NextCounseling = z.infer<typeof nextCounseling>;

/** Her next counselling per subject, the soonest due first (see `counselingDueOn`). */
export const counselingOutlook = z.object({ subjects: z.array(nextCounseling) });
export type CounselingOutlook = z.infer<typeof counselingOutlook>;
