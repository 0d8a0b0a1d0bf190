// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { monthLabel, wonLabel } from './messages';
import { seoulMonth, shiftMonth } from './months';

describe('contents messages', () => {
  it('moves a month across year ends', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('reads this month in Seoul, not in the device’s zone', () => {
    // 2026-11-30 16:00 UTC is already 12월 1일 01:00 in Seoul.
    expect(seoulMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(seoulMonth(new Date('2026-11-30T14:59:00Z'))).toBe('2026-11');
  });

  it('writes amounts and months the Korean way', () => {
    expect(wonLabel(120000)).toBe('120,000원');
    expect(monthLabel('2026-03')).toBe('2026년 3월');
  });
});
