/**
 * Dates and times as the centre reads them, in Asia/Seoul: one module for the web, the API, the
 * seed and the e2e tests (`@portal/contract/dates`). It imports nothing (no zod), so a screen that
 * shows a date does not pull a schema library into its first load.
 *
 * Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact and needs no
 * time-zone database (PGlite, small images and some browsers' Intl may lack one), and the result
 * does not depend on the zone of the machine it runs on.
 *
 * A calendar day is a string `YYYY-MM-DD` (a Seoul date); a time of day is `HH:MM`; an instant is a
 * Date, an ISO string or epoch milliseconds.
 */

const OFFSET_MS = 9 * 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DAY_MINUTES = 24 * 60;

/** An instant: a Date, an ISO timestamp or epoch milliseconds. */
export type Instant = Date | string | number;

/** Weekday names, Sunday first (index = `weekdayOf`). */
export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_SHAPE = /^([01]\d|2[0-3]):[0-5]\d$/;

const msOf = (value: Instant) => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));
const pad = (n: number) => String(n).padStart(2, '0');
/** Midnight UTC of a calendar day: day arithmetic on it never meets a zone. */
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A `YYYY-MM-DD` that names a day that exists (no 2026-02-30, 2026-13-01, and no year 0000). */
export function isCalendarDate(value: string): boolean {
  // The calendar goes from 1 BC to AD 1; JS's proleptic year 0 is a day PostgreSQL refuses.
  if (!DATE_SHAPE.test(value) || value.startsWith('0000')) return false;
  const ms = utcMidnight(value);
  return Number.isFinite(ms) && dateOfUtc(ms) === value;
}

/**
 * Now, by the clock "today" and "now" are read from: the machine's, which a page of the portal corrects to
 * the server's (`__portalSkewMs`, set by the page as the server drew it) on a phone whose clock is wrong,
 * so that her today, her bookings tonight and "3분 전" are the server's (a wrong-clock audit).
 */
export const clockNow = (): Date => new Date(Date.now() + ((globalThis as { __portalSkewMs?: number }).__portalSkewMs ?? 0));

/** The Seoul calendar date of an instant (default: now), `YYYY-MM-DD`; with `days`, the day that many after it. */
export function seoulDate(at: Instant = clockNow(), days = 0): string {
  return dateOfUtc(msOf(at) + OFFSET_MS + days * DAY_MS);
}

/** Today in Seoul, `YYYY-MM-DD`, as seen from `now` (pass the clock's reading; defaults to the real one). */
export function seoulToday(now: Date = clockNow()): string {
  return seoulDate(now);
}

/** The Seoul wall-clock time of an instant, `HH:MM`. */
export function seoulTime(at: Instant): string {
  return new Date(msOf(at) + OFFSET_MS).toISOString().slice(11, 16);
}

/** The calendar day `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return dateOfUtc(utcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** How many days a month has (`month` 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day of the week of a calendar day: 0 Sunday .. 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** The Monday that starts the week of `date` (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** 이번 주 or 다음 주: the week of `date` as seen on `today` (a booking strip reaches six days on). */
export const weekName = (date: string, today: string): '이번 주' | '다음 주' =>
  weekStart(date) === weekStart(today) ? '이번 주' : '다음 주';

/** The week (Monday to Sunday) that holds `date`. */
export function weekOf(date: string): { start: string; end: string } {
  const start = weekStart(date);
  return { start, end: addDays(start, 6) };
}

/** Minutes after midnight of `HH:MM`. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `HH:MM` of minutes after midnight, wrapping past midnight (25 h reads 01:00). */
export function timeOf(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** `HH:MM` plus some minutes, on the clock face (23:50 + 20 reads 00:10). */
export const addMinutes = (time: string, minutes: number): string => timeOf(minutesOf(time) + minutes);

/** The instant `minutes` after Seoul midnight of `date` (may run into the next days). */
export function atSeoulMinutes(date: string, minutes: number): Date {
  return new Date(utcMidnight(date) - OFFSET_MS + minutes * MINUTE_MS);
}

/** The instant of a Seoul wall-clock time `HH:MM` on a calendar day. */
export function atSeoul(date: string, time: string): Date {
  return atSeoulMinutes(date, minutesOf(time));
}

/**
 * A Seoul date and `HH:MM` as the API takes them: ISO with `+09:00` (`2026-11-20T14:00:00+09:00`);
 * null while either is missing or malformed.
 */
export function seoulInstant(date: string, time: string | null | undefined): string | null {
  if (!DATE_SHAPE.test(date) || !time || !TIME_SHAPE.test(time)) return null;
  return `${date}T${time}:00+09:00`;
}

type Parts = { y: number; m: number; d: number; weekday: WeekdayName; hh: number; mm: number };

/** A calendar day is already a Seoul date; an instant is read in Seoul. Null when invalid. */
function partsOf(value: Instant): Parts | null {
  const ms = typeof value === 'string' && DATE_SHAPE.test(value) ? utcMidnight(value) : msOf(value) + OFFSET_MS;
  if (!Number.isFinite(ms)) return null;
  const t = new Date(ms);
  return {
    y: t.getUTCFullYear(),
    m: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    weekday: WEEKDAYS[t.getUTCDay()]!,
    hh: t.getUTCHours(),
    mm: t.getUTCMinutes(),
  };
}

/** `2026.11.20 (금)`: how dates read everywhere in the portal (a calendar day or an instant); empty if invalid. */
export function formatDate(value: Instant): string {
  const p = partsOf(value);
  return p ? `${p.y}.${pad(p.m)}.${pad(p.d)} (${p.weekday})` : '';
}

/** `11.20 (금)`, for lists inside this week; empty if invalid. */
export function formatShortDate(value: Instant): string {
  const p = partsOf(value);
  return p ? `${pad(p.m)}.${pad(p.d)} (${p.weekday})` : '';
}

/** `2026.11.20 (금) 14:00` of an instant in Seoul (a bare calendar day reads 00:00); empty for a missing or invalid value. */
export function formatDateTime(value: Instant | null | undefined): string {
  if (value == null || value === '') return '';
  const p = partsOf(value);
  return p ? `${p.y}.${pad(p.m)}.${pad(p.d)} (${p.weekday}) ${pad(p.hh)}:${pad(p.mm)}` : '';
}

/** `2026.11.01 ~ 11.28`, or with both years when they differ (`2026.12.20 ~ 2027.01.10`). */
export function formatPeriod(start: Instant, end: Instant): string {
  const a = partsOf(start);
  const b = partsOf(end);
  if (!a || !b) return '';
  const tail = a.y === b.y ? `${pad(b.m)}.${pad(b.d)}` : `${b.y}.${pad(b.m)}.${pad(b.d)}`;
  return `${a.y}.${pad(a.m)}.${pad(a.d)} ~ ${tail}`;
}

/** `11월 20일(금)`, for sentences in notifications and messages. */
export function formatMonthDay(date: string): string {
  const p = partsOf(date);
  return p ? `${p.m}월 ${p.d}일(${p.weekday})` : '';
}

/**
 * `11월 20일(금) 14:00` of an instant in Seoul, for notification bodies: the sentence form of
 * `formatMonthDay` with its time (Intl's `11. 20. (금) 14:00` read unlike every other date of the portal).
 */
export function formatMonthDayTime(at: Instant): string {
  const p = partsOf(at);
  return p ? `${p.m}월 ${p.d}일(${p.weekday}) ${pad(p.hh)}:${pad(p.mm)}` : '';
}

/** The day of the month and the weekday of a calendar day, for a date strip (`{ day: 20, weekday: '금' }`). */
export function dayParts(date: string): { day: number; weekday: WeekdayName } {
  const p = partsOf(date);
  return p ? { day: p.d, weekday: p.weekday } : { day: Number.NaN, weekday: WEEKDAYS[0] };
}

// ─── Relative time ─────────────────────────────────────────────────────────────────────────────

const HOUR_MS = 60 * MINUTE_MS;
/** Average Gregorian month, so 365 days never read as "12개월 전". */
const MONTH_DAYS = 365.2425 / 12;

/**
 * What `new Intl.RelativeTimeFormat('ko', { numeric: 'always' }).format(value, unit)` writes ("3분 전",
 * "2주 후") for the unit's Korean name, without it: building that formatter loads the locale's data,
 * tens of milliseconds on a slow phone, on the first list that shows a time.
 */
const relative = (value: number, unit: string) => `${Math.abs(value)}${unit} ${value < 0 ? '전' : '후'}`;

/**
 * Korean relative time of `date` seen from `now` (spec section 9): under 60 s either way "방금 전";
 * then minutes, hours, days (under 7), weeks (under 5), months, years, each rounded down ("5분 전",
 * "3일 전", "2주 전"). Future instants read "3분 후". numeric 'always' on purpose: 'auto' would say
 * "어제" or "지난주" for elapsed spans that may fall two calendar days or weeks back. Empty if invalid.
 */
export function relativeTime(date: Instant, now: Date = clockNow()): string {
  const diff = now.getTime() - msOf(date);
  if (!Number.isFinite(diff)) return '';
  const elapsed = Math.abs(diff);
  const sign = diff >= 0 ? -1 : 1;
  if (elapsed < MINUTE_MS) return '방금 전';
  if (elapsed < HOUR_MS) return relative(sign * Math.floor(elapsed / MINUTE_MS), '분');
  if (elapsed < DAY_MS) return relative(sign * Math.floor(elapsed / HOUR_MS), '시간');
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 7) return relative(sign * days, '일');
  if (days < 35) return relative(sign * Math.floor(days / 7), '주');
  if (days < 365) return relative(sign * Math.max(1, Math.floor(days / MONTH_DAYS)), '개월');
  return relative(sign * Math.floor(days / 365), '년');
}
