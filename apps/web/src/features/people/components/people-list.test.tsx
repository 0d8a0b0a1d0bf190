import type { Person } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { personMeta } from './people-list';

const teacher = (subjects: Person['subjects']) => ({ category: 'teacher', username: 'teacher2', subjects }) as Person;

describe('a teacher’s row', () => {
  it('names her subjects and her 생활 지도 duty, or says she has none', () => {
    expect(personMeta(teacher(['korean', 'english', 'life']))).toBe('teacher2 · 국어·영어·생활 지도');
    expect(personMeta(teacher([]))).toBe('teacher2 · 담당 과목 없음');
  });
});
