import { describe, expect, it } from 'vitest';
import { examUpdateInput } from './education';
import { absoluteGrade, questionsOf } from './exam-score-labels';

const score = (grade: number, rawScore: number, wrongQuestions: number[] = []) => ({ grade, rawScore, wrongQuestions });
const scores = (inquiry: { elective: string; rawScore: number; wrong?: number[] }[]) => ({
  korean: score(2, 86),
  math: score(3, 76),
  english: score(1, 92),
  history: score(1, 45),
  inquiry1: { ...score(2, inquiry[0]!.rawScore, inquiry[0]!.wrong), elective: inquiry[0]!.elective },
  inquiry2: { ...score(3, inquiry[1]!.rawScore, inquiry[1]!.wrong), elective: inquiry[1]!.elective },
  foreign: null,
});
const messages = (input: unknown) => {
  const read = examUpdateInput.safeParse(input);
  return read.success ? [] : read.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the 2028학년도 inquiry (통합사회, 통합과학)', () => {
  it('takes half points and 25 questions', () => {
    expect(
      messages({
        scores: scores([
          { elective: '통합사회', rawScore: 47.5, wrong: [23] },
          { elective: '통합과학', rawScore: 41, wrong: [25, 4] },
        ]),
      }),
    ).toEqual([]);
    expect(questionsOf('inquiry1', '통합과학')).toBe(25);
  });

  it('still refuses half points, and a 21st question, in the other inquiry subjects and elsewhere', () => {
    expect(
      messages({
        scores: scores([
          { elective: '생명과학Ⅰ', rawScore: 47.5, wrong: [23] },
          { elective: '통합사회', rawScore: 41.25 },
        ]),
      }),
    ).toEqual([
      'scores.inquiry1.rawScore: 원점수는 정수로 입력해 주세요.',
      'scores.inquiry1.wrongQuestions.0: 탐구1은 20번까지 있습니다.',
      'scores.inquiry2.rawScore: 원점수는 0.5점 단위로 입력해 주세요.',
      'scores.inquiry2.elective: 통합사회와 통합과학은 함께 치르는 과목입니다. 다른 탐구 과목과 함께 고를 수 없습니다.',
    ]);
    expect(
      messages({
        scores: {
          ...scores([
            { elective: '통합사회', rawScore: 40 },
            { elective: '통합과학', rawScore: 40 },
          ]),
          math: score(3, 76.5),
        },
      }),
    ).toEqual(['scores.math.rawScore: 원점수는 정수로 입력해 주세요.']);
  });
});

describe('what no answer sheet gives', () => {
  it('refuses 통합사회 or 통합과학 beside an inquiry subject of the old curriculum, and takes either alone', () => {
    const pair = 'scores.inquiry2.elective: 통합사회와 통합과학은 함께 치르는 과목입니다. 다른 탐구 과목과 함께 고를 수 없습니다.';
    for (const [first, second] of [
      ['통합사회', '물리학Ⅰ'],
      ['생활과 윤리', '통합과학'],
    ] as const)
      expect(
        messages({
          scores: scores([
            { elective: first, rawScore: 40 },
            { elective: second, rawScore: 40 },
          ]),
        }),
      ).toEqual([pair]);
    // One inquiry only (a 월례고사 of 통합사회), and two of the old curriculum: as before.
    const alone = {
      ...scores([
        { elective: '통합사회', rawScore: 40 },
        { elective: '통합과학', rawScore: 40 },
      ]),
      inquiry2: null,
    };
    expect(messages({ scores: alone })).toEqual([]);
    expect(
      messages({
        scores: scores([
          { elective: '물리학Ⅰ', rawScore: 40 },
          { elective: '화학Ⅰ', rawScore: 40 },
        ]),
      }),
    ).toEqual([]);
  });

  it('refuses a raw score higher than her wrong questions leave (each costs its subject’s fewest points)', () => {
    const wrong = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    // 국어: 30 wrong at 2 points or more leave 40 at most.
    expect(
      messages({
        scores: {
          ...scores([
            { elective: '경제', rawScore: 40 },
            { elective: '세계사', rawScore: 40 },
          ]),
          korean: score(2, 98, wrong(30)),
        },
      }),
    ).toEqual([
      'scores.korean.wrongQuestions: 틀린 문항이 30개면 원점수는 40점을 넘을 수 없습니다. 원점수와 틀린 문항을 다시 확인해 주세요.',
    ]);
    // The edge itself reads: 국어 94 with 3 wrong, 통합사회 47 with 2 wrong (1.5 each), 제2외국어 45 with 5 wrong (1 each).
    expect(
      messages({
        scores: {
          ...scores([
            { elective: '통합사회', rawScore: 47, wrong: [1, 2] },
            { elective: '통합과학', rawScore: 48.5, wrong: [3] },
          ]),
          korean: score(2, 94, wrong(3)),
          foreign: { ...score(4, 45, wrong(5)), elective: '일본어Ⅰ' },
        },
      }),
    ).toEqual([]);
    expect(
      messages({
        scores: {
          ...scores([
            { elective: '통합사회', rawScore: 47.5, wrong: [1, 2] },
            { elective: '통합과학', rawScore: 40 },
          ]),
          foreign: { ...score(4, 46, wrong(5)), elective: '일본어Ⅰ' },
        },
      }),
    ).toEqual([
      'scores.inquiry1.wrongQuestions: 틀린 문항이 2개면 원점수는 47점을 넘을 수 없습니다. 원점수와 틀린 문항을 다시 확인해 주세요.',
      'scores.foreign.wrongQuestions: 틀린 문항이 5개면 원점수는 45점을 넘을 수 없습니다. 원점수와 틀린 문항을 다시 확인해 주세요.',
    ]);
  });
});

describe('the grade of a subject graded by fixed bands', () => {
  it.each([
    ['english', 100, 1],
    ['english', 90, 1],
    ['english', 89, 2],
    ['english', 20, 8],
    ['english', 19, 9],
    ['english', 0, 9],
    ['history', 50, 1],
    ['history', 40, 1],
    ['history', 39, 2],
    ['history', 35, 2],
    ['history', 5, 8],
    ['history', 4, 9],
    ['foreign', 50, 1],
    ['foreign', 45, 1],
    ['foreign', 44, 2],
    ['foreign', 10, 8],
    ['foreign', 9, 9],
  ] as const)('%s %d점 is %d등급', (subject, raw, grade) => {
    expect(absoluteGrade(subject, raw)).toBe(grade);
  });

  it('is none for a subject graded on the curve', () => {
    for (const subject of ['korean', 'math', 'inquiry1', 'inquiry2'] as const) expect(absoluteGrade(subject, 90)).toBeNull();
  });
});
