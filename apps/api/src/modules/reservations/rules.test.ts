import { describe, expect, it } from 'vitest';
import { freeStarts, isGridStart, pickerFor, startsOf } from './phone';
import { addDays, atSeoul, seoulDate, seoulTime, weekStart } from '@portal/contract/dates';
import { bookableDates, cutoffOf, isBookableDate, periodOn } from './time';

describe('Seoul calendar', () => {
  it('reads the Seoul date and time of an instant (UTC+9, no daylight saving)', () => {
    const at = new Date('2026-11-20T15:30:00Z');
    expect(seoulDate(at)).toBe('2026-11-21');
    expect(seoulTime(at)).toBe('00:30');
    expect(atSeoul('2026-11-21', '00:30').toISOString()).toBe(at.toISOString());
  });

  it('books today and the next six days only', () => {
    const now = new Date('2026-11-20T14:59:00Z'); // 23:59 on Friday the 20th
    expect(bookableDates(now)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(isBookableDate('2026-11-26', now)).toBe(true);
    expect(isBookableDate('2026-11-27', now)).toBe(false);
    expect(isBookableDate('2026-11-19', now)).toBe(false);
  });

  it('runs weeks Monday to Sunday', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('ends a period that passes midnight on the next day (late-night study 23:00-01:00)', () => {
    const { startsAt, endsAt } = periodOn('2026-11-20', '23:00', '01:00');
    expect(startsAt.toISOString()).toBe('2026-11-20T14:00:00.000Z');
    expect(endsAt.toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });

  it('closes sign-up at 16:30 the same day when the facility says so, else at the start', () => {
    const slot = { date: '2026-11-20', startsAt: atSeoul('2026-11-20', '23:00') };
    expect(cutoffOf(slot, '16:30').toISOString()).toBe(atSeoul('2026-11-20', '16:30').toISOString());
    expect(cutoffOf(slot, null)).toBe(slot.startsAt);
    // A cut-off after the start never lets a started period be booked.
    expect(cutoffOf({ date: '2026-11-20', startsAt: atSeoul('2026-11-20', '06:30') }, '16:30').toISOString()).toBe(
      atSeoul('2026-11-20', '06:30').toISOString(),
    );
  });
});

describe('phone windows', () => {
  const w = (id: number, from: string, to: string) => ({
    id,
    booked: 0,
    startsAt: atSeoul('2026-11-21', from),
    endsAt: atSeoul('2026-11-21', to),
  });
  const windows = [w(1, '12:30', '13:20'), w(2, '21:50', '22:20')];
  const now = atSeoul('2026-11-21', '08:00');

  it('offers every start on the grid whose call fits the window whole', () => {
    expect(startsOf(windows[0]!, 10, 10).map(seoulTime)).toEqual(['12:30', '12:40', '12:50', '13:00', '13:10']);
    expect(startsOf(windows[0]!, 15, 10).map(seoulTime)).toEqual(['12:30', '12:40', '12:50', '13:00']);
    expect(isGridStart(windows[0]!, atSeoul('2026-11-21', '12:40'), 10, 10)).toBe(true);
    expect(isGridStart(windows[0]!, atSeoul('2026-11-21', '12:45'), 10, 10)).toBe(false);
  });

  it('leaves out a start when every booth is taken, when it overlaps her own booking, or when it has passed', () => {
    const at = (t: string) => atSeoul('2026-11-21', t);
    const call = (booth: number, t: string) => ({ resourceId: booth, startsAt: at(t), endsAt: new Date(at(t).getTime() + 600_000) });
    const free = freeStarts({
      windows,
      callMinutes: 10,
      stepMinutes: 10,
      booths: [1, 2],
      bookings: [call(1, '12:40'), call(2, '12:40'), call(1, '13:00')],
      mine: [{ startsAt: at('21:45'), endsAt: at('22:00') }],
      now: at('12:35'),
    });
    expect(free.get(1)!.map(seoulTime)).toEqual(['12:50', '13:00', '13:10']);
    expect(free.get(2)!.map(seoulTime)).toEqual(['22:00', '22:10']);
  });

  it('turns the free starts into the picker’s per-hour minutes, empty between windows', () => {
    const free = freeStarts({ windows, callMinutes: 10, stepMinutes: 10, booths: [1], bookings: [], mine: [], now });
    const picker = pickerFor(windows, [...free.values()].flat(), 10, 10)!;
    expect(picker.minHour).toBe(12);
    expect(picker.maxHour).toBe(22);
    expect(picker.hourMinuteOptions).toEqual({
      12: [30, 40, 50],
      13: [0, 10],
      14: [],
      15: [],
      16: [],
      17: [],
      18: [],
      19: [],
      20: [],
      21: [50],
      22: [0, 10],
    });
    expect(picker.hourMinuteRestrictions).toEqual({
      12: { minMinute: 30, maxMinute: 50 },
      13: { minMinute: 0, maxMinute: 10 },
      21: { minMinute: 50, maxMinute: 50 },
      22: { minMinute: 0, maxMinute: 10 },
    });
    expect(pickerFor(windows, [], 10, 10)).toBeNull();
  });
});
