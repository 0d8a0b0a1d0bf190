/**
 * The learning-management vocabulary without any schema: subjects, their Korean names and answer
 * sheets, elective lists, plan states and counselling categories. Zod-free on purpose, so screens that
 * only show records do not ship the validation library (`@portal/contract/education-labels`).
 */

/** The subjects of a mock exam, in the order of the answer sheet. */
export const examSubjects = ['korean', 'math', 'english', 'history', 'inquiry1', 'inquiry2', 'foreign'] as const;
export type ExamSubject = (typeof examSubjects)[number];

export const examSubjectLabel: Record<ExamSubject, string> = {
  korean: '국어',
  math: '수학',
  english: '영어',
  history: '한국사',
  inquiry1: '탐구1',
  inquiry2: '탐구2',
  foreign: '제2외국어',
};

/**
 * The CSAT answer sheet of each subject: highest raw score and number of questions. Both stay inside
 * the general limits (0-100 points, questions 1-45); a subject with fewer refuses more.
 */
export const examSubjectShape: Record<ExamSubject, { maxScore: number; questions: number }> = {
  korean: { maxScore: 100, questions: 45 },
  math: { maxScore: 100, questions: 30 },
  english: { maxScore: 100, questions: 45 },
  history: { maxScore: 50, questions: 20 },
  inquiry1: { maxScore: 50, questions: 20 },
  inquiry2: { maxScore: 50, questions: 20 },
  foreign: { maxScore: 50, questions: 30 },
};

/** The social and science inquiry subjects a student picks two of. */
export const inquiryElectives = [
  '생활과 윤리',
  '윤리와 사상',
  '한국지리',
  '세계지리',
  '동아시아사',
  '세계사',
  '경제',
  '정치와 법',
  '사회·문화',
  '물리학Ⅰ',
  '화학Ⅰ',
  '생명과학Ⅰ',
  '지구과학Ⅰ',
  '물리학Ⅱ',
  '화학Ⅱ',
  '생명과학Ⅱ',
  '지구과학Ⅱ',
  // The 2028학년도 수능 on (the 2022 curriculum): both taken by everyone, 25 questions, half points.
  '통합사회',
  '통합과학',
] as const;
export type InquiryElective = (typeof inquiryElectives)[number];

export const foreignElectives = [
  '독일어Ⅰ',
  '프랑스어Ⅰ',
  '스페인어Ⅰ',
  '중국어Ⅰ',
  '일본어Ⅰ',
  '러시아어Ⅰ',
  '아랍어Ⅰ',
  '베트남어Ⅰ',
  '한문Ⅰ',
] as const;
export type ForeignElective = (typeof foreignElectives)[number];

/** Said when both inquiry subjects are the same (also checked by the form before the grades are in). */
export const SAME_INQUIRY_MESSAGE = '탐구2는 탐구1과 다른 과목을 선택해 주세요.';

export const examOrganizers = ['평가원', '교육청', '사설', '자체'] as const;

export const planSubjects = ['korean', 'math', 'english', 'history', 'inquiry', 'foreign'] as const;
export type PlanSubject = (typeof planSubjects)[number];
export const planSubjectLabel: Record<PlanSubject, string> = {
  korean: '국어',
  math: '수학',
  english: '영어',
  history: '한국사',
  inquiry: '탐구',
  foreign: '제2외국어',
};

export const planStates = ['active', 'completed', 'stopped'] as const;
export type PlanState = (typeof planStates)[number];
export const planStateLabel: Record<PlanState, string> = { active: '진행 중', completed: '완강', stopped: '중단' };

export const counselingCategories = ['study', 'admission', 'life', 'wellbeing'] as const;
export type CounselingCategory = (typeof counselingCategories)[number];
export const counselingCategoryLabel: Record<CounselingCategory, string> = {
  study: '학습',
  admission: '진학',
  life: '생활',
  wellbeing: '정서',
};
