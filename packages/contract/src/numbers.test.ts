import { describe, expect, it } from 'vitest';
import { groupDigits } from './numbers';

describe('groupDigits', () => {
  it('writes what ko-KR toLocaleString writes for the amounts and counts the portal shows', () => {
    for (const n of [0, 7, 999, 1000, 12_300, 999_999, 1_000_000, 123_456_789, -4500, 2100])
      expect(groupDigits(n)).toBe(n.toLocaleString('ko-KR'));
  });

  it('keeps a fraction as it is', () => {
    expect(groupDigits(1234.5)).toBe('1,234.5');
  });
});
