import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockNow,
  addMinutes,
  atSeoul,
  atSeoulMinutes,
  dayParts,
  daysBetween,
  daysInMonth,
  formatDate,
  formatDateTime,
  formatMonthDay,
  formatMonthDayTime,
  formatPeriod,
  formatShortDate,
  isCalendarDate,
  minutesOf,
  relativeTime,
  seoulDate,
  seoulInstant,
  seoulTime,
  seoulToday,
  timeOf,
  weekdayOf,
  weekOf,
  weekStart,
  WEEKDAYS,
} from './dates';

describe('the Seoul day and time of an instant', () => {
  it('turns the date at 15:00 UTC, Seoul midnight, not at UTC midnight', () => {
    expect(seoulDate(new Date('2026-11-20T14:59:59.999Z'))).toBe('2026-11-20');
    expect(seoulDate(new Date('2026-11-20T15:00:00Z'))).toBe('2026-11-21');
    expect(seoulDate(new Date('2026-11-20T23:59:00Z'))).toBe('2026-11-21');
    expect(seoulDate(new Date('2026-11-21T00:00:00Z'))).toBe('2026-11-21');
    expect(seoulTime(new Date('2026-11-20T15:00:00Z'))).toBe('00:00');
    expect(seoulTime(new Date('2026-11-20T14:59:00Z'))).toBe('23:59');
    expect(seoulTime(new Date('2026-11-20T16:05:00Z'))).toBe('01:05');
  });

  it('crosses month and year ends and 29 February in Seoul', () => {
    expect(seoulDate('2026-12-31T15:00:00Z')).toBe('2027-01-01');
    expect(seoulDate('2026-12-31T14:59:00Z')).toBe('2026-12-31');
    expect(seoulDate('2028-02-28T15:00:00Z')).toBe('2028-02-29');
    expect(seoulDate('2027-02-28T15:00:00Z')).toBe('2027-03-01');
    expect(seoulDate(Date.parse('2026-04-30T15:30:00Z'))).toBe('2026-05-01');
    expect(seoulDate(new Date('2026-11-20T14:59:00Z'), 1)).toBe('2026-11-21');
    expect(seoulDate(new Date('2026-12-31T15:00:00Z'), -1)).toBe('2026-12-31');
  });

  it('gives today as seen from the clock it is handed', () => {
    expect(seoulToday(new Date('2026-11-24T18:40:00Z'))).toBe('2026-11-25');
    expect(seoulToday(new Date('2026-11-24T14:40:00Z'))).toBe('2026-11-24');
    expect(seoulToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('agrees with the time-zone database at every hour of sixty years (Seoul keeps no daylight saving)', () => {
    const seoul = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const from = Date.parse('1990-01-01T00:00:00Z');
    const to = Date.parse('2050-01-01T00:00:00Z');
    // Every 23 h 7 min: each hour of the day and many minute offsets come round, across leap days.
    for (let t = from; t < to; t += (23 * 60 + 7) * 60_000) {
      const p = Object.fromEntries(seoul.formatToParts(t).map((x) => [x.type, x.value]));
      expect(`${seoulDate(t)} ${seoulTime(t)}`).toBe(`${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`);
    }
  });
});

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01'); // not a leap year
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29'); // a leap year
    expect(addDays('2026-11-24', 0)).toBe('2026-11-24');
    expect(addDays('2026-11-24', 366)).toBe('2027-11-25');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-03-01', '2028-02-01')).toBe(-29);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('knows the length of each month', () => {
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('tells days that exist from those that do not', () => {
    expect(isCalendarDate('2026-11-24')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('2026-11-24T00:00')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('has no year 0000 (1 BC is followed by AD 1), though JS would read one', () => {
    expect(Number.isFinite(Date.parse('0000-01-01T00:00:00Z'))).toBe(true);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('0000-02-29')).toBe(false);
    expect(isCalendarDate('0001-01-01')).toBe(true);
  });

  it('names the weekday, Sunday first', () => {
    expect(WEEKDAYS).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(weekdayOf('2026-11-22')).toBe(0); // Sunday
    expect(weekdayOf('2026-11-24')).toBe(2); // Tuesday
    expect(weekdayOf('2026-11-28')).toBe(6); // Saturday
    expect(weekdayOf('2028-02-29')).toBe(2);
    expect(dayParts('2026-11-24')).toEqual({ day: 24, weekday: '화' });
  });

  it('finds the Monday-to-Sunday week of a day, across a month and a year end', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // Sunday belongs to the week before
    expect(weekOf('2026-11-24')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-12-01')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    expect(weekOf('2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(weekOf('2028-03-01')).toEqual({ start: '2028-02-28', end: '2028-03-05' });
  });
});

describe('times of day and instants', () => {
  it('reads and writes HH:MM, wrapping at midnight', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('23:59')).toBe(1439);
    expect(timeOf(0)).toBe('00:00');
    expect(timeOf(16 * 60 + 30)).toBe('16:30');
    expect(timeOf(25 * 60)).toBe('01:00');
    expect(timeOf(-10)).toBe('23:50');
    expect(addMinutes('12:30', 10)).toBe('12:40');
    expect(addMinutes('23:50', 20)).toBe('00:10');
  });

  it('places a Seoul wall-clock time on its instant', () => {
    expect(atSeoul('2026-11-20', '14:00').toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(atSeoul('2026-11-21', '00:30').toISOString()).toBe('2026-11-20T15:30:00.000Z');
    expect(atSeoul('2027-01-01', '08:59').toISOString()).toBe('2026-12-31T23:59:00.000Z');
    expect(atSeoulMinutes('2026-11-20', 25 * 60).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    const at = atSeoul('2028-02-29', '23:15');
    expect([seoulDate(at), seoulTime(at)]).toEqual(['2028-02-29', '23:15']);
  });

  it('builds the ISO instant the API takes, or null while incomplete', () => {
    expect(seoulInstant('2026-11-20', '14:00')).toBe('2026-11-20T14:00:00+09:00');
    expect(Date.parse(seoulInstant('2026-11-21', '00:30')!)).toBe(Date.parse('2026-11-20T15:30:00Z'));
    expect(seoulInstant('2026-11-20', null)).toBeNull();
    expect(seoulInstant('', '14:00')).toBeNull();
    expect(seoulInstant('2026-11-20', '24:00')).toBeNull();
    expect(seoulInstant('2026-11-20', '9:00')).toBeNull();
  });
});

describe('display', () => {
  it('reads a calendar day or an instant as 2026.11.24 (화), in Seoul', () => {
    expect(formatDate('2026-11-24')).toBe('2026.11.24 (화)');
    expect(formatDate('2026-11-19T16:30:00.000Z')).toBe('2026.11.20 (금)');
    expect(formatDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027.01.01 (금)');
    expect(formatDate('2028-02-29')).toBe('2028.02.29 (화)');
    expect(formatDate('not a date')).toBe('');
  });

  it('has a short form for lists within the week', () => {
    expect(formatShortDate('2026-11-20')).toBe('11.20 (금)');
    expect(formatShortDate('2026-01-04')).toBe('01.04 (일)');
  });

  it('adds the Seoul time to a moment, empty for nothing', () => {
    expect(formatDateTime('2026-11-20T05:00:00Z')).toBe('2026.11.20 (금) 14:00');
    expect(formatDateTime('2026-11-20T15:30:00Z')).toBe('2026.11.21 (토) 00:30');
    expect(formatDateTime(new Date('2026-11-19T16:30:00.000Z'))).toBe('2026.11.20 (금) 01:30');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('writes a period with the end year only when it differs', () => {
    expect(formatPeriod('2026-11-01', '2026-11-28')).toBe('2026.11.01 ~ 11.28');
    expect(formatPeriod('2026-12-20', '2027-01-10')).toBe('2026.12.20 ~ 2027.01.10');
  });

  it('writes month and day for sentences, and the notification form', () => {
    expect(formatMonthDay('2026-11-20')).toBe('11월 20일(금)');
    expect(formatMonthDay('2027-01-03')).toBe('1월 3일(일)');
    expect(formatMonthDayTime(new Date('2026-11-20T05:00:00Z'))).toBe('11월 20일(금) 14:00');
    expect(formatMonthDayTime('2026-01-02T15:05:00Z')).toBe('1월 3일(토) 00:05');
  });

  it('writes the notification form in Seoul through the year (its day as formatMonthDay, its time as seoulTime)', () => {
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 5 * 3_600_000 + 7 * 60_000) {
      expect(formatMonthDayTime(t)).toBe(`${formatMonthDay(seoulDate(new Date(t)))} ${seoulTime(new Date(t))}`);
    }
  });
});

describe('relative time', () => {
  const NOW = new Date('2026-03-15T12:00:00+09:00');
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const ago = (ms: number) => new Date(NOW.getTime() - ms);

  it.each([
    [0, '방금 전'],
    [MINUTE - 1, '방금 전'],
    [MINUTE, '1분 전'],
    [HOUR - 1000, '59분 전'],
    [HOUR, '1시간 전'],
    [DAY - MINUTE, '23시간 전'],
    [DAY, '1일 전'],
    [7 * DAY - HOUR, '6일 전'],
    [7 * DAY, '1주 전'],
    [14 * DAY, '2주 전'],
    [34 * DAY, '4주 전'],
    [35 * DAY, '1개월 전'],
    [364 * DAY, '11개월 전'],
    [365 * DAY, '1년 전'],
    [730 * DAY, '2년 전'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it('reads the future with 후, takes strings and numbers, and is empty for nonsense', () => {
    expect(relativeTime(new Date(NOW.getTime() + 30_000), NOW)).toBe('방금 전');
    expect(relativeTime(new Date(NOW.getTime() + 3 * MINUTE), NOW)).toBe('3분 후');
    expect(relativeTime('2026-03-15T11:55:00+09:00', NOW)).toBe('5분 전');
    expect(relativeTime(NOW.getTime() - 3 * HOUR, NOW)).toBe('3시간 전');
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

describe('the clock today and now are read from', () => {
  it('is the machine’s, corrected by the page to the server’s on a phone whose clock is wrong', () => {
    const g = globalThis as { __portalSkewMs?: number };
    const real = seoulToday(new Date());
    try {
      g.__portalSkewMs = 86_400_000;
      expect(seoulToday()).toBe(addDays(real, 1));
      expect(seoulDate()).toBe(addDays(real, 1));
      expect(relativeTime(new Date(Date.now() + 86_400_000 - 5 * 60_000))).toBe('5분 전');
      expect(Math.abs(clockNow().getTime() - (Date.now() + 86_400_000))).toBeLessThan(1000);
    } finally {
      delete g.__portalSkewMs;
    }
    expect(seoulToday()).toBe(real);
  });
});
