import { daysBetween } from '@portal/contract/dates';

/** The few fields of the centre's exam calendar the home reads. */
type CalendarExam = { id: number; name: string; shortName: string; examDate: string };

/**
 * Order of `YYYY-MM-DD` dates and `HH:MM` times, which is their order as text. Not localeCompare: its
 * first call builds the locale's collator, tens of milliseconds on a slow phone, on the home screen.
 */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The CSAT is the calendar's 대학수학능력시험; every other exam of the calendar is a mock exam. */
export const isCsat = (exam: { name: string }) => exam.name.includes('대학수학능력시험');

export type Countdown = { name: string; date: string; days: number };

/** The next CSAT and the next mock exam from today on (today's counts), or null when none is on the calendar. */
export function nextExams(calendar: readonly CalendarExam[], today: string): { csat: Countdown | null; mock: Countdown | null } {
  const ahead = calendar.filter((e) => e.examDate >= today).sort((a, b) => byText(a.examDate, b.examDate));
  const pick = (e: CalendarExam | undefined): Countdown | null =>
    e ? { name: e.name, date: e.examDate, days: daysBetween(today, e.examDate) } : null;
  return { csat: pick(ahead.find(isCsat)), mock: pick(ahead.find((e) => !isCsat(e))) };
}

/** D-day as Koreans write it: D-DAY on the day, D-12 before. */
export const ddayLabel = (days: number): string => (days <= 0 ? 'D-DAY' : `D-${days}`);

/**
 * Her bookings of the day that still stand, by start: today's, and one of an earlier day still under
 * way (a late-night study from 23:00 to 01:00 is hers until 01:00, not gone at midnight).
 */
export function todaysBookings<R extends { date: string; status: string; startsAt: string; endsAt: string }>(
  list: readonly R[],
  today: string,
  now: Date,
): R[] {
  return list
    .filter((r) => r.status === 'active' && (r.date === today || (r.date < today && Date.parse(r.endsAt) > now.getTime())))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** A count of a first page: "10건 이상" when more pages follow. */
export function countLabel(count: number, more: boolean): string {
  return more ? `${count}건 이상` : `${count}건`;
}

/** The allergens of a dish she is allergic to. */
export const hersOf = (dishAllergens: readonly number[], hers: ReadonlySet<number>): number[] => dishAllergens.filter((n) => hers.has(n));

/**
 * The newest notices of the list's first page: the list puts pinned ones first whatever their age, the
 * home's 새 공지 is about what is new (by when it came out, the later id first on the same minute).
 */
export function newestNotices<N extends { id: number; publishAt: string }>(firstPage: readonly N[], count: number): N[] {
  return [...firstPage].sort((a, b) => byText(b.publishAt, a.publishAt) || b.id - a.id).slice(0, count);
}
