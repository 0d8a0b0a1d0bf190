/**
 * Calendar arithmetic in Asia/Seoul. Korea has kept UTC+9 without daylight saving since 1988, so a
 * fixed offset is exact and needs no time-zone database (PGlite and small images may lack one).
 */
const OFFSET_MS = 9 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** How many days ahead can be booked: today and the next six. */
export const BOOKABLE_DAYS = 7;

/** The Seoul calendar date of an instant, YYYY-MM-DD. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The Seoul wall-clock time of an instant, HH:MM. */
export function seoulTime(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(11, 16);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday .. 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Monday that starts the week of `date` (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The instant of a Seoul wall-clock time on a date. */
export function atSeoul(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+09:00`);
}

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A period of a template on a date; an end at or before the start means the next day (23:00-01:00). */
export function periodOn(date: string, startTime: string, endTime: string): { startsAt: Date; endsAt: Date } {
  const startsAt = atSeoul(date, startTime);
  const endDate = minutesOf(endTime) <= minutesOf(startTime) ? addDays(date, 1) : date;
  return { startsAt, endsAt: atSeoul(endDate, endTime) };
}

/** Today and the next six days, in Seoul. */
export function bookableDates(now: Date): string[] {
  const today = seoulDate(now);
  return Array.from({ length: BOOKABLE_DAYS }, (_, i) => addDays(today, i));
}

export function isBookableDate(date: string, now: Date): boolean {
  const today = seoulDate(now);
  return date >= today && date <= addDays(today, BOOKABLE_DAYS - 1);
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
