import { describe, expect, it } from 'vitest';
import { relativeTime } from './dates';

const NOW = new Date('2026-03-15T12:00:00+09:00');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('relativeTime', () => {
  it.each([
    ['now', 0, '방금 전'],
    ['59.999 s', MINUTE - 1, '방금 전'],
    ['60 s', MINUTE, '1분 전'],
    ['59 min 59 s', HOUR - SECOND, '59분 전'],
    ['60 min', HOUR, '1시간 전'],
    ['23 h 59 min', DAY - MINUTE, '23시간 전'],
    ['24 h', DAY, '1일 전'],
    ['6 days 23 h', 7 * DAY - HOUR, '6일 전'],
    ['7 days', 7 * DAY, '1주 전'],
    ['13 days', 13 * DAY, '1주 전'],
    ['14 days', 14 * DAY, '2주 전'],
    ['34 days', 34 * DAY, '4주 전'],
    ['35 days', 35 * DAY, '1개월 전'],
    ['61 days', 61 * DAY, '2개월 전'],
    ['364 days', 364 * DAY, '11개월 전'],
    ['365 days', 365 * DAY, '1년 전'],
    ['729 days', 729 * DAY, '1년 전'],
    ['730 days', 730 * DAY, '2년 전'],
  ])('%s ago reads %s', (_, elapsed, expected) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it('reads future times with 후, under a minute still 방금 전', () => {
    expect(relativeTime(new Date(NOW.getTime() + 30 * SECOND), NOW)).toBe('방금 전');
    expect(relativeTime(new Date(NOW.getTime() + 3 * MINUTE), NOW)).toBe('3분 후');
    expect(relativeTime(new Date(NOW.getTime() + 2 * DAY), NOW)).toBe('2일 후');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(relativeTime('2026-03-15T11:55:00+09:00', NOW)).toBe('5분 전');
    expect(relativeTime(NOW.getTime() - 3 * HOUR, NOW)).toBe('3시간 전');
  });

  it('gives an empty string for an invalid date', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
  });

  it('defaults now to the current time', () => {
    expect(relativeTime(new Date())).toBe('방금 전');
  });

  it('writes what ko Intl.RelativeTimeFormat writes, past and future, without building one', () => {
    const intl = new Intl.RelativeTimeFormat('ko', { numeric: 'always' });
    const spans: [number, Intl.RelativeTimeFormatUnit][] = [
      [MINUTE, 'minute'],
      [HOUR, 'hour'],
      [DAY, 'day'],
      [7 * DAY, 'week'],
    ];
    for (const [unit, name] of spans)
      for (const n of [1, 2, 3, 4]) {
        expect(relativeTime(ago(n * unit), NOW)).toBe(intl.format(-n, name));
        expect(relativeTime(new Date(NOW.getTime() + n * unit), NOW)).toBe(intl.format(n, name));
      }
    expect(relativeTime(ago(61 * DAY), NOW)).toBe(intl.format(-2, 'month'));
    expect(relativeTime(ago(800 * DAY), NOW)).toBe(intl.format(-2, 'year'));
  });
});
