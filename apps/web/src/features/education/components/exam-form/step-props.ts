import type { ExamSubject } from '@portal/contract/education-labels';
import type { FormApi } from '@/components/ui/form/use-form';
import type { ExamDraft, SubjectDraft } from '../../lib/exam-draft';

/** What every step of the exam form gets: the draft and the form hook that holds it. */
export type StepProps = { draft: ExamDraft; form: FormApi<ExamDraft> };

export type ScoreField = 'grade' | 'rawScore' | 'wrongQuestions' | 'elective';

/** The error key of one subject's field, as the contract's schema names it. */
export const scoreKey = (s: ExamSubject, f: ScoreField) => `scores.${s}.${f}`;

/** Changes one subject's scores and takes the message of the field she changed away. */
export const setScore = (form: FormApi<ExamDraft>, s: ExamSubject, patch: Partial<SubjectDraft>, f: ScoreField) =>
  form.set((d) => ({ ...d, scores: { ...d.scores, [s]: { ...d.scores[s], ...patch } } }), [scoreKey(s, f)]);
