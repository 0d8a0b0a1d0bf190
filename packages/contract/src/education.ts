import { z } from 'zod';
import { dbId, dbText, editVersion, pageQuery, studentQuery, userCategory, isoDate } from './common';
import { PEOPLE_LIMITS } from './people-labels';
import {
  counselingCategories,
  examOrganizers,
  examSubjectLabel,
  examSubjects,
  examSubjectShape,
  foreignElectives,
  inquiryElectives,
  planStates,
  planSubjects,
  SAME_INQUIRY_MESSAGE,
  type ExamSubject,
} from './education-labels';
import { halfPoints, INTEGRATED_PAIR_MESSAGE, leastPoints, mixesIntegrated, questionsOf } from './exam-score-labels';

// ─── Subjects ────────────────────────────────────────────────────────────────────────────────────

export const examSubject = z.enum(examSubjects);

/** The subject names with their topic particle, for messages ("수학은 30번까지 있습니다"). */
const subjectTopic: Record<ExamSubject, string> = {
  korean: '국어는',
  math: '수학은',
  english: '영어는',
  history: '한국사는',
  inquiry1: '탐구1은',
  inquiry2: '탐구2는',
  foreign: '제2외국어는',
};

/** A grade level, 1 (best) to 9. */
export const gradeLevel = z
  .number({ error: '등급을 입력해 주세요.' })
  .int({ error: '등급은 1부터 9까지의 정수로 입력해 주세요.' })
  .min(1, { error: '등급은 1부터 9까지 입력해 주세요.' })
  .max(9, { error: '등급은 1부터 9까지 입력해 주세요.' });

// Whole points, or halves where the subject has them: checked with the subject (checkSubject).
const rawScore = z
  .number({ error: '원점수를 입력해 주세요.' })
  .min(0, { error: '원점수는 0점부터 100점까지 입력해 주세요.' })
  .max(100, { error: '원점수는 0점부터 100점까지 입력해 주세요.' });

const questionNumber = z
  .number({ error: '문항 번호는 숫자로 입력해 주세요.' })
  .int({ error: '문항 번호는 정수로 입력해 주세요.' })
  .min(1, { error: '문항 번호는 1번부터 45번까지입니다.' })
  .max(45, { error: '문항 번호는 1번부터 45번까지입니다.' });

const scoreFields = {
  /**
   * Null until the grades are out: she enters her raw scores the evening of the exam (가채점) and her
   * grades when the report card comes, two weeks later.
   */
  grade: gradeLevel.nullable().default(null),
  rawScore,
  wrongQuestions: z
    .array(questionNumber, { error: '틀린 문항을 쉼표로 구분해 입력해 주세요.' })
    .max(45, { error: '틀린 문항은 45개까지 입력할 수 있습니다.' })
    .default([]),
};

/**
 * Checks what depends on the subject: its highest score, its number of questions, no number twice.
 * On the subject's own score, so it speaks as soon as that score reads, whatever else of the form is
 * still empty (a refinement of the whole entry would wait for every other step first).
 */
function checkSubject(
  subject: ExamSubject,
  score: { rawScore: number; wrongQuestions: number[]; elective?: string },
  ctx: z.RefinementCtx,
) {
  const shape = examSubjectShape[subject];
  const label = examSubjectLabel[subject];
  const questions = questionsOf(subject, score.elective);
  const halves = halfPoints(subject, score.elective);
  if (score.rawScore > shape.maxScore)
    ctx.addIssue({ code: 'custom', path: ['rawScore'], message: `${label} 원점수는 0점부터 ${shape.maxScore}점까지입니다.` });
  else if (!Number.isInteger(halves ? score.rawScore * 2 : score.rawScore))
    ctx.addIssue({
      code: 'custom',
      path: ['rawScore'],
      message: halves ? '원점수는 0.5점 단위로 입력해 주세요.' : '원점수는 정수로 입력해 주세요.',
    });
  score.wrongQuestions.forEach((q, i) => {
    if (q > questions && q <= 45)
      ctx.addIssue({ code: 'custom', path: ['wrongQuestions', i], message: `${subjectTopic[subject]} ${questions}번까지 있습니다.` });
  });
  if (new Set(score.wrongQuestions).size !== score.wrongQuestions.length)
    ctx.addIssue({ code: 'custom', path: ['wrongQuestions'], message: '같은 문항 번호가 두 번 있습니다.' });
  if (score.rawScore === shape.maxScore && score.wrongQuestions.length)
    ctx.addIssue({ code: 'custom', path: ['wrongQuestions'], message: '만점이면 틀린 문항이 없어야 합니다.' });
  // Each wrong question costs at least its subject's fewest points: 98점 with 30 wrong cannot be.
  else if (score.rawScore > shape.maxScore - score.wrongQuestions.length * leastPoints(subject, score.elective))
    ctx.addIssue({
      code: 'custom',
      path: ['wrongQuestions'],
      message: `틀린 문항이 ${score.wrongQuestions.length}개면 원점수는 ${shape.maxScore - score.wrongQuestions.length * leastPoints(subject, score.elective)}점을 넘을 수 없습니다. 원점수와 틀린 문항을 다시 확인해 주세요.`,
    });
}

const plainScore = z.object(scoreFields);
const inquiryScore = z.object({
  ...scoreFields,
  elective: z.enum(inquiryElectives, { error: '탐구 과목을 선택해 주세요.' }),
});
const foreignScore = z.object({
  ...scoreFields,
  elective: z.enum(foreignElectives, { error: '제2외국어 과목을 선택해 주세요.' }),
});
const scoreOf = <S extends z.ZodType<{ rawScore: number; wrongQuestions: number[] }>>(subject: ExamSubject, schema: S) =>
  schema.superRefine((score, ctx) => checkSubject(subject, score, ctx));

/**
 * Each subject null when she did not sit it: a centre's 월례고사 of 국어·수학·영어 only, a private exam
 * without 한국사, one 탐구, no second foreign language (the usual case). At least one subject.
 */
const scoresObject = z
  .object({
    korean: scoreOf('korean', plainScore).nullable().default(null),
    math: scoreOf('math', plainScore).nullable().default(null),
    english: scoreOf('english', plainScore).nullable().default(null),
    history: scoreOf('history', plainScore).nullable().default(null),
    inquiry1: scoreOf('inquiry1', inquiryScore).nullable().default(null),
    inquiry2: scoreOf('inquiry2', inquiryScore).nullable().default(null),
    foreign: scoreOf('foreign', foreignScore).nullable().default(null),
  })
  .refine((scores) => Object.values(scores).some((score) => score != null), { error: '응시한 과목을 하나 이상 선택해 주세요.' });

function refineScores(v: { scores: z.infer<typeof scoresObject> }, ctx: z.RefinementCtx) {
  const { inquiry1, inquiry2 } = v.scores;
  if (!inquiry1 || !inquiry2) return;
  if (inquiry1.elective === inquiry2.elective)
    ctx.addIssue({ code: 'custom', path: ['scores', 'inquiry2', 'elective'], message: SAME_INQUIRY_MESSAGE });
  else if (mixesIntegrated(inquiry1.elective, inquiry2.elective))
    ctx.addIssue({ code: 'custom', path: ['scores', 'inquiry2', 'elective'], message: INTEGRATED_PAIR_MESSAGE });
}

/** A new mock-exam entry: the exam of the centre's calendar and her four steps of results. */
export const examEntryInput = z
  .object({
    examId: dbId('시험을 선택해 주세요.'),
    scores: scoresObject,
  })
  .superRefine(refineScores);
export type ExamEntryInput = z.input<typeof examEntryInput>;

/**
 * Changing an entry keeps its exam. `updatedAt`: the entry as she opened it; a save over a newer one
 * (her other phone, her laptop) is refused (EDIT_CONFLICT) instead of undoing it.
 */
export const examUpdateInput = z.object({ scores: scoresObject, updatedAt: editVersion }).superRefine(refineScores);
export type ExamUpdateInput = z.input<typeof examUpdateInput>;

/**
 * Staff confirm an entry as they saw it (`updatedAt`): changed by her since, the lock is refused
 * (EDIT_CONFLICT) instead of confirming scores no one checked.
 */
export const examLockQuery = studentQuery.extend({ updatedAt: editVersion });

export type ExamScores = z.output<typeof scoresObject>;
export type ExamScore = z.output<typeof plainScore> & { elective?: string };

// ─── Exams ───────────────────────────────────────────────────────────────────────────────────────

export const examOrganizer = z.enum(examOrganizers);

/** One exam of the centre's calendar. */
export const examSession = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Short label for chart axes, e.g. "9월 모평". */
  shortName: z.string(),
  organizer: examOrganizer,
  examDate: z.string(),
});
export type ExamSession = z.infer<typeof examSession>;

/** The calendar as one student sees it: whether it has been held and whether she entered it. */
export const examCalendarItem = examSession.extend({
  held: z.boolean(),
  recordId: z.number().int().nullable(),
});
export type ExamCalendarItem = z.infer<typeof examCalendarItem>;

export const personRef = z.object({ id: z.number().int(), name: z.string(), category: userCategory });
export type PersonRef = z.infer<typeof personRef>;

const scoreOut = z.object({
  /** Null until the grades are out (가채점). */
  grade: z.number().int().nullable(),
  // Halves in 통합사회 and 통합과학 (the input's checkSubject); the answer must carry what was saved.
  rawScore: z.number(),
  wrongQuestions: z.array(z.number().int()),
  elective: z.string().optional(),
});
const scoresOut = z.object({
  korean: scoreOut.nullable(),
  math: scoreOut.nullable(),
  english: scoreOut.nullable(),
  history: scoreOut.nullable(),
  inquiry1: scoreOut.nullable(),
  inquiry2: scoreOut.nullable(),
  foreign: scoreOut.nullable(),
});

/** A student's results of one exam. */
export const examRecord = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  exam: examSession,
  scores: scoresOut,
  locked: z.boolean(),
  lockedAt: z.string().nullable(),
  lockedBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExamRecord = z.infer<typeof examRecord>;

/** What the trend chart draws: her exams oldest first, and her goal grade per subject. */
export const examTrend = z.object({
  records: z.array(examRecord),
  goals: z.record(examSubject, gradeLevel.nullable()),
});
export type ExamTrend = z.infer<typeof examTrend>;

// ─── Goals ───────────────────────────────────────────────────────────────────────────────────────

const shortText = (missing: string, max: number, tooLong: string) =>
  dbText(missing).trim().min(1, { error: missing }).max(max, { error: tooLong });

export const goalUniversity = z.object({
  university: shortText('대학 이름을 입력해 주세요.', 40, '대학 이름은 40자까지 입력할 수 있습니다.'),
  department: shortText('학과를 입력해 주세요.', 40, '학과 이름은 40자까지 입력할 수 있습니다.'),
});

export const goalGrades = z.object(
  Object.fromEntries(examSubjects.map((s) => [s, gradeLevel.nullable().default(null)])) as {
    [K in ExamSubject]: z.ZodDefault<z.ZodNullable<typeof gradeLevel>>;
  },
);

/** Her target universities (up to three, in order of preference) and a target grade per subject. */
export const goalsInput = z.object({
  universities: z
    .array(goalUniversity)
    .max(3, { error: '목표 대학은 세 곳까지 정할 수 있습니다.' })
    .refine((list) => new Set(list.map((u) => `${u.university}\u0000${u.department}`)).size === list.length, {
      error: '같은 대학과 학과가 두 번 있습니다.',
    }),
  grades: goalGrades,
});
export type GoalsInput = z.input<typeof goalsInput>;

export const goals = z.object({
  universities: z.array(z.object({ university: z.string(), department: z.string() })),
  grades: z.record(examSubject, z.number().int().nullable()),
  updatedAt: z.string().nullable(),
});
export type Goals = z.infer<typeof goals>;

// ─── Curriculum ──────────────────────────────────────────────────────────────────────────────────

export const planSubject = z.enum(planSubjects, { error: '과목을 선택해 주세요.' });
export const planState = z.enum(planStates);

/** A calendar day, YYYY-MM-DD. */

/** A study plan a teacher sets for a student. */
export const planInput = z
  .object({
    subject: planSubject,
    area: shortText('영역을 입력해 주세요.', 30, '영역은 30자까지 입력할 수 있습니다.'),
    title: shortText('제목을 입력해 주세요.', 60, '제목은 60자까지 입력할 수 있습니다.'),
    description: dbText().trim().max(500, { error: '내용은 500자까지 입력할 수 있습니다.' }).default(''),
    startDate: isoDate,
    endDate: isoDate,
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: '종료일은 시작일과 같거나 그 뒤여야 합니다.' });
  });
export type PlanInput = z.input<typeof planInput>;

export const plan = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  subject: planSubject,
  area: z.string(),
  title: z.string(),
  description: z.string(),
  author: personRef,
  startDate: z.string(),
  endDate: z.string(),
  state: planState,
  stateChangedAt: z.string().nullable(),
  memoCount: z.number().int(),
  createdAt: z.string(),
});
export type Plan = z.infer<typeof plan>;

export const planListQuery = studentQuery.extend(pageQuery.shape).extend({ state: planState.optional() });

export const memoInput = z.object({
  body: shortText('메모를 입력해 주세요.', 500, '메모는 500자까지 입력할 수 있습니다.'),
});
export type MemoInput = z.input<typeof memoInput>;

export const planMemo = z.object({
  id: z.number().int(),
  author: personRef,
  body: z.string(),
  createdAt: z.string(),
});
export type PlanMemo = z.infer<typeof planMemo>;

// ─── Counselling ─────────────────────────────────────────────────────────────────────────────────

export const counselingCategory = z.enum(counselingCategories, { error: '상담 분류를 선택해 주세요.' });

/** A counselling record a teacher writes; `subject` null means not about one subject. */
export const counselingInput = z.object({
  category: counselingCategory,
  subject: planSubject.nullable().default(null),
  title: shortText('제목을 입력해 주세요.', 80, '제목은 80자까지 입력할 수 있습니다.'),
  content: shortText('상담 내용을 입력해 주세요.', 4000, '상담 내용은 4000자까지 입력할 수 있습니다.'),
  counseledOn: isoDate,
});
export type CounselingInput = z.input<typeof counselingInput>;

export const counselingSummary = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  category: counselingCategory,
  subject: planSubject.nullable(),
  title: z.string(),
  teacher: personRef,
  counseledOn: z.string(),
  /** Whether the student has opened it (a parent's or a teacher's opening does not count). */
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CounselingSummary = z.infer<typeof counselingSummary>;

export const counselingRecord = counselingSummary.extend({ content: z.string() });
export type CounselingRecord = z.infer<typeof counselingRecord>;

// ─── Staff ───────────────────────────────────────────────────────────────────────────────────────

export const staffStudentQuery = pageQuery.extend({
  q: dbText()
    .trim()
    .max(PEOPLE_LIMITS.search, { error: `검색어는 ${PEOPLE_LIMITS.search}자까지 입력할 수 있습니다.` })
    .optional(),
});

/** A student in the staff's picker, with what waits for them. */
export const staffStudent = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
  unlockedExams: z.number().int(),
  activePlans: z.number().int(),
  unreadCounseling: z.number().int(),
  /** Subjects of her counselling cycles whose next counselling falls today or before (counseling-cycles). */
  counselingDue: z.number().int(),
});
export type StaffStudent = z.infer<typeof staffStudent>;

/** `?studentId=` plus a page. */
export const studentPageQuery = studentQuery.extend(pageQuery.shape);

// ─── The calendar as the admin edits it ─────────────────────────────────────────────────────────

/** 을/를 and 은/는 as the label is read (a Hangul syllable with a final consonant takes 을/은). */
const hasFinal = (w: string) => {
  const c = w.charCodeAt(w.length - 1);
  return c >= 0xac00 && c <= 0xd7a3 && (c - 0xac00) % 28 !== 0;
};
const eul = (w: string) => w + (hasFinal(w) ? '을' : '를');
const eun = (w: string) => w + (hasFinal(w) ? '은' : '는');

const examText = (label: string, max: number) =>
  dbText(`${eul(label)} 입력해 주세요.`)
    .trim()
    // One space between words: two exams differing only in spacing read as one to students (an audit).
    .overwrite((s) => s.replace(/\s+/g, ' '))
    .min(1, { error: `${eul(label)} 입력해 주세요.` })
    .max(max, { error: `${eun(label)} ${max}자까지 입력해 주세요.` });

export const examSessionInput = z.object({
  name: examText('시험 이름', 60),
  shortName: examText('짧은 이름', 12),
  organizer: z.enum(examOrganizers, { error: '주관을 다시 선택해 주세요.' }),
  examDate: isoDate,
});
export type ExamSessionInput = z.input<typeof examSessionInput>;

/** An exam of the calendar as the admin sees it: how many students entered it (those keep it from deletion). */
export const staffExamSession = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  organizer: z.enum(examOrganizers),
  examDate: z.string(),
  records: z.number().int(),
});
export type StaffExamSession = z.infer<typeof staffExamSession>;
