import type { ExamRecord } from '@portal/contract';
import { examSubjectLabel, examSubjects } from '@portal/contract/education-labels';

/** A grade as read: "2등급", or 발표 전 while the grades are not out (가채점). */
export const gradeText = (grade: number | null) => (grade == null ? '발표 전' : `${grade}등급`);

/** Whether some subject of an entry still waits for its grade. */
export const gradePending = (r: ExamRecord) => examSubjects.some((s) => r.scores[s] != null && r.scores[s].grade == null);

/** One line of grades of the subjects she sat: 국어 2 · 수학 3 · … (탐구 together; – for a grade not out yet). */
export function gradeLine(r: ExamRecord): string {
  const s = r.scores;
  const g = (grade: number | null) => (grade == null ? '–' : String(grade));
  const one = (k: 'korean' | 'math' | 'english' | 'history' | 'foreign') => {
    const score = s[k];
    return score ? [`${examSubjectLabel[k]} ${g(score.grade)}`] : [];
  };
  // The subjects she sat only (a 월례고사 of 국어·수학·영어 reads so).
  const inquiries = [s.inquiry1, s.inquiry2].flatMap((x) => (x ? [g(x.grade)] : []));
  return [
    ...one('korean'),
    ...one('math'),
    ...one('english'),
    ...one('history'),
    ...(inquiries.length ? [`탐구 ${inquiries.join('·')}`] : []),
    ...one('foreign'),
  ].join(' · ');
}
