import { describe, expect, it } from 'vitest';
import { formatDateTime, seoulDate, seoulInstant, seoulTime } from './dates';

describe('Seoul date formatting', () => {
  it('reads like 2026.11.20 (금) 14:00 whatever the machine’s zone', () => {
    expect(formatDateTime('2026-11-20T05:00:00Z')).toBe('2026.11.20 (금) 14:00');
    expect(formatDateTime('2026-11-20T15:30:00Z')).toBe('2026.11.21 (토) 00:30');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('gives the Seoul day of an instant, also across UTC midnight', () => {
    expect(seoulDate(new Date('2026-11-20T16:00:00Z'))).toBe('2026-11-21');
    expect(seoulDate(new Date('2026-11-20T14:59:00Z'), 1)).toBe('2026-11-21');
    expect(seoulTime(new Date('2026-11-20T16:05:00Z'))).toBe('01:05');
  });

  it('builds the instant the API takes, or null while incomplete', () => {
    expect(seoulInstant('2026-11-20', '14:00')).toBe('2026-11-20T14:00:00+09:00');
    expect(seoulInstant('2026-11-20', null)).toBeNull();
    expect(seoulInstant('', '14:00')).toBeNull();
  });
});
