import { describe, expect, it } from 'vitest';
import { buildExamCalendar } from './education';

const csats = (today: string) => buildExamCalendar(today).filter((e) => e.shortName === '수능');

describe('the demo exam calendar', () => {
  it.each([
    // The day after this year's CSAT: the next one is a year away, and on the calendar (home's D-day).
    ['2026-11-26', '2027-11-18', '2028학년도 대학수학능력시험'],
    ['2026-12-31', '2027-11-18', '2028학년도 대학수학능력시험'],
    ['2027-03-02', '2027-11-18', '2028학년도 대학수학능력시험'],
    ['2026-11-18', '2026-11-19', '2027학년도 대학수학능력시험'],
  ])('on %s holds the next CSAT, %s', (today, date, name) => {
    const next = csats(today).find((e) => e.examDate >= today);
    expect(next).toMatchObject({ examDate: date, name });
  });

  it('holds the coming mock exams and the last months’ held ones, oldest first', () => {
    const calendar = buildExamCalendar('2026-11-26');
    const dates = calendar.map((e) => e.examDate);
    expect(dates).toEqual([...dates].sort());
    expect(calendar.filter((e) => e.examDate > '2026-11-26' && e.shortName !== '수능').length).toBeGreaterThanOrEqual(12);
    expect(calendar.filter((e) => e.examDate <= '2026-11-26').length).toBeGreaterThanOrEqual(10);
    // Within one page of the calendar as the portal asks for it.
    expect(calendar.length).toBeLessThanOrEqual(100);
  });
});
