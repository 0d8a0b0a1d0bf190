import { z } from 'zod';
import { counselingCycleValues, type counselingCycleSubjects } from './vocabulary';
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
