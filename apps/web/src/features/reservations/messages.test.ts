import { describe, expect, it } from 'vitest';
import { outcomeOf } from './messages';

describe('what a booking came to', () => {
  const booking = { status: 'active' as const, startsAt: '2026-12-01T10:00:00.000Z', endsAt: '2026-12-01T10:50:00.000Z' };
  const at = (iso: string) => Date.parse(iso);

  it('is 예약됨 before it begins, 진행 중 while it runs and 지난 예약 once over, on both of her lists', () => {
    expect(outcomeOf(booking, at('2026-12-01T09:59:00Z'))).toEqual({ label: '예약됨', tone: 'info' });
    // The history called a booking in progress 예약됨 while the upcoming list said 진행 중.
    expect(outcomeOf(booking, at('2026-12-01T10:00:00Z'))).toEqual({ label: '진행 중', tone: 'neutral' });
    expect(outcomeOf(booking, at('2026-12-01T10:49:59Z')).label).toBe('진행 중');
    expect(outcomeOf(booking, at('2026-12-01T10:50:00Z'))).toEqual({ label: '지난 예약', tone: 'neutral' });
  });

  it('is 취소됨 or 불참 (not the staff’s 노쇼) whenever it is read', () => {
    expect(outcomeOf({ ...booking, status: 'cancelled' }, at('2026-12-01T09:00:00Z')).label).toBe('취소됨');
    expect(outcomeOf({ ...booking, status: 'no_show' }, at('2026-12-01T11:00:00Z'))).toEqual({ label: '불참', tone: 'danger' });
  });
});
