import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormApi } from '@/components/ui/form/use-form';
import { emptyDraft, type ExamDraft } from '../../lib/exam-draft';
import { StepRawScores } from './step-raw-scores';
import { StepWrong } from './step-wrong';

/** The form hook as the steps use it: fields by key, and a `set` that applies the change to `draft`. */
function formOf(draft: ExamDraft) {
  const set = vi.fn((change: (d: ExamDraft) => ExamDraft) => Object.assign(draft, change(draft)));
  const form = {
    field: (key: string) => ({ id: key, name: key }),
    fieldId: (key: string) => key,
    errorId: (key: string) => `${key}-error`,
    errors: {},
    set,
  } as unknown as FormApi<ExamDraft>;
  return { form, set };
}

const typed = (grade: string, rawScore: string, elective = '') => ({ grade, rawScore, wrong: '', elective });

describe('the raw scores step', () => {
  it('points out a grade its raw score does not give in 영어 and 한국사, with the fix one tap away', () => {
    const draft = emptyDraft();
    draft.scores.english = typed('3', '95');
    draft.scores.history = typed('2', '38');
    draft.scores.korean = typed('5', '95');
    const { form } = formOf(draft);
    render(<StepRawScores draft={draft} form={form} />);
    const hint = screen.getByText(/영어 95점은 1등급입니다/);
    expect(hint.textContent).toContain('입력한 등급은 3등급입니다.');
    // 한국사 38점 is 2등급 indeed; 국어 is graded on the curve.
    expect(screen.queryByText(/한국사 38점은/)).toBeNull();
    expect(screen.queryByText(/국어 95점은/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '1등급으로 고치기' }));
    expect(draft.scores.english.grade).toBe('1');
  });

  it('offers the grade a raw score gives in 영어 when she left it empty (not out yet)', () => {
    const draft = emptyDraft();
    draft.scores.english = typed('', '85');
    draft.scores.korean = typed('', '85');
    const { form } = formOf(draft);
    render(<StepRawScores draft={draft} form={form} />);
    expect(screen.getByText(/영어 85점은 2등급입니다/).textContent).not.toContain('입력한 등급');
    expect(screen.queryByText(/국어 85점은/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2등급 넣기' }));
    expect(draft.scores.english.grade).toBe('2');
  });

  it('takes half points for 통합사회 and 통합과학, with 25 questions', () => {
    const draft = emptyDraft();
    draft.scores.inquiry1 = typed('2', '', '통합사회');
    draft.scores.inquiry2 = typed('2', '', '생명과학Ⅰ');
    const { form } = formOf(draft);
    const { container } = render(<StepRawScores draft={draft} form={form} />);
    expect(container.querySelector('[name="scores.inquiry1.rawScore"]')!.getAttribute('inputmode')).toBe('decimal');
    expect(container.querySelector('[name="scores.inquiry2.rawScore"]')!.getAttribute('inputmode')).toBe('numeric');
    render(<StepWrong draft={draft} form={form} />);
    expect(document.getElementById('scores.inquiry1.wrongQuestions-hint')!.textContent).toBe('1~25번');
    expect(document.getElementById('scores.inquiry2.wrongQuestions-hint')!.textContent).toBe('1~20번');
  });
});
