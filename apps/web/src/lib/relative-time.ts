/**
 * "방금 전", "5분 전", "3일 전", "2주 전" … (spec section 9). numeric 'always' on purpose: 'auto'
 * would say "어제" or "지난주" for elapsed spans that may fall two calendar days or weeks back.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Average Gregorian month, so 365 days never read as "12개월 전". */
const MONTH_DAYS = 365.2425 / 12;

let formatter: Intl.RelativeTimeFormat | undefined;
const format = (value: number, unit: Intl.RelativeTimeFormatUnit) => {
  formatter ??= new Intl.RelativeTimeFormat('ko', { numeric: 'always' });
  return formatter.format(value, unit);
};

/**
 * Korean relative time of `date` seen from `now`. Under 60 s (either way) "방금 전"; then minutes,
 * hours, days (under 7), weeks (under 5), months, years, each rounded down. Future dates read
 * "3분 후". An invalid date gives an empty string.
 */
export function relativeTime(date: Date | string | number, now: Date = new Date()): string {
  const then = date instanceof Date ? date.getTime() : new Date(date).getTime();
  const diff = now.getTime() - then;
  if (!Number.isFinite(diff)) return '';
  const elapsed = Math.abs(diff);
  const sign = diff >= 0 ? -1 : 1;
  if (elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return format(sign * Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format(sign * Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return format(sign * days, 'day');
  if (days < 35) return format(sign * Math.floor(days / 7), 'week');
  if (days < 365) return format(sign * Math.max(1, Math.floor(days / MONTH_DAYS)), 'month');
  return format(sign * Math.floor(days / 365), 'year');
}
