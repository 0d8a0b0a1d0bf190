import type { ExamRecord } from '@portal/contract';
import { examSubjectLabel, examSubjects } from '@portal/contract/education-labels';

/** A grade as read: "2등급", or 발표 전 while the grades are not out (가채점). */
export const gradeText = (grade: number | null) => (grade == null ? '발표 전' : `${grade}등급`);

/** Whether some subject of an entry still waits for its grade. */
export const gradePending = (r: ExamRecord) => examSubjects.some((s) => r.scores[s] != null && r.scores[s].grade == null);

/** One line of grades: 국어 2 · 수학 3 · … (탐구 with both; – for a grade not out yet). */
export function gradeLine(r: ExamRecord): string {
  const s = r.scores;
  const g = (grade: number | null) => (grade == null ? '–' : String(grade));
  const parts = [
    `${examSubjectLabel.korean} ${g(s.korean.grade)}`,
    `${examSubjectLabel.math} ${g(s.math.grade)}`,
    `${examSubjectLabel.english} ${g(s.english.grade)}`,
    `${examSubjectLabel.history} ${g(s.history.grade)}`,
    `탐구 ${g(s.inquiry1.grade)}·${g(s.inquiry2.grade)}`,
  ];
  if (s.foreign) parts.push(`${examSubjectLabel.foreign} ${g(s.foreign.grade)}`);
  return parts.join(' · ');
}
