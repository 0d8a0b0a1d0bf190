'use client';
import { clockNow } from '@portal/contract/dates';
import { useEffect, useState } from 'react';

/**
 * The time now, moved on every minute, so that "3분 전" stays true while the page is open (a chat
 * list said "방금 전" of a message minutes old until it was drawn again: an audit).
 */
export function useNow(): Date {
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(clockNow()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
