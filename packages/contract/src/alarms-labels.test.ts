import { describe, expect, it } from 'vitest';
import { linkForStudent } from './alarms-labels';

describe('linkForStudent', () => {
  it.each([
    ['/mypage/vacations', '/mypage/vacations?student=5'],
    ['/education?tab=counseling', '/education?tab=counseling&student=5'],
    ['/contactus/12', '/contactus/12?student=5'],
    ['/staff/inquiries#inquiry-3', '/staff/inquiries?student=5#inquiry-3'],
    ['/contents?student=9', '/contents?student=5'],
    ['/education?student=9&tab=plans', '/education?tab=plans&student=5'],
  ])('%s for student 5 is %s', (path, want) => {
    expect(linkForStudent(path, 5)).toBe(want);
  });
});
