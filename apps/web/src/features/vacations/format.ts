/** Dates and times as the centre reads them, always in Seoul: `2026.11.20 (금) 14:00`. */

const SEOUL = 'Asia/Seoul';
let dateTime: Intl.DateTimeFormat | undefined;

function partsOf(date: Date) {
  dateTime ??= new Intl.DateTimeFormat('ko-KR', {
    timeZone: SEOUL,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p: Record<string, string> = {};
  for (const part of dateTime.formatToParts(date)) p[part.type] = part.value;
  return p;
}

/** `2026.11.20 (금) 14:00`; empty for a missing or invalid value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (!Number.isFinite(date.getTime())) return '';
  const p = partsOf(date);
  return `${p.year}.${p.month}.${p.day} (${p.weekday}) ${p.hour}:${p.minute}`;
}

/** `YYYY-MM-DD` of the Seoul day `days` after the day of `now` (what a date input holds). */
export function seoulDate(now: Date = new Date(), days = 0): string {
  const shifted = new Date(now.getTime() + 9 * 3_600_000 + days * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

/** The instant of a Seoul date and `HH:MM`, as the API takes it (ISO with +09:00); null if incomplete. */
export function seoulInstant(date: string, time: string | null): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !time || !/^\d{2}:\d{2}$/.test(time)) return null;
  return `${date}T${time}:00+09:00`;
}

/** `HH:MM` of an instant in Seoul. */
export function seoulTime(value: Date): string {
  const p = partsOf(value);
  return `${p.hour}:${p.minute}`;
}
