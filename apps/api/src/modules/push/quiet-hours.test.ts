import { describe, expect, it } from 'vitest';
import { quietUntil } from './quiet-hours';

/** An instant given in Seoul time. */
const seoul = (local: string) => new Date(`${local}+09:00`);
const night = { quietAllDay: false, quietStart: '22:00', quietEnd: '07:00' };

describe('quiet hours (Asia/Seoul)', () => {
  // 2026-03-05 is a Thursday (4).
  it('is not quiet without quiet days', () => {
    expect(quietUntil({ ...night, quietDays: [] }, seoul('2026-03-05T23:00'))).toBeNull();
  });

  it('runs a night window past midnight into the next morning, belonging to the day it starts', () => {
    const q = { ...night, quietDays: [4] };
    expect(quietUntil(q, seoul('2026-03-05T21:59'))).toBeNull();
    expect(quietUntil(q, seoul('2026-03-05T22:00'))).toEqual(seoul('2026-03-06T07:00'));
    expect(quietUntil(q, seoul('2026-03-06T03:00'))).toEqual(seoul('2026-03-06T07:00'));
    expect(quietUntil(q, seoul('2026-03-06T07:00'))).toBeNull();
    // Wednesday night was not chosen: Thursday 03:00 is not quiet.
    expect(quietUntil(q, seoul('2026-03-05T03:00'))).toBeNull();
  });

  it('keeps a daytime window within its day', () => {
    const q = { quietDays: [4], quietAllDay: false, quietStart: '13:00', quietEnd: '15:30' };
    expect(quietUntil(q, seoul('2026-03-05T14:00'))).toEqual(seoul('2026-03-05T15:30'));
    expect(quietUntil(q, seoul('2026-03-05T15:30'))).toBeNull();
    expect(quietUntil(q, seoul('2026-03-06T14:00'))).toBeNull();
  });

  it('runs whole days on into each other', () => {
    const q = { quietDays: [6, 0], quietAllDay: true, quietStart: null, quietEnd: null };
    expect(quietUntil(q, seoul('2026-03-07T10:00'))).toEqual(seoul('2026-03-09T00:00'));
    expect(quietUntil(q, seoul('2026-03-06T23:59'))).toBeNull();
  });

  it('does not join two nights across the open day between them', () => {
    expect(quietUntil({ ...night, quietDays: [4, 5] }, seoul('2026-03-05T23:00'))).toEqual(seoul('2026-03-06T07:00'));
    expect(quietUntil({ ...night, quietDays: [4, 5] }, seoul('2026-03-06T12:00'))).toBeNull();
  });

  it('runs a whole day on into a night window that starts as it ends', () => {
    const q = { quietDays: [4, 5], quietAllDay: false, quietStart: '00:00', quietEnd: '00:00' };
    // start = end is refused by the contract; such a pair is no window at all here.
    expect(quietUntil(q, seoul('2026-03-05T12:00'))).toBeNull();
  });
});
