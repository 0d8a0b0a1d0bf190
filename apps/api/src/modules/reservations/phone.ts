import type { PhonePicker } from '@portal/contract';
import { seoulTime } from '@portal/contract/dates';

type Range = { startsAt: Date; endsAt: Date };
export type PhoneWindowInput = Range & { id: number; booked: number };
export type BoothBooking = Range & { resourceId: number | null };

const MINUTE = 60_000;
const overlaps = (a: Range, from: Date, to: Date) => a.startsAt < to && a.endsAt > from;

/** Every start a window offers on its grid: from its start, every `step` minutes, the call fitting whole. */
export function startsOf(window: Range, callMinutes: number, stepMinutes: number): Date[] {
  const out: Date[] = [];
  for (let t = window.startsAt.getTime(); t + callMinutes * MINUTE <= window.endsAt.getTime(); t += stepMinutes * MINUTE)
    out.push(new Date(t));
  return out;
}

/** True when `start` is one of the window's grid starts. */
export function isGridStart(window: Range, start: Date, callMinutes: number, stepMinutes: number): boolean {
  return startsOf(window, callMinutes, stepMinutes).some((s) => s.getTime() === start.getTime());
}

/**
 * The starts of each window she can still book: in the future, with a booth free for the whole call,
 * and not overlapping any booking of hers.
 */
export function freeStarts(input: {
  windows: PhoneWindowInput[];
  callMinutes: number;
  stepMinutes: number;
  booths: readonly number[];
  bookings: readonly BoothBooking[];
  mine: readonly Range[];
  now: Date;
}): Map<number, Date[]> {
  const result = new Map<number, Date[]>();
  for (const w of input.windows) {
    const free: Date[] = [];
    for (const s of startsOf(w, input.callMinutes, input.stepMinutes)) {
      if (s <= input.now) continue;
      const e = new Date(s.getTime() + input.callMinutes * MINUTE);
      if (input.mine.some((m) => overlaps(m, s, e))) continue;
      const taken = new Set(input.bookings.filter((b) => overlaps(b, s, e)).map((b) => b.resourceId));
      if (input.booths.some((b) => !taken.has(b))) free.push(s);
    }
    result.set(w.id, free);
  }
  return result;
}

/**
 * The time picker's options: per hour, the minute range the open windows allow
 * (`hourMinuteRestrictions`) and the exact free starts (`hourMinuteOptions`, which the picker
 * prefers). Null when nothing is free.
 */
export function pickerFor(windows: Range[], free: Date[], callMinutes: number, stepMinutes: number): PhonePicker | null {
  if (!free.length) return null;
  const hm = (d: Date) => seoulTime(d).split(':').map(Number) as [number, number];
  const restrictions: PhonePicker['hourMinuteRestrictions'] = {};
  for (const w of windows)
    for (const s of startsOf(w, callMinutes, stepMinutes)) {
      const [h, m] = hm(s);
      const r = (restrictions[h] ??= { minMinute: m, maxMinute: m });
      r.minMinute = Math.min(r.minMinute ?? m, m);
      r.maxMinute = Math.max(r.maxMinute ?? m, m);
    }
  const options: PhonePicker['hourMinuteOptions'] = {};
  for (const s of free) {
    const [h, m] = hm(s);
    (options[h] ??= []).push(m);
  }
  const hours = Object.keys(options).map(Number);
  const minHour = Math.min(...hours);
  const maxHour = Math.max(...hours);
  // An hour between windows gets an empty list, so the picker leaves it out instead of offering 0-59.
  for (let h = minHour; h <= maxHour; h++) options[h] ??= [];
  return {
    minHour,
    maxHour,
    hourMinuteRestrictions: restrictions,
    hourMinuteOptions: options,
  };
}
