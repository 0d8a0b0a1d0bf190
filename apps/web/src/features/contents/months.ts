import { clockNow, seoulDate } from '@portal/contract/dates';

/** `YYYY-MM` of a month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** This month in Seoul, `YYYY-MM`. */
export function seoulMonth(now: Date = clockNow()): string {
  return seoulDate(now).slice(0, 7);
}
