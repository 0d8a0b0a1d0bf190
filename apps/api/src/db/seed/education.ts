import { examSubjects, examSubjectShape, type ExamScores, type ExamSubject } from '@portal/contract';
import { linkForStudent } from '@portal/contract/alarms-labels';
import { eq, inArray } from 'drizzle-orm';
import { addDays, atSeoulMinutes, daysBetween, daysInMonth, seoulDate, weekdayOf } from '@portal/contract/dates';
import type { Db } from '../client';
import {
  alarms,
  counselingRecords,
  examRecords,
  examSessions,
  guardianships,
  studentGoals,
  studyPlanMemos,
  studyPlans,
  users,
} from '../schema';
import { counselingAlarmTitle } from '../../modules/education/service';
import type { DemoPeople } from './demo';

// ─── Dates (Asia/Seoul) ──────────────────────────────────────────────────────────────────────────

/** A moment on a Seoul calendar day, at hh:mm Seoul time (minutes past 59 run on). */
const at = (iso: string, hh: number, mm = 0) => atSeoulMinutes(iso, hh * 60 + mm);

/** The n-th (1-based) given weekday (0 = Sunday) of a month, or the last one when n is 0. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const offset = (weekday - weekdayOf(first) + 7) % 7;
  let day = offset + (Math.max(n, 1) - 1) * 7;
  if (n === 0) {
    const last = daysInMonth(year, month) - 1;
    while (day + 7 <= last) day += 7;
  }
  return addDays(first, day);
}

type SessionSeed = typeof examSessions.$inferInsert;

/**
 * The Korean mock-exam year around `today`: 교육청 학력평가 (3, 4, 5, 7, 10월), 평가원 모의평가
 * (6, 9월) and the CSAT (third Thursday of November), a private exam mid-month from March to October,
 * a final in early November, and the centre's own monthly exam in the months without an official one.
 * 학년도 is the year of the entrance the CSAT serves (the CSAT of November 2026 is 2027학년도).
 * A year ahead, so the next CSAT is always on it (home's D-day), even the day after this year's.
 */
export function buildExamCalendar(today: string, monthsBack = 9, monthsAhead = 12): SessionSeed[] {
  const [y0, m0] = today.split('-').map(Number) as [number, number];
  const out: SessionSeed[] = [];
  for (let k = -monthsBack; k <= monthsAhead; k++) {
    const index = y0 * 12 + (m0 - 1) + k;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const hak = month === 12 ? year + 2 : year + 1;
    const THU = 4;
    const SAT = 6;
    const official: Record<number, [string, string, SessionSeed['organizer'], string]> = {
      3: [`${hak}학년도 3월 전국연합학력평가`, '3월 학평', '교육청', nthWeekday(year, 3, THU, 4)],
      4: [`${hak}학년도 4월 전국연합학력평가`, '4월 학평', '교육청', nthWeekday(year, 4, THU, 2)],
      5: [`${hak}학년도 5월 전국연합학력평가`, '5월 학평', '교육청', nthWeekday(year, 5, THU, 2)],
      6: [`${hak}학년도 6월 모의평가`, '6월 모평', '평가원', nthWeekday(year, 6, THU, 1)],
      7: [`${hak}학년도 7월 전국연합학력평가`, '7월 학평', '교육청', nthWeekday(year, 7, THU, 2)],
      9: [`${hak}학년도 9월 모의평가`, '9월 모평', '평가원', nthWeekday(year, 9, THU, 1)],
      10: [`${hak}학년도 10월 전국연합학력평가`, '10월 학평', '교육청', nthWeekday(year, 10, THU, 3)],
      11: [`${hak}학년도 대학수학능력시험`, '수능', '평가원', nthWeekday(year, 11, THU, 3)],
    };
    const o = official[month];
    if (o) out.push({ name: o[0], shortName: o[1], organizer: o[2], examDate: o[3] });
    else
      out.push({
        name: `${hak}학년도 ${month}월 청람 월례고사`,
        shortName: `${month}월 월례`,
        organizer: '자체',
        examDate: nthWeekday(year, month, SAT, 0),
      });
    if (month >= 3 && month <= 10) {
      const premium = month % 2 === 1;
      out.push({
        name: `${hak}학년도 ${month}월 ${premium ? '더프리미엄' : '이투스'} 모의고사`,
        shortName: `${month}월 ${premium ? '더프' : '이투스'}`,
        organizer: '사설',
        examDate: nthWeekday(year, month, SAT, 3),
      });
    }
    if (month === 11)
      out.push({
        name: `${hak}학년도 파이널 실전 모의고사`,
        shortName: '파이널',
        organizer: '사설',
        examDate: nthWeekday(year, 11, SAT, 1),
      });
  }
  return out.sort((a, b) => a.examDate.localeCompare(b.examDate));
}

// ─── Believable scores ───────────────────────────────────────────────────────────────────────────

/** A small deterministic generator, so the demo looks the same on every fresh start. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Points of each question of a CSAT answer sheet (they add up to the subject's highest score). */
function pointsOf(subject: ExamSubject, q: number): number {
  switch (subject) {
    case 'korean':
      return [6, 11, 15, 17, 21, 26, 30, 34, 39, 43].includes(q) ? 3 : 2;
    case 'english':
      return [19, 21, 29, 31, 32, 33, 34, 37, 39, 42].includes(q) ? 3 : 2;
    case 'math':
      if (q <= 2 || q === 23) return 2;
      if ((q >= 9 && q <= 15) || (q >= 20 && q <= 22) || q >= 28) return 4;
      return 3;
    case 'history':
      return q % 2 === 0 ? 3 : 2;
    case 'foreign':
      return q <= 10 ? 1 : 2;
    default:
      return q % 2 === 1 || q === 20 ? (q === 1 ? 2 : 3) : 2;
  }
}

/** Grade cut-offs (lowest raw score of grades 1..8); `shift` makes an exam harder (lower cut-offs) or easier. */
function gradeOf(subject: ExamSubject, raw: number, shift: number): number {
  const cuts: Record<ExamSubject, number[]> = {
    korean: [88, 81, 73, 63, 52, 40, 29, 18].map((c) => c + shift * 2),
    math: [85, 77, 68, 58, 47, 36, 26, 16].map((c) => c + shift * 2),
    english: [90, 80, 70, 60, 50, 40, 30, 20],
    history: [40, 35, 30, 25, 20, 15, 10, 5],
    inquiry1: [46, 42, 38, 32, 26, 20, 15, 10].map((c) => c + shift),
    inquiry2: [46, 42, 38, 32, 26, 20, 15, 10].map((c) => c + shift),
    foreign: [45, 40, 34, 28, 22, 16, 11, 6].map((c) => c + shift),
  };
  const i = cuts[subject].findIndex((c) => raw >= c);
  return i === -1 ? 9 : i + 1;
}

/** Wrong questions that lose about `lost` points, later (harder) questions more often; the raw score follows from them. */
function scoreFor(subject: ExamSubject, targetRaw: number, shift: number, rnd: () => number) {
  const { maxScore, questions } = examSubjectShape[subject];
  const lost = Math.max(0, maxScore - Math.round(targetRaw));
  const wrong = new Set<number>();
  let sum = 0;
  while (sum < lost - 1 && wrong.size < questions - 2) {
    // Weighted towards the end of the paper, where the hard questions sit.
    const q = Math.min(questions, 1 + Math.floor(questions * Math.pow(rnd(), 0.55)));
    if (wrong.has(q)) continue;
    wrong.add(q);
    sum += pointsOf(subject, q);
  }
  const rawScore = Math.max(0, maxScore - sum);
  return { grade: gradeOf(subject, rawScore, shift), rawScore, wrongQuestions: [...wrong].sort((a, b) => a - b) };
}

type Profile = {
  username: 'student1' | 'student2' | 'student3' | 'student4' | 'student5' | 'student6';
  /** Typical raw score per subject (탐구·한국사·제2외국어 out of 50). */
  level: Partial<Record<ExamSubject, number>>;
  inquiry: [string, string];
  foreign?: string;
  /** Points gained per exam (she is getting better, or not). */
  trend: number;
  /** Leaves the latest held exams not yet entered. */
  skipLatest: number;
};

const profiles: Profile[] = [
  {
    username: 'student1',
    level: { korean: 86, math: 74, english: 90, history: 42, inquiry1: 43, inquiry2: 40 },
    inquiry: ['생활과 윤리', '사회·문화'],
    trend: 1.2,
    skipLatest: 1,
  },
  {
    username: 'student2',
    level: { korean: 78, math: 82, english: 84, history: 38, inquiry1: 41, inquiry2: 44 },
    inquiry: ['생명과학Ⅰ', '지구과학Ⅰ'],
    trend: 0.8,
    skipLatest: 0,
  },
  {
    username: 'student3',
    level: { korean: 71, math: 58, english: 80, history: 37, inquiry1: 38, inquiry2: 36, foreign: 39 },
    inquiry: ['한국지리', '사회·문화'],
    foreign: '일본어Ⅰ',
    trend: 1.6,
    skipLatest: 0,
  },
  {
    username: 'student4',
    level: { korean: 75, math: 88, english: 77, history: 35, inquiry1: 42, inquiry2: 40 },
    inquiry: ['화학Ⅰ', '생명과학Ⅰ'],
    trend: 0.5,
    skipLatest: 0,
  },
  {
    username: 'student5',
    level: { korean: 91, math: 68, english: 94, history: 46, inquiry1: 45, inquiry2: 43, foreign: 44 },
    inquiry: ['윤리와 사상', '생활과 윤리'],
    foreign: '중국어Ⅰ',
    trend: 0.4,
    skipLatest: 1,
  },
  {
    username: 'student6',
    level: { korean: 63, math: 72, english: 69, history: 33, inquiry1: 37, inquiry2: 34 },
    inquiry: ['지구과학Ⅰ', '물리학Ⅰ'],
    trend: 2,
    skipLatest: 2,
  },
];

function examScores(p: Profile, n: number, shift: number, rnd: () => number): ExamScores {
  const one = (s: ExamSubject) => {
    const base = p.level[s] ?? 0;
    const max = examSubjectShape[s].maxScore;
    const noise = (rnd() - 0.5) * (max === 100 ? 12 : 6);
    const target = Math.min(max, base + p.trend * n * (max === 100 ? 1 : 0.5) + noise - shift * (max === 100 ? 2 : 1));
    return scoreFor(s, target, shift, rnd);
  };
  return {
    korean: one('korean'),
    math: one('math'),
    english: one('english'),
    history: one('history'),
    inquiry1: { ...one('inquiry1'), elective: p.inquiry[0] as never },
    inquiry2: { ...one('inquiry2'), elective: p.inquiry[1] as never },
    foreign: p.foreign ? { ...one('foreign'), elective: p.foreign as never } : null,
  };
}

// ─── Plans, memos, counselling ───────────────────────────────────────────────────────────────────

type Author = 'teacher1' | 'teacher2' | 'admin';
type PlanSeed = {
  subject: (typeof studyPlans.$inferInsert)['subject'];
  area: string;
  title: string;
  description: string;
  author: Author;
  /** Start, days before today; and length in days. */
  startAgo: number;
  days: number;
  state: 'active' | 'completed' | 'stopped';
  memos: [Author | 'student', string][];
};

const planSets: Record<Profile['username'], PlanSeed[]> = {
  student1: [
    {
      subject: 'math',
      area: '미적분',
      title: '미적분 킬러 문항 하루 2문제',
      description:
        '28~30번 수준 문항을 매일 2문제씩 풀고, 막힌 곳은 풀이 과정을 오답 노트에 옮겨 적습니다. 토요일에 한 주치 오답을 같이 봅니다.',
      author: 'teacher1',
      startAgo: 34,
      days: 42,
      state: 'active',
      memos: [
        [
          'teacher1',
          '이번 주 오답 노트 확인했어요. 치환적분에서 범위 바꾸는 걸 두 번 놓쳤네요. 식 옆에 범위를 먼저 적는 습관을 들여 봅시다.',
        ],
        ['student', '네, 범위부터 쓰고 시작하니까 실수가 줄었어요. 29번 유형은 아직 20분 넘게 걸려요.'],
        ['teacher1', '20분이면 충분히 잘하고 있는 거예요. 다음 주부터는 15분 타이머 켜고 풀어 봐요.'],
      ],
    },
    {
      subject: 'korean',
      area: '독서',
      title: '비문학 하루 3지문 시간 재고 풀기',
      description: '지문당 7분 안에 읽고 풀기. 틀린 지문은 문단별 핵심 문장을 한 줄씩 요약해 옵니다.',
      author: 'teacher2',
      startAgo: 48,
      days: 35,
      state: 'completed',
      memos: [
        ['student', '과학기술 지문이 제일 오래 걸려요. 평균 9분 정도 나와요.'],
        ['teacher2', '과학기술 지문은 첫 문단에서 개념 정의를 표시하고 들어가면 시간이 줄어요. 다음 주 수업 때 같이 해 봐요.'],
        ['teacher2', '5주 동안 빠짐없이 했네요. 평균 6분 40초까지 줄었어요. 수고 많았어요!'],
      ],
    },
    {
      subject: 'english',
      area: '독해',
      title: '빈칸 추론 주 20문항',
      description: '31~34번 빈칸 문항을 주 20문항씩 풉니다. 틀린 문항은 근거 문장에 밑줄을 긋고 해석을 다시 씁니다.',
      author: 'admin',
      startAgo: 21,
      days: 28,
      state: 'active',
      memos: [['student', '이번 주 20문항 중 17개 맞았어요.']],
    },
    {
      subject: 'inquiry',
      area: '생활과 윤리',
      title: '사상가별 핵심 주장 정리',
      description: '서양 윤리 사상가 12명의 핵심 주장을 표로 정리하고, 기출 선지로 확인합니다.',
      author: 'admin',
      startAgo: 40,
      days: 21,
      state: 'stopped',
      memos: [
        ['student', '사회·문화 표 문제가 급해서 잠시 멈추려고 해요.'],
        ['admin', '좋아요. 사문 표 해석이 안정되면 다시 시작합시다.'],
      ],
    },
    {
      subject: 'history',
      area: '근현대사',
      title: '근현대사 연표 한 장 정리',
      description: '개항부터 현대까지 사건 순서를 한 장 연표로 만듭니다.',
      author: 'teacher2',
      startAgo: 12,
      days: 14,
      state: 'active',
      memos: [],
    },
  ],
  student2: [
    {
      subject: 'math',
      area: '수학Ⅱ',
      title: '수학Ⅱ 극한·미분 개념 다시 보기',
      description: '수능특강 수학Ⅱ 1~4단원 개념 정리와 대표 유형 문제를 2주 안에 다시 봅니다.',
      author: 'teacher1',
      startAgo: 45,
      days: 14,
      state: 'completed',
      memos: [
        ['teacher1', '개념 노트 잘 정리했어요. 미분가능성 판단 부분은 한 번 더 보면 좋겠어요.'],
        ['student', '네! 좌미분계수, 우미분계수 비교하는 문제 더 풀어 볼게요.'],
      ],
    },
    {
      subject: 'math',
      area: '확률과 통계',
      title: '경우의 수 유형별 20문제',
      description: '중복조합, 같은 것이 있는 순열, 함수의 개수 유형을 하루 한 유형씩 풉니다.',
      author: 'teacher1',
      startAgo: 20,
      days: 21,
      state: 'active',
      memos: [
        ['student', '함수의 개수 문제에서 조건 해석을 자꾸 틀려요.'],
        ['teacher1', '조건을 표로 먼저 옮겨 보세요. 수요일 질문 시간에 두 문제 같이 풀어 봐요.'],
      ],
    },
    {
      subject: 'korean',
      area: '문학',
      title: '고전시가 필수 작품 40선',
      description: '하루 두 작품씩 현대어 풀이와 화자의 정서를 정리합니다.',
      author: 'teacher2',
      startAgo: 30,
      days: 20,
      state: 'active',
      memos: [['teacher2', '정서 정리가 깔끔해요. 표현법도 한 줄씩 더해 주세요.']],
    },
    {
      subject: 'inquiry',
      area: '생명과학Ⅰ',
      title: '유전 킬러 유형 집중',
      description: '가계도와 염색체 비분리 유형을 매일 3문제씩 풉니다.',
      author: 'admin',
      startAgo: 26,
      days: 30,
      state: 'active',
      memos: [['student', '비분리 문제는 이제 절반 정도 맞혀요.']],
    },
  ],
  student3: [
    {
      subject: 'math',
      area: '수학Ⅰ',
      title: '지수·로그 기본 문항 정확도 올리기',
      description: '3점짜리 문항을 틀리지 않는 것이 목표입니다. 하루 15문제, 검산까지.',
      author: 'teacher1',
      startAgo: 38,
      days: 28,
      state: 'completed',
      memos: [
        ['teacher1', '3점 문항 정답률이 70%에서 90%까지 올랐어요. 잘했어요.'],
        ['student', '감사합니다. 검산하는 습관이 생겼어요.'],
      ],
    },
    {
      subject: 'math',
      area: '수학Ⅱ',
      title: '적분 개념과 넓이 문제',
      description: '정적분의 뜻부터 넓이 활용까지 매일 10문제.',
      author: 'teacher1',
      startAgo: 9,
      days: 21,
      state: 'active',
      memos: [],
    },
    {
      subject: 'korean',
      area: '언어와 매체',
      title: '문법 개념 총정리',
      description: '음운 변동, 문장 성분, 높임 표현을 한 주에 한 단원씩.',
      author: 'teacher2',
      startAgo: 28,
      days: 28,
      state: 'active',
      memos: [
        ['student', '음운 변동은 표로 정리하니 훨씬 쉬워요.'],
        ['teacher2', '좋아요. 이번 주는 문장 성분, 부사어와 관형어 구분을 집중해서 봐요.'],
      ],
    },
    {
      subject: 'foreign',
      area: '일본어Ⅰ',
      title: '일본어 기본 어휘 600',
      description: '하루 30단어씩 외우고 주말에 누적 시험.',
      author: 'admin',
      startAgo: 50,
      days: 20,
      state: 'stopped',
      memos: [['admin', '수학 시간 확보를 위해 잠시 멈춥니다. 다음 달에 다시 시작해요.']],
    },
  ],
  student4: [
    {
      subject: 'math',
      area: '미적분',
      title: '미적분 실전 모의고사 주 2회',
      description: '실전처럼 100분 시간 재고 풀기. 풀이 후 오답 정리.',
      author: 'teacher1',
      startAgo: 25,
      days: 35,
      state: 'active',
      memos: [
        ['student', '이번 주 두 번 모두 92점 나왔어요!'],
        ['teacher1', '훌륭해요. 30번은 버리지 말고 끝까지 붙잡아 봐요.'],
      ],
    },
    {
      subject: 'korean',
      area: '독서',
      title: '비문학 구조도 그리기',
      description: '하루 2지문, 문단 사이의 관계를 구조도로 그립니다.',
      author: 'teacher2',
      startAgo: 33,
      days: 28,
      state: 'active',
      memos: [['teacher2', '구조도가 점점 간결해지고 있어요. 화살표에 관계어를 적어 주세요.']],
    },
    {
      subject: 'english',
      area: '어휘',
      title: '수능 필수 어휘 1800',
      description: '하루 60단어, 주말 누적 테스트.',
      author: 'admin',
      startAgo: 55,
      days: 30,
      state: 'completed',
      memos: [['admin', '누적 테스트 평균 94점. 완강 축하해요.']],
    },
    {
      subject: 'inquiry',
      area: '화학Ⅰ',
      title: '화학 양적 관계 계산 연습',
      description: '양적 관계와 중화 반응 계산 문제를 매일 5문제.',
      author: 'admin',
      startAgo: 14,
      days: 21,
      state: 'active',
      memos: [],
    },
  ],
  student5: [
    {
      subject: 'math',
      area: '수학Ⅰ',
      title: '수열 귀납적 정의 유형 정복',
      description: '빈출 유형 6가지를 하루 한 유형씩 풉니다.',
      author: 'teacher1',
      startAgo: 22,
      days: 28,
      state: 'active',
      memos: [
        ['student', '규칙 찾기가 제일 어려워요.'],
        ['teacher1', 'n=1부터 5까지 직접 써 보는 것부터 시작해요. 그게 가장 빠른 길이에요.'],
      ],
    },
    {
      subject: 'korean',
      area: '문학',
      title: '현대시 표현상의 특징 정리',
      description: '기출 현대시 30편의 표현상 특징을 정리합니다.',
      author: 'teacher2',
      startAgo: 40,
      days: 25,
      state: 'completed',
      memos: [['teacher2', '정리 노트 그대로 수능 전날 보면 좋겠어요.']],
    },
    {
      subject: 'foreign',
      area: '중국어Ⅰ',
      title: '중국어 문법 기출 풀이',
      description: '최근 5개년 기출 문법 문항을 풉니다.',
      author: 'admin',
      startAgo: 18,
      days: 30,
      state: 'active',
      memos: [],
    },
  ],
  student6: [
    {
      subject: 'math',
      area: '수학Ⅰ',
      title: '삼각함수 그래프 기본기',
      description: '그래프 그리기와 주기, 최대·최소 문제를 매일 10문제.',
      author: 'teacher1',
      startAgo: 30,
      days: 28,
      state: 'active',
      memos: [
        ['teacher1', '그래프를 손으로 그려 보는 게 제일 중요해요. 계산기처럼 외우지 말고요.'],
        ['student', '네, 노트에 그래프부터 그리고 풀고 있어요.'],
      ],
    },
    {
      subject: 'korean',
      area: '독서',
      title: '비문학 하루 2지문',
      description: '지문당 8분 안에 풀기.',
      author: 'teacher2',
      startAgo: 36,
      days: 30,
      state: 'active',
      memos: [['student', '인문 지문은 8분 안에 풀리는데 경제 지문은 12분 걸려요.']],
    },
    {
      subject: 'english',
      area: '듣기',
      title: '듣기 만점 루틴',
      description: '매일 아침 듣기 모의고사 1회.',
      author: 'admin',
      startAgo: 52,
      days: 21,
      state: 'completed',
      memos: [],
    },
    {
      subject: 'inquiry',
      area: '지구과학Ⅰ',
      title: '천체 단원 개념 정리',
      description: '별의 물리량과 외계 행성 탐사 단원을 정리합니다.',
      author: 'admin',
      startAgo: 16,
      days: 24,
      state: 'stopped',
      memos: [['student', '물리학 실험 단원이 더 급해서 잠시 멈출게요.']],
    },
  ],
};

type CounselingSeed = {
  author: Author;
  category: (typeof counselingRecords.$inferInsert)['category'];
  subject: (typeof counselingRecords.$inferInsert)['subject'];
  title: string;
  content: (exam: string) => string;
  daysAgo: number;
  read: boolean;
};

const counselingSets: Record<Profile['username'], CounselingSeed[]> = {
  student1: [
    {
      author: 'admin',
      category: 'admission',
      subject: null,
      title: '목표 대학 지원 전략 상담',
      content: () =>
        '연세대 경영을 1순위로 두고, 성균관대 글로벌경영과 한양대 정책학과를 함께 보기로 했습니다.\n\n현재 국어·영어는 안정적이고, 수학이 2등급에 안착하면 세 곳 모두 충분히 가능성이 있습니다. 탐구는 사회·문화 표 해석 문항을 보완해야 합니다.\n\n다음 상담에서 최근 성적으로 지원 가능권을 다시 점검합니다.',
      daysAgo: 52,
      read: true,
    },
    {
      author: 'teacher2',
      category: 'study',
      subject: 'korean',
      title: '독서 지문 시간 관리',
      content: () =>
        '과학기술 지문에서 시간이 많이 쓰이는 것이 가장 큰 과제입니다. 첫 문단에서 개념 정의에 표시하고, 문단마다 한 줄 요약을 하는 연습을 하기로 했습니다.\n\n문학은 지금처럼 유지하면 됩니다.',
      daysAgo: 38,
      read: true,
    },
    {
      author: 'teacher2',
      category: 'life',
      subject: null,
      title: '수면 시간과 생활 리듬 점검',
      content: () =>
        '최근 새벽 1시 이후 취침이 잦아 오전 자습 집중도가 떨어졌습니다. 심야 자습은 주 2회로 줄이고 12시 전 취침을 지키기로 약속했습니다.',
      daysAgo: 24,
      read: true,
    },
    {
      author: 'teacher1',
      category: 'wellbeing',
      subject: null,
      title: '시험 불안 상담',
      content: () =>
        '시험 직전 긴장으로 수학 초반 문항에서 실수가 나온다고 했습니다. 시험지를 받으면 1~3번은 천천히 두 번 확인하는 루틴을 만들고, 호흡을 세 번 고르는 연습을 하기로 했습니다.\n\n불안감이 계속되면 언제든 다시 이야기하자고 했습니다.',
      daysAgo: 11,
      read: true,
    },
    {
      author: 'teacher1',
      category: 'study',
      subject: 'math',
      title: '최근 모의고사 수학 오답 분석',
      content: (exam) =>
        `${exam} 수학 오답을 함께 봤습니다.\n\n틀린 문항 대부분이 미적분 후반부와 22번이었고, 계산 실수는 한 문항뿐이었습니다. 풀이 방향은 잡았지만 시간 부족으로 끝까지 가지 못한 경우가 많았습니다.\n\n앞으로 2주 동안 킬러 문항 하루 2문제를 15분 안에 푸는 연습을 하고, 다음 상담에서 시간 기록을 같이 봅니다.`,
      daysAgo: 1,
      read: false,
    },
  ],
  student2: [
    {
      author: 'teacher1',
      category: 'study',
      subject: 'math',
      title: '확률과 통계 선택 과목 점검',
      content: () =>
        '미적분에서 확률과 통계로 바꾼 뒤 첫 달입니다. 경우의 수에서 조건 해석 실수가 잦아 조건을 표로 옮기는 연습을 하기로 했습니다.',
      daysAgo: 44,
      read: true,
    },
    {
      author: 'admin',
      category: 'admission',
      subject: null,
      title: '간호·보건 계열 지원 상담',
      content: () =>
        '고려대 생명공학과를 목표로 두고, 중앙대 간호학과와 경희대 한약학과를 함께 준비합니다.\n\n영어 2등급 유지가 중요하고, 탐구 두 과목 모두 2등급 안쪽이 목표입니다.',
      daysAgo: 30,
      read: true,
    },
    {
      author: 'teacher2',
      category: 'study',
      subject: 'korean',
      title: '문학 선지 판단 연습',
      content: (exam) =>
        `${exam} 국어에서 문학 선지 판단 실수가 두 문항 있었습니다. 선지를 작품 근거와 1:1로 맞춰 보는 연습을 하기로 했습니다.`,
      daysAgo: 9,
      read: true,
    },
    {
      author: 'teacher2',
      category: 'life',
      subject: null,
      title: '언니와의 방 배정 관련 상담',
      content: () =>
        '언니(김하린 학생)와 같은 층 배정을 원했으나, 자습 집중을 위해 지금처럼 다른 층을 유지하기로 했습니다. 주말 식사 시간에 함께 보내는 것으로 이야기가 되었습니다.',
      daysAgo: 3,
      read: false,
    },
  ],
  student3: [
    {
      author: 'teacher1',
      category: 'study',
      subject: 'math',
      title: '수학 기본 문항 정확도',
      content: () => '3점 문항 정답률이 크게 올랐습니다. 이제 4점 문항 중 앞 번호부터 도전합니다.',
      daysAgo: 35,
      read: true,
    },
    {
      author: 'admin',
      category: 'admission',
      subject: null,
      title: '인문계열 지원 가능권 상담',
      content: () =>
        '서울시립대 행정학과, 국민대 미디어·광고학부, 숙명여대 일본학과를 목표로 정했습니다. 수학 한 등급 상승이 가장 큰 변수입니다.',
      daysAgo: 20,
      read: true,
    },
    {
      author: 'teacher2',
      category: 'wellbeing',
      subject: null,
      title: '가족 통화 후 마음 상담',
      content: () => '주말 통화 후 마음이 가라앉았다고 해서 이야기를 나눴습니다. 어머니와 다음 통화 시간을 정해 두기로 했습니다.',
      daysAgo: 6,
      read: false,
    },
  ],
  student4: [
    {
      author: 'teacher1',
      category: 'study',
      subject: 'math',
      title: '수학 1등급 굳히기',
      content: (exam) => `${exam}에서도 1등급을 받았습니다. 30번까지 시간 배분을 연습합니다.`,
      daysAgo: 15,
      read: true,
    },
    {
      author: 'teacher2',
      category: 'study',
      subject: 'korean',
      title: '국어 독서 구조도 점검',
      content: () => '구조도가 간결해졌습니다. 경제 지문 그래프 해석을 추가로 연습합니다.',
      daysAgo: 4,
      read: false,
    },
  ],
  student5: [
    {
      author: 'teacher1',
      category: 'study',
      subject: 'math',
      title: '수학 시간 배분 상담',
      content: () => '수열 문항에서 시간을 많이 씁니다. 규칙을 직접 써 보는 습관을 들이기로 했습니다.',
      daysAgo: 27,
      read: true,
    },
    {
      author: 'admin',
      category: 'admission',
      subject: null,
      title: '어문계열 지원 상담',
      content: () => '국어·영어가 강점이라 어문계열과 인문계열을 함께 봅니다. 중국어Ⅰ도 1등급이 목표입니다.',
      daysAgo: 8,
      read: true,
    },
  ],
  student6: [
    {
      author: 'teacher2',
      category: 'life',
      subject: null,
      title: '자습실 자리 변경',
      content: () => '창가 자리에서 집중이 잘 안 된다고 해 안쪽 자리로 옮겼습니다.',
      daysAgo: 41,
      read: true,
    },
    {
      author: 'teacher1',
      category: 'study',
      subject: 'math',
      title: '삼각함수 기본기 점검',
      content: () => '그래프 개형을 손으로 그리는 연습을 꾸준히 하고 있습니다. 다음 단계는 삼각함수의 활용입니다.',
      daysAgo: 13,
      read: true,
    },
    {
      author: 'teacher2',
      category: 'wellbeing',
      subject: null,
      title: '성적 정체로 인한 불안',
      content: (exam) =>
        `${exam} 결과 후 성적이 오르지 않는다는 불안감을 이야기했습니다. 지난 두 달 동안 국어 시간이 줄어든 것을 같이 확인했고, 작은 목표를 다시 세웠습니다.`,
      daysAgo: 2,
      read: false,
    },
  ],
};

const goalSets: Partial<
  Record<Profile['username'], { universities: { university: string; department: string }[]; grades: Partial<Record<ExamSubject, number>> }>
> = {
  student1: {
    universities: [
      { university: '연세대학교', department: '경영학과' },
      { university: '성균관대학교', department: '글로벌경영학과' },
      { university: '한양대학교', department: '정책학과' },
    ],
    grades: { korean: 1, math: 2, english: 1, history: 2, inquiry1: 2, inquiry2: 2 },
  },
  student2: {
    universities: [
      { university: '고려대학교', department: '생명공학과' },
      { university: '중앙대학교', department: '간호학과' },
      { university: '경희대학교', department: '한약학과' },
    ],
    grades: { korean: 2, math: 2, english: 2, history: 3, inquiry1: 2, inquiry2: 2 },
  },
  student3: {
    universities: [
      { university: '서울시립대학교', department: '행정학과' },
      { university: '국민대학교', department: '미디어·광고학부' },
      { university: '숙명여자대학교', department: '일본학과' },
    ],
    grades: { korean: 3, math: 3, english: 2, history: 3, inquiry1: 3, inquiry2: 3, foreign: 3 },
  },
  student4: {
    universities: [
      { university: '한양대학교', department: '화학공학과' },
      { university: '인하대학교', department: '화학공학과' },
    ],
    grades: { korean: 2, math: 1, english: 2, inquiry1: 2, inquiry2: 2 },
  },
};

/**
 * Two months of learning management: the exam calendar, every student's entries of the exams held
 * in that time (older ones locked by staff), study plans with memos, counselling records and goals.
 */
export async function seedEducation(db: Db, people: DemoPeople, now: Date) {
  const today = seoulDate(now);
  const sessions = await db.insert(examSessions).values(buildExamCalendar(today)).returning();
  const held = sessions.filter((s) => s.examDate <= today && daysBetween(s.examDate, today) <= 80);
  const rnd = random(20261120);
  // Each exam is a bit harder or easier than the others, for everyone.
  const shiftOf = new Map(held.map((s) => [s.id, Math.round((rnd() - 0.5) * 4)]));

  const records: (typeof examRecords.$inferInsert)[] = [];
  for (const p of profiles) {
    const studentId = people.idOf(p.username);
    const taken = held.slice(0, held.length - p.skipLatest);
    taken.forEach((s, n) => {
      const age = daysBetween(s.examDate, today);
      const entered = at(addDays(s.examDate, 1 + (n % 2)), 21, 10 + n * 3);
      const locked = age > 20;
      records.push({
        studentId,
        examId: s.id,
        scores: examScores(p, n, shiftOf.get(s.id)!, rnd),
        createdAt: entered,
        updatedAt: entered,
        lockedAt: locked ? at(addDays(s.examDate, 7), 17, 30) : null,
        lockedBy: locked ? people.idOf(n % 2 ? 'teacher2' : 'teacher1') : null,
      });
    });
  }
  if (records.length) await db.insert(examRecords).values(records);

  const authorId = (a: Author | 'student', studentId: number) => (a === 'student' ? studentId : people.idOf(a));

  for (const p of profiles) {
    const studentId = people.idOf(p.username);
    // Counselling speaks of the latest exam she entered.
    const latestTaken = held[held.length - 1 - p.skipLatest]?.shortName ?? '지난 모의고사';
    for (const plan of planSets[p.username]) {
      const startDate = addDays(today, -plan.startAgo);
      const endDate = addDays(startDate, plan.days);
      const created = at(startDate, 9, 20);
      const [row] = await db
        .insert(studyPlans)
        .values({
          studentId,
          authorId: people.idOf(plan.author),
          subject: plan.subject,
          area: plan.area,
          title: plan.title,
          description: plan.description,
          startDate,
          endDate,
          state: plan.state,
          stateChangedAt: plan.state === 'active' ? null : at(addDays(startDate, Math.min(plan.days, plan.startAgo - 1)), 22),
          createdAt: created,
        })
        .returning({ id: studyPlans.id });
      if (plan.memos.length)
        await db.insert(studyPlanMemos).values(
          plan.memos.map(([author, body], i) => ({
            planId: row!.id,
            authorId: authorId(author, studentId),
            body,
            // Spread over the plan's days so far, in order.
            createdAt: at(
              addDays(
                startDate,
                Math.min(plan.startAgo - 1, Math.floor(((i + 1) * Math.min(plan.startAgo, plan.days)) / (plan.memos.length + 1))),
              ),
              20 + (i % 3),
              15 * i,
            ),
          })),
        );
    }

    const counseling = counselingSets[p.username].map((c) => {
      const counseledOn = addDays(today, -c.daysAgo);
      const createdAt = at(counseledOn, 18, 40);
      return {
        studentId,
        teacherId: people.idOf(c.author),
        category: c.category,
        subject: c.subject,
        title: c.title,
        content: c.content(latestTaken),
        counseledOn,
        createdAt,
        readAt: c.read ? new Date(createdAt.getTime() + 14 * 3_600_000) : null,
      };
    });
    if (counseling.length) {
      const saved = await db.insert(counselingRecords).values(counseling).returning();
      if (p.username === 'student1' || p.username === 'student2') await seedCounselingAlarms(db, saved, p.username === 'student1');
    }

    const goal = goalSets[p.username];
    if (goal)
      await db.insert(studentGoals).values({
        studentId,
        universities: goal.universities,
        grades: Object.fromEntries(examSubjects.map((s) => [s, goal.grades[s] ?? null])),
        updatedAt: at(addDays(today, -47), 21, 5),
      });
  }
}

/**
 * The alarms the newest counselling record of a student gave, as the API gives them
 * (education/service.ts): to her, and to her parents, each opening the record itself. Hers is unread
 * when `unread` (student1's, on the home's count), her parents' read.
 */
async function seedCounselingAlarms(db: Db, records: (typeof counselingRecords.$inferSelect)[], unread: boolean) {
  const r = records.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  const names = new Map(
    (
      await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [r.studentId, r.teacherId]))
    ).map((u) => [u.id, u.name]),
  );
  const parents = await db.select({ id: guardianships.parentId }).from(guardianships).where(eq(guardianships.studentId, r.studentId));
  const link = linkForStudent(`/education/counseling/${r.id}`, r.studentId);
  const about = { kind: 'counseling' as const, body: r.title, link, createdAt: r.createdAt };
  await db.insert(alarms).values([
    {
      ...about,
      userId: r.studentId,
      title: counselingAlarmTitle.toStudent(names.get(r.teacherId)!, r.subject),
      readAt: unread ? null : new Date(r.createdAt.getTime() + 2 * 3_600_000),
    },
    ...parents.map((pa) => ({
      ...about,
      userId: pa.id,
      title: counselingAlarmTitle.toParents(names.get(r.studentId)!, r.subject),
      readAt: new Date(r.createdAt.getTime() + 3_600_000),
    })),
  ]);
}
