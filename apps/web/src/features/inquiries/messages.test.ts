// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BLANK_INQUIRY, draftToInput } from './lib/draft';
import { askerLabel, topicLabel } from './messages';

describe('inquiry labels', () => {
  it('names an academic inquiry by subject and teacher, or any teacher', () => {
    expect(topicLabel({ kind: 'academic', subject: 'math', category: null, teacher: { id: 4, name: '정우진' } })).toBe(
      '수학 · 정우진 선생님',
    );
    expect(topicLabel({ kind: 'academic', subject: 'science', category: null, teacher: null })).toBe('과학탐구 · 선생님 누구나');
  });

  it('names a life inquiry by its category', () => {
    expect(topicLabel({ kind: 'life', subject: null, category: 'facility', teacher: null })).toBe('생활 문의 · 시설');
  });

  it('says who asked', () => {
    expect(askerLabel({ id: 1, name: '김하린', category: 'student' })).toBe('김하린 학생');
    expect(askerLabel({ id: 3, name: '박지현', category: 'parent' })).toBe('박지현 학부모');
  });
});

describe('draftToInput', () => {
  it('sends only the chosen kind’s fields, and any teacher as null', () => {
    const draft = { ...BLANK_INQUIRY, kind: 'academic' as const, subject: 'math' as const, body: '질문입니다.', category: 'life' as const };
    expect(draftToInput(draft, undefined)).toEqual({
      kind: 'academic',
      studentId: undefined,
      subject: 'math',
      teacherId: null,
      answerMethod: 'app',
      category: undefined,
      body: '질문입니다.',
      attachmentIds: undefined,
    });
    expect(draftToInput({ ...draft, teacherId: '12' }, 7)).toMatchObject({ teacherId: 12, studentId: 7 });
  });

  it('drops an academic choice once she switches to a life inquiry, and carries the files', () => {
    const draft = {
      ...BLANK_INQUIRY,
      kind: 'life' as const,
      subject: 'english' as const,
      teacherId: '3',
      category: 'other' as const,
      body: '택배 문의',
      files: [{ id: 'a1', name: 'x.png', size: 10 }],
    };
    expect(draftToInput(draft, undefined)).toEqual({
      kind: 'life',
      studentId: undefined,
      subject: undefined,
      teacherId: undefined,
      answerMethod: undefined,
      category: 'other',
      body: '택배 문의',
      attachmentIds: ['a1'],
    });
  });

  it('leaves out what is not chosen, so the contract names it', () => {
    expect(draftToInput(BLANK_INQUIRY, undefined).kind).toBeUndefined();
  });
});
