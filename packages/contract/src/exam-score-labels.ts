import { examSubjectShape, type ExamSubject } from './education-labels';

/**
 * How a subject is scored beyond its answer sheet: the half points of the 2028학년도 inquiry, and the
 * grade bands of the subjects graded absolutely. Apart from education-labels.ts, which every screen of
 * records loads: only the exam form and the schema read these (`@portal/contract/exam-score-labels`).
 */

const INTEGRATED: readonly string[] = ['통합사회', '통합과학'];
const isInquiry = (subject: ExamSubject) => subject === 'inquiry1' || subject === 'inquiry2';

/** Whether a subject, with the elective picked, scores in half points (통합사회, 통합과학: 1.5, 2, 2.5 points a question). */
export const halfPoints = (subject: ExamSubject, elective?: string): boolean => isInquiry(subject) && INTEGRATED.includes(elective ?? '');

/** How many questions a subject has, with the elective picked (통합사회 and 통합과학 have 25). */
export const questionsOf = (subject: ExamSubject, elective?: string): number =>
  halfPoints(subject, elective) ? 25 : examSubjectShape[subject].questions;

/**
 * The fewest points a question of the subject is worth on the CSAT answer sheet: 2 (국어, 수학, 영어,
 * 한국사, the old inquiry), 1.5 (통합사회, 통합과학: 1.5, 2 and 2.5), 1 (제2외국어/한문: 1 and 2). Her raw
 * score is at most the highest less this much for each question she got wrong.
 */
export const leastPoints = (subject: ExamSubject, elective?: string): number =>
  subject === 'foreign' ? 1 : halfPoints(subject, elective) ? 1.5 : 2;

/** Said when 통합사회 or 통합과학 is taken beside an inquiry subject of the old curriculum. */
export const INTEGRATED_PAIR_MESSAGE = '통합사회와 통합과학은 함께 치르는 과목입니다. 다른 탐구 과목과 함께 고를 수 없습니다.';

/** Whether the two inquiry subjects mix 통합사회/통합과학 with a subject of the old curriculum (no exam has both). */
export const mixesIntegrated = (first: string, second: string): boolean =>
  Boolean(first && second) && INTEGRATED.includes(first) !== INTEGRATED.includes(second);

/**
 * The grade a raw score gives in a subject graded by fixed bands (절대평가), or null for one graded on
 * the curve: 영어 in 10-point bands (90 and up 1등급, under 20 9등급), 한국사 in 5-point bands from 40
 * (1등급) down, 제2외국어/한문 in 5-point bands from 45 (1등급) down.
 */
export function absoluteGrade(subject: ExamSubject, rawScore: number): number | null {
  if (subject === 'english') return Math.min(9, Math.max(1, 10 - Math.floor(rawScore / 10)));
  if (subject === 'history') return Math.max(1, 9 - Math.floor(rawScore / 5));
  if (subject === 'foreign') return Math.min(9, Math.max(1, 10 - Math.floor(rawScore / 5)));
  return null;
}
