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
