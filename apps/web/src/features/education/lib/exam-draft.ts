import type { ExamEntryInput, ExamRecord, examEntryInput } from '@portal/contract';
import { SAME_INQUIRY_MESSAGE, examSubjects, type ExamSubject } from '@portal/contract/education-labels';
import { INTEGRATED_PAIR_MESSAGE, mixesIntegrated } from '@portal/contract/exam-score-labels';
import { collectErrors, mergeErrors, type FieldErrors } from '@/lib/field-errors';

/** What the four steps hold while she types: text as typed, turned into numbers on the way out. */
export type SubjectDraft = { grade: string; rawScore: string; wrong: string; elective: string };
/** `skipped`: the subjects she did not sit (a 월례고사 of 국어·수학·영어); the second foreign language is taken by choice. */
export type ExamDraft = {
  examId: number | null;
  /** The saved entry's version, as she opened it (`updatedAt`); none for a new entry. */
  updatedAt?: string;
  foreignTaken: boolean;
  skipped?: ExamSubject[];
  scores: Record<ExamSubject, SubjectDraft>;
};

export const STEPS = [
  { n: 1, title: '시험 선택' },
  { n: 2, title: '등급' },
  { n: 3, title: '원점수' },
  { n: 4, title: '틀린 문항' },
] as const;
export type Step = 1 | 2 | 3 | 4;

const blank = (): SubjectDraft => ({ grade: '', rawScore: '', wrong: '', elective: '' });

export function emptyDraft(): ExamDraft {
  return {
    examId: null,
    foreignTaken: false,
    // As the chips make it (a subject tapped off and on again leaves the draft as it was: not a change).
    skipped: [],
    scores: Object.fromEntries(examSubjects.map((s) => [s, blank()])) as ExamDraft['scores'],
  };
}

/** The draft of a saved entry (to change it). */
export function draftFrom(record: ExamRecord): ExamDraft {
  const draft = emptyDraft();
  draft.examId = record.exam.id;
  draft.updatedAt = record.updatedAt;
  for (const s of examSubjects) {
    const score = record.scores[s];
    if (!score) continue;
    draft.scores[s] = {
      grade: score.grade == null ? '' : String(score.grade),
      rawScore: String(score.rawScore),
      wrong: score.wrongQuestions.join(', '),
      elective: score.elective ?? '',
    };
  }
  draft.foreignTaken = record.scores.foreign != null;
  draft.skipped = examSubjects.filter((s) => s !== 'foreign' && record.scores[s] == null);
  return draft;
}

/** The subjects she fills in: those she sat, the second foreign language only when she took it. */
export const subjectsOf = (draft: ExamDraft): ExamSubject[] =>
  examSubjects.filter((s) => (s === 'foreign' ? draft.foreignTaken : !draft.skipped?.includes(s)));

/** The draft with the subjects she sat (the step's chips); what she typed for the others is kept. */
export function withSubjects(draft: ExamDraft, subjects: readonly ExamSubject[]): ExamDraft {
  return {
    ...draft,
    foreignTaken: subjects.includes('foreign'),
    skipped: examSubjects.filter((s) => s !== 'foreign' && !subjects.includes(s)),
  };
}

const NOT_A_NUMBER = '숫자로 입력해 주세요.';

/** `"3, 7 15"` -> [3, 7, 15]; anything but numbers, commas and spaces is refused. */
export function parseWrong(text: string): { ok: true; value: number[] } | { ok: false; message: string } {
  // Full-width digits (a Korean keyboard's 전각 mode) read as the digits they are.
  const tokens = text
    .normalize('NFKC')
    .split(/[\s,，、]+/)
    .filter(Boolean);
  if (tokens.some((t) => !/^\d+$/.test(t))) return { ok: false, message: '문항 번호는 숫자와 쉼표로 입력해 주세요. (예: 3, 7, 15)' };
  return { ok: true, value: tokens.map(Number) };
}

/** A number as typed (full-width digits too): undefined when empty, 'nan' when it is not one. */
export function parseNumber(text: string): number | undefined | 'nan' {
  const t = text.normalize('NFKC').trim();
  if (!t) return undefined;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : 'nan';
}

/** The request body the draft stands for, and what cannot even be read as numbers. */
export function toInput(draft: ExamDraft): { input: ExamEntryInput; local: FieldErrors } {
  const local: FieldErrors = {};
  const scores: Record<string, unknown> = Object.fromEntries(examSubjects.map((s) => [s, null]));
  for (const s of subjectsOf(draft)) {
    const d = draft.scores[s];
    const grade = parseNumber(d.grade);
    const rawScore = parseNumber(d.rawScore);
    const wrong = parseWrong(d.wrong);
    if (grade === 'nan') local[`scores.${s}.grade`] = [NOT_A_NUMBER];
    if (rawScore === 'nan') local[`scores.${s}.rawScore`] = [NOT_A_NUMBER];
    if (!wrong.ok) local[`scores.${s}.wrongQuestions`] = [wrong.message];
    scores[s] = {
      // Empty: not out yet (가채점), entered later.
      grade: grade === 'nan' ? undefined : (grade ?? null),
      rawScore: rawScore === 'nan' ? undefined : rawScore,
      wrongQuestions: wrong.ok ? wrong.value : [],
      ...(s === 'inquiry1' || s === 'inquiry2' || s === 'foreign' ? { elective: d.elective || undefined } : {}),
    };
  }
  // Known before any grade is typed (the schema checks it only once the scores read as numbers).
  const { inquiry1, inquiry2 } = draft.scores;
  const taken = subjectsOf(draft);
  if (taken.includes('inquiry1') && taken.includes('inquiry2') && inquiry1.elective && inquiry1.elective === inquiry2.elective)
    local['scores.inquiry2.elective'] = [SAME_INQUIRY_MESSAGE];
  else if (taken.includes('inquiry1') && taken.includes('inquiry2') && mixesIntegrated(inquiry1.elective, inquiry2.elective))
    local['scores.inquiry2.elective'] = [INTEGRATED_PAIR_MESSAGE];
  return { input: { examId: draft.examId ?? 0, scores } as ExamEntryInput, local };
}

/** Every message the draft earns, checked by the same rules (the contract's schema) the server uses. */
export function validateDraft(draft: ExamDraft, schema: Pick<typeof examEntryInput, 'safeParse'>): FieldErrors {
  const { input, local } = toInput(draft);
  const checked = schema.safeParse(input);
  const errors = checked.success ? {} : collectErrors(checked.error.issues);
  // A field that could not be read as a number keeps only that message.
  for (const k of Object.keys(local)) delete errors[k];
  return mergeErrors(errors, local);
}

/** Which step shows a field. */
export function stepOf(field: string): Step {
  if (field === 'examId') return 1;
  // None sat: said beside the subjects' chips.
  if (field === 'scores') return 2;
  if (/\.(grade|elective)$/.test(field)) return 2;
  if (/\.rawScore$/.test(field)) return 3;
  if (/\.wrongQuestions$/.test(field)) return 4;
  return 1;
}

/** The messages of one step. */
export const errorsOfStep = (errors: FieldErrors, step: Step): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => stepOf(k) === step));

/** The first step that has a message, if any. */
export function firstStepWithErrors(errors: FieldErrors): Step | null {
  const steps = Object.keys(errors).map(stepOf);
  return steps.length ? (Math.min(...steps) as Step) : null;
}
