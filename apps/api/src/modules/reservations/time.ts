/**
 * The reservation calendar: which days can be booked, a period's instants, when sign-up closes.
 * Seoul dates and times themselves come from `@portal/contract/dates`.
 */
import { addDays, atSeoul, minutesOf, seoulDate } from '@portal/contract/dates';

/** How many days ahead can be booked: today and the next six. */
export const BOOKABLE_DAYS = 7;

/** A period of a template on a date; an end at or before the start means the next day (23:00-01:00). */
export function periodOn(date: string, startTime: string, endTime: string): { startsAt: Date; endsAt: Date } {
  const startsAt = atSeoul(date, startTime);
  const endDate = minutesOf(endTime) <= minutesOf(startTime) ? addDays(date, 1) : date;
  return { startsAt, endsAt: atSeoul(endDate, endTime) };
}

/** The week last asked for: every page of a day asks, and it changes once a day. */
let lastWeek: { today: string; dates: readonly string[] } | null = null;

/** Today and the next six days, in Seoul. */
export function bookableDates(now: Date): readonly string[] {
  const today = seoulDate(now);
  if (lastWeek?.today !== today) {
    lastWeek = { today, dates: Object.freeze(Array.from({ length: BOOKABLE_DAYS }, (_, i) => addDays(today, i))) };
  }
  return lastWeek.dates;
}

export function isBookableDate(date: string, now: Date): boolean {
  const dates = bookableDates(now);
  return date >= dates[0]! && date <= dates[dates.length - 1]!;
}

/**
 * When sign-up for a slot closes: at `cutoffTime` on the slot's date when the facility has one
 * (late-night study: 16:30 the same day), else when the slot starts.
 */
export function cutoffOf(slot: { date: string; startsAt: Date }, cutoffTime: string | null): Date {
  if (!cutoffTime) return slot.startsAt;
  const at = atSeoul(slot.date, cutoffTime);
  return at < slot.startsAt ? at : slot.startsAt;
}

/** "16:30" as a Korean reading of the cut-off, for messages. */
export function cutoffLabel(cutoffTime: string | null): string {
  return cutoffTime ? `당일 ${cutoffTime}` : '시작 시간';
}
