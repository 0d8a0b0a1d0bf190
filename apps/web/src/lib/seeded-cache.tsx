'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { onPhoneClock } from './clock-skew';

/** One answer the portal's server fetched for this page: its query key, the data and when it was read. */
export type SeededQuery = { queryKey: readonly unknown[]; data: unknown; updatedAt: number };

/**
 * Puts the server's answers (`lib/server-prefetch.tsx`) into the query cache. A query the cache does
 * not hold yet is filled during the first render, before the page's hooks read it, so the server's
 * HTML and the browser's first render agree. One it holds already (the header's profile, a page seen
 * before in this tab) is updated after the render, and only when the server's answer is newer, so no
 * other component is changed while this one renders. A few lines instead of TanStack's
 * HydrationBoundary, which carries what the portal does not use (mutations, streamed promises).
 */
export function SeededCache({ queries, children }: { queries: SeededQuery[]; children: ReactNode }) {
  const client = useQueryClient();
  const seeded = useRef(false);
  if (!seeded.current) {
    seeded.current = true;
    for (const q of queries) {
      if (!client.getQueryState(q.queryKey)) client.setQueryData(q.queryKey, q.data, { updatedAt: onPhoneClock(q.updatedAt) });
    }
  }
  useEffect(() => {
    for (const q of queries) {
      const current = client.getQueryState(q.queryKey);
      // Its time on the phone's clock, as the cache keeps every time (a phone with a wrong clock: lib/clock-skew).
      const updatedAt = onPhoneClock(q.updatedAt);
      if (current && current.dataUpdatedAt < updatedAt) client.setQueryData(q.queryKey, q.data, { updatedAt });
    }
  }, [client, queries]);
  return children;
}
