/** The quiet-hours part of a person's notification settings (alarm_settings). */
export type QuietHours = {
  quietDays: readonly number[];
  quietAllDay: boolean;
  quietStart: string | null;
  quietEnd: string | null;
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The centre is in Korea: Asia/Seoul is UTC+9 all year (no daylight saving). */
const SEOUL = 9 * 60 * MINUTE;

const minutesOf = (hhmm: string | null) => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/**
 * When the quiet hours that `at` falls in end, or null when `at` is not quiet. Days are Seoul weekdays
 * (0 = Sunday). A window that crosses midnight belongs to the day it starts on: Friday 22:00-07:00
 * keeps Friday night quiet until Saturday 07:00. Windows that touch or overlap run on into each other.
 */
export function quietUntil(q: QuietHours, at: Date): Date | null {
  if (!q.quietDays.length) return null;
  const local = at.getTime() + SEOUL;
  const today = Math.floor(local / DAY) * DAY;
  const start = minutesOf(q.quietStart);
  const end = minutesOf(q.quietEnd);
  const windows: [number, number][] = [];
  // From yesterday (its night may reach into today) to a week on (a chain of whole days).
  for (let i = -1; i <= 8; i++) {
    const day = today + i * DAY;
    if (!q.quietDays.includes(new Date(day).getUTCDay())) continue;
    if (q.quietAllDay) windows.push([day, day + DAY]);
    else if (start !== null && end !== null && start !== end)
      windows.push([day + start * MINUTE, end > start ? day + end * MINUTE : day + DAY + end * MINUTE]);
  }
  let until: number | null = null;
  for (const [a, b] of windows) if (a <= local && local < b) until = Math.max(until ?? b, b);
  if (until === null) return null;
  for (let grew = true; grew;) {
    grew = false;
    for (const [a, b] of windows)
      if (a <= until && b > until) {
        until = b;
        grew = true;
      }
  }
  return new Date(until - SEOUL);
}
