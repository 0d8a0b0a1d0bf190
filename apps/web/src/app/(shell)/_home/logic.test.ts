// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countLabel, ddayLabel, hersOf, newestNotices, nextExams, todaysBookings } from './logic';

const exam = (id: number, name: string, examDate: string) => ({ id, name, shortName: name, examDate });

describe('nextExams', () => {
  const calendar = [
    exam(1, '2027학년도 9월 모의평가', '2026-09-03'),
    exam(2, '2027학년도 대학수학능력시험', '2026-11-19'),
    exam(3, '2027학년도 파이널 실전 모의고사', '2026-11-07'),
    exam(4, '2028학년도 12월 청람 월례고사', '2026-12-05'),
  ];

  it('counts the days to the next CSAT and the next mock exam', () => {
    const { csat, mock } = nextExams(calendar, '2026-11-01');
    expect(csat).toEqual({ name: '2027학년도 대학수학능력시험', date: '2026-11-19', days: 18 });
    expect(mock).toMatchObject({ date: '2026-11-07', days: 6 });
  });

  it('counts an exam of today and leaves out what has passed', () => {
    expect(nextExams(calendar, '2026-11-19').csat?.days).toBe(0);
    const after = nextExams(calendar, '2026-11-20');
    expect(after.csat).toBeNull();
    expect(after.mock?.date).toBe('2026-12-05');
  });
});

describe('labels', () => {
  it('writes D-day the Korean way', () => {
    expect(ddayLabel(0)).toBe('D-DAY');
    expect(ddayLabel(12)).toBe('D-12');
  });
  it('says when a first page is not all of it', () => {
    expect(countLabel(3, false)).toBe('3건');
    expect(countLabel(10, true)).toBe('10건 이상');
  });
});

describe('todaysBookings', () => {
  // Seoul times as the API sends them (UTC instants).
  const booking = (id: number, date: string, status: string, startsAt: string, endsAt: string) => ({ id, date, status, startsAt, endsAt });
  it("keeps today's standing bookings in time order", () => {
    const list = [
      booking(1, '2026-11-26', 'active', '2026-11-26T10:00:00Z', '2026-11-26T11:00:00Z'),
      booking(2, '2026-11-26', 'cancelled', '2026-11-25T23:00:00Z', '2026-11-26T00:00:00Z'),
      booking(3, '2026-11-27', 'active', '2026-11-26T22:00:00Z', '2026-11-26T23:00:00Z'),
      booking(4, '2026-11-26', 'active', '2026-11-26T03:30:00Z', '2026-11-26T04:00:00Z'),
    ];
    expect(todaysBookings(list, '2026-11-26', new Date('2026-11-26T01:00:00Z')).map((r) => r.id)).toEqual([4, 1]);
  });
  it('keeps last night’s late study while it runs past midnight, first, and lets it go once it has ended', () => {
    // 23:00-01:00 of the 25th (Seoul); a 19:00 booking of the 26th; an earlier booking of the 25th.
    const list = [
      booking(1, '2026-11-26', 'active', '2026-11-26T10:00:00Z', '2026-11-26T11:00:00Z'),
      booking(2, '2026-11-25', 'active', '2026-11-25T14:00:00Z', '2026-11-25T16:00:00Z'),
      booking(3, '2026-11-25', 'active', '2026-11-25T10:00:00Z', '2026-11-25T11:00:00Z'),
    ];
    // 00:20 in Seoul: still studying.
    expect(todaysBookings(list, '2026-11-26', new Date('2026-11-25T15:20:00Z')).map((r) => r.id)).toEqual([2, 1]);
    // 01:00: over.
    expect(todaysBookings(list, '2026-11-26', new Date('2026-11-25T16:00:00Z')).map((r) => r.id)).toEqual([1]);
  });
});

describe('hersOf', () => {
  it('keeps only the allergens she has', () => {
    expect(hersOf([1, 5, 6], new Set([5, 9]))).toEqual([5]);
    expect(hersOf([1], new Set())).toEqual([]);
  });
});

describe('newestNotices', () => {
  it('takes the newest by when they came out, not the pinned ones the list puts first', () => {
    const page = [
      { id: 1, pinned: true, publishAt: '2026-11-21T09:00:00.000Z' },
      { id: 2, pinned: true, publishAt: '2026-11-25T09:00:00.000Z' },
      { id: 5, pinned: false, publishAt: '2026-11-26T09:00:00.000Z' },
      { id: 6, pinned: false, publishAt: '2026-11-26T09:00:00.000Z' },
      { id: 4, pinned: false, publishAt: '2026-11-20T09:00:00.000Z' },
    ];
    expect(newestNotices(page, 3).map((n) => n.id)).toEqual([6, 5, 2]);
    expect(newestNotices(page.slice(0, 1), 3).map((n) => n.id)).toEqual([1]);
    expect(newestNotices([], 3)).toEqual([]);
    // The page she was given stays as the list has it.
    expect(page.map((n) => n.id)).toEqual([1, 2, 5, 6, 4]);
  });
});
