// @vitest-environment node
import { examEntryInput, type ExamRecord } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPeriod } from '@portal/contract/dates';
import { gradeLine, gradePending, gradeText } from './grades';
import { chartBox, columnX, gradeY, linePath, splitLabel } from './chart';
import {
  draftFrom,
  emptyDraft,
  errorsOfStep,
  firstStepWithErrors,
  parseWrong,
  subjectsOf,
  toInput,
  validateDraft,
  withSubjects,
} from './exam-draft';
import { collectErrors } from '@/lib/field-errors';

describe('trend chart geometry', () => {
  it('puts grade 1 at the top and 9 at the bottom of the plot', () => {
    const box = chartBox(5);
    expect(gradeY(1, box)).toBe(box.top);
    expect(gradeY(9, box)).toBe(box.height - box.bottom);
    expect(gradeY(5, box)).toBeCloseTo((box.top + box.height - box.bottom) / 2);
  });

  it('spreads exams across the width, widening the chart when there are many', () => {
    // Not measured yet (the server's drawing): a 375 px phone's card.
    expect(chartBox(2).width).toBe(311);
    expect(chartBox(12).width).toBeGreaterThan(chartBox(6).width);
    // Drawn 900 px wide (a desktop card): the box takes that width, so the picture is not magnified.
    expect(chartBox(3, 56, 900).width).toBe(900);
    // A 360 px phone's card (296 px) takes the chart as it is; only narrower (zoom) keeps the least width.
    expect(chartBox(3, 56, 296).width).toBe(296);
    expect(chartBox(3, 56, 200).width).toBe(280);
    // Five exams fit a 360 px phone's card; six ask for more than a 375 px phone's and scroll.
    expect(chartBox(5, undefined, 296).width).toBe(296);
    expect(chartBox(6, undefined, 311).width).toBeGreaterThan(311);
    const box = chartBox(3);
    expect(columnX(0, 3, box)).toBe(box.left);
    expect(columnX(2, 3, box)).toBe(box.width - box.right);
    expect(columnX(0, 1, box)).toBe(box.left + (box.width - box.left - box.right) / 2);
  });

  it('breaks the line where an exam was not taken', () => {
    expect(linePath([{ x: 1, y: 2 }, { x: 3, y: 4 }, null, { x: 5, y: 6 }])).toBe('M1.0 2.0 L3.0 4.0 M5.0 6.0');
    expect(linePath([])).toBe('');
  });

  it('splits axis labels into two lines at the first space', () => {
    expect(splitLabel('10월 이투스')).toEqual(['10월', '이투스']);
    expect(splitLabel('수능')).toEqual(['수능']);
    // In a 56 px column (4.7 ems): a name that fits stays whole; without a space it is broken where the
    // first line is full; what does not fit in two ends in ….
    expect(splitLabel('2027수능')).toEqual(['2027수능']);
    expect(splitLabel('가나다라마바사아자차카타')).toEqual(['가나다라', '마바사…']);
    expect(splitLabel('ABCDEFGHIJKL')).toEqual(['ABCDEFG', 'HIJKL']);
    expect(splitLabel('6월 평가원 모의')).toEqual(['6월', '평가원…']);
    // With more room between exams, more of it.
    expect(splitLabel('6월 평가원 모의', 120 / 12)).toEqual(['6월 평가원 모의']);
  });
});

describe('the four-step exam draft', () => {
  const filled = () => {
    const d = emptyDraft();
    d.examId = 7;
    const put = (s: keyof typeof d.scores, grade: string, raw: string, wrong = '', elective = '') =>
      (d.scores[s] = { grade, rawScore: raw, wrong, elective });
    put('korean', '2', '86', '3, 15,40');
    put('math', '3', '76', '14 21 22');
    put('english', '1', '92');
    put('history', '1', '45', '7,12');
    put('inquiry1', '2', '44', '', '생활과 윤리');
    put('inquiry2', '3', '39', '2', '사회·문화');
    return d;
  };

  it('reads comma, space and Korean comma lists of question numbers, and refuses anything else', () => {
    expect(parseWrong('3, 7 15，20')).toEqual({ ok: true, value: [3, 7, 15, 20] });
    expect(parseWrong('  ')).toEqual({ ok: true, value: [] });
    expect(parseWrong('3, 칠')).toEqual({ ok: false, message: expect.stringMatching(/숫자와 쉼표/) });
    // Full-width digits and comma, as a Korean keyboard's 전각 mode types them.
    expect(parseWrong('３，１５')).toEqual({ ok: true, value: [3, 15] });
    const d = filled();
    d.scores.korean.grade = '２';
    expect(toInput(d).input.scores.korean?.grade).toBe(2);
  });

  it('turns a complete draft into the request body, without the foreign language unless taken', () => {
    const { input, local } = toInput(filled());
    expect(local).toEqual({});
    expect(input.examId).toBe(7);
    expect(input.scores.korean).toEqual({ grade: 2, rawScore: 86, wrongQuestions: [3, 15, 40] });
    expect(input.scores.inquiry1).toEqual({ grade: 2, rawScore: 44, wrongQuestions: [], elective: '생활과 윤리' });
    expect(input.scores.foreign).toBeNull();
    expect(validateDraft(filled(), examEntryInput)).toEqual({});
  });

  it('puts each message on its field and step', () => {
    const d = filled();
    d.scores.korean.grade = '10';
    d.scores.math.rawScore = '101';
    d.scores.korean.wrong = '3, 46';
    d.scores.inquiry2.elective = '생활과 윤리';
    d.scores.english.grade = '일';
    const errors = validateDraft(d, examEntryInput);
    expect(errors['scores.korean.grade']).toEqual(['등급은 1부터 9까지 입력해 주세요.']);
    expect(errors['scores.english.grade']).toEqual(['숫자로 입력해 주세요.']);
    expect(errors['scores.inquiry2.elective']).toEqual(['탐구2는 탐구1과 다른 과목을 선택해 주세요.']);
    expect(errors['scores.math.rawScore']?.[0]).toMatch(/100점/);
    expect(errors['scores.korean.wrongQuestions']?.[0]).toMatch(/45번/);
    expect(Object.keys(errorsOfStep(errors, 2)).sort()).toEqual([
      'scores.english.grade',
      'scores.inquiry2.elective',
      'scores.korean.grade',
    ]);
    expect(Object.keys(errorsOfStep(errors, 3))).toEqual(['scores.math.rawScore']);
    expect(firstStepWithErrors(errors)).toBe(2);
    expect(firstStepWithErrors({ examId: ['시험을 선택해 주세요.'] })).toBe(1);
  });

  it('names identical inquiry subjects before any grade is typed', () => {
    const d = emptyDraft();
    d.scores.inquiry1.elective = '경제';
    d.scores.inquiry2.elective = '경제';
    expect(validateDraft(d, examEntryInput)['scores.inquiry2.elective']).toEqual(['탐구2는 탐구1과 다른 과목을 선택해 주세요.']);
    // 통합사회 beside a subject of the old curriculum: no exam has both, said as soon as both are picked.
    d.scores.inquiry1.elective = '통합사회';
    expect(validateDraft(d, examEntryInput)['scores.inquiry2.elective']).toEqual([
      '통합사회와 통합과학은 함께 치르는 과목입니다. 다른 탐구 과목과 함께 고를 수 없습니다.',
    ]);
    d.scores.inquiry2.elective = '통합과학';
    expect(validateDraft(d, examEntryInput)['scores.inquiry2.elective']).toBeUndefined();
  });

  it('says 한국사 is out of 50 at once, not only after the other scores are right', () => {
    const d = filled();
    d.scores.history.rawScore = '60';
    d.scores.math.rawScore = '';
    d.scores.inquiry2.rawScore = '';
    const errors = errorsOfStep(validateDraft(d, examEntryInput), 3);
    expect(errors['scores.history.rawScore']).toEqual(['한국사 원점수는 0점부터 50점까지입니다.']);
    expect(Object.keys(errors).sort()).toEqual(['scores.history.rawScore', 'scores.inquiry2.rawScore', 'scores.math.rawScore']);
  });

  it('round-trips a saved entry', () => {
    const record = {
      id: 1,
      exam: { id: 7 },
      updatedAt: '2026-11-20T12:00:00.000Z',
      scores: {
        korean: { grade: 2, rawScore: 86, wrongQuestions: [3, 15] },
        math: { grade: 3, rawScore: 76, wrongQuestions: [] },
        english: { grade: 1, rawScore: 92, wrongQuestions: [] },
        history: { grade: 1, rawScore: 45, wrongQuestions: [] },
        inquiry1: { grade: 2, rawScore: 44, wrongQuestions: [], elective: '경제' },
        inquiry2: { grade: 3, rawScore: 39, wrongQuestions: [], elective: '세계사' },
        foreign: { grade: 4, rawScore: 30, wrongQuestions: [2], elective: '일본어Ⅰ' },
      },
    } as unknown as ExamRecord;
    const d = draftFrom(record);
    // Its version goes with a save, refused over a newer one (EDIT_CONFLICT).
    expect(d.updatedAt).toBe('2026-11-20T12:00:00.000Z');
    expect(d.foreignTaken).toBe(true);
    expect(d.scores.korean.wrong).toBe('3, 15');
    expect(toInput(d).input.scores).toEqual(record.scores);
  });

  it('sends an empty grade as not out yet (가채점), round-trips it, and lists it as –', () => {
    const d = filled();
    d.scores.korean.grade = '';
    d.scores.inquiry2.grade = ' ';
    const { input, local } = toInput(d);
    expect(local).toEqual({});
    expect(input.scores.korean?.grade).toBeNull();
    expect(input.scores.inquiry2?.grade).toBeNull();
    expect(validateDraft(d, examEntryInput)).toEqual({});
    const record = { id: 1, exam: { id: 7 }, scores: { ...examEntryInput.parse(input).scores } } as unknown as ExamRecord;
    expect(draftFrom(record).scores.korean.grade).toBe('');
    expect(gradePending(record)).toBe(true);
    expect(gradeLine(record)).toBe('국어 – · 수학 3 · 영어 1 · 한국사 1 · 탐구 2·–');
    expect(gradeText(null)).toBe('발표 전');
    expect(gradeText(3)).toBe('3등급');
    expect(gradePending({ ...record, scores: examEntryInput.parse(toInput(filled()).input).scores } as ExamRecord)).toBe(false);
  });

  it('sends only the subjects she sat (a 월례고사 of 국어·수학·영어), reads them back so, and wants one at least', () => {
    const d = withSubjects(filled(), ['korean', 'math', 'english']);
    expect(subjectsOf(d)).toEqual(['korean', 'math', 'english']);
    // What she had typed for 탐구 is neither checked nor sent.
    d.scores.inquiry2.elective = '생활과 윤리';
    const { input, local } = toInput(d);
    expect(local).toEqual({});
    expect(input.scores).toMatchObject({ history: null, inquiry1: null, inquiry2: null, foreign: null });
    expect(input.scores.korean?.rawScore).toBe(86);
    expect(validateDraft(d, examEntryInput)).toEqual({});
    const record = { id: 1, exam: { id: 7 }, scores: examEntryInput.parse(input).scores } as unknown as ExamRecord;
    expect(gradeLine(record)).toBe('국어 2 · 수학 3 · 영어 1');
    expect(gradePending(record)).toBe(false);
    expect(subjectsOf(draftFrom(record))).toEqual(['korean', 'math', 'english']);
    // One 탐구 only.
    const one = withSubjects(filled(), ['korean', 'math', 'english', 'history', 'inquiry1']);
    expect(gradeLine({ ...record, scores: examEntryInput.parse(toInput(one).input).scores } as ExamRecord)).toBe(
      '국어 2 · 수학 3 · 영어 1 · 한국사 1 · 탐구 2',
    );
    // None: said beside the subjects, on the grades step.
    const none = withSubjects(filled(), []);
    const errors = validateDraft(none, examEntryInput);
    expect(errors).toEqual({ scores: ['응시한 과목을 하나 이상 선택해 주세요.'] });
    expect(firstStepWithErrors(errors)).toBe(2);
    // A subject tapped off and on again on an empty form leaves it as it was (nothing to keep or confirm).
    const back = withSubjects(withSubjects(emptyDraft(), ['korean', 'math']), [
      'korean',
      'math',
      'english',
      'history',
      'inquiry1',
      'inquiry2',
    ]);
    expect(back).toEqual(emptyDraft());
  });

  it('files a list item’s message under the list field', () => {
    expect(collectErrors({ 'scores.math.wrongQuestions.2': ['수학은 30번까지 있습니다.'], examId: ['x'] })).toEqual({
      'scores.math.wrongQuestions': ['수학은 30번까지 있습니다.'],
      examId: ['x'],
    });
  });
});

describe('dates', () => {
  it('read like 2026.11.20 (금), in Seoul time', () => {
    expect(formatDate('2026-11-20')).toBe('2026.11.20 (금)');
    expect(formatDate('2026-11-19T16:30:00.000Z')).toBe('2026.11.20 (금)');
    expect(formatDateTime('2026-11-19T16:30:00.000Z')).toBe('2026.11.20 (금) 01:30');
    expect(formatPeriod('2026-11-01', '2026-11-28')).toBe('2026.11.01 ~ 11.28');
    expect(formatPeriod('2026-12-20', '2027-01-10')).toBe('2026.12.20 ~ 2027.01.10');
  });
});
