import { describe, expect, it } from 'vitest';
import { counselingDueOn } from './counseling-cycles-labels';

describe('when the next counselling falls due', () => {
  it('is a week or two after the last one, across a month and a year', () => {
    expect(counselingDueOn('2026-11-27', 'weekly')).toBe('2026-12-04');
    expect(counselingDueOn('2026-12-24', 'biweekly')).toBe('2027-01-07');
  });

  it('is the same day of the next month, or its last day when that month is shorter', () => {
    expect(counselingDueOn('2026-11-20', 'monthly')).toBe('2026-12-20');
    expect(counselingDueOn('2026-12-15', 'monthly')).toBe('2027-01-15');
    expect(counselingDueOn('2027-01-31', 'monthly')).toBe('2027-02-28');
    expect(counselingDueOn('2028-01-30', 'monthly')).toBe('2028-02-29');
    expect(counselingDueOn('2026-10-31', 'monthly')).toBe('2026-11-30');
  });

  it('is not known for 필요할 때, nor before a first counselling', () => {
    expect(counselingDueOn('2026-11-20', 'as_needed')).toBeNull();
    expect(counselingDueOn(null, 'weekly')).toBeNull();
  });
});
