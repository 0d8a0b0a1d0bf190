'use client';
import { clockNow, seoulToday } from '@portal/contract/dates';
import { useEffect, useState } from 'react';

const DAY_MS = 86_400_000;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/**
 * Seoul's date, moved on at its midnight: a home left open overnight showed yesterday's D-day, meals and
 * bookings until something else drew it again (an audit).
 */
export function useSeoulDay(): string {
  const [day, setDay] = useState(() => seoulToday());
  useEffect(() => {
    const wait = DAY_MS - ((clockNow().getTime() + SEOUL_OFFSET_MS) % DAY_MS) + 1_000;
    const check = () => setDay(seoulToday());
    const timer = setTimeout(check, wait);
    // A phone asleep holds its timers: shown again, the page asks the date at once.
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [day]);
  return day;
}
