import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useWholeCalendar } from './whole-calendar';

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@/lib/api', () => ({ request: api.request }));

const exam = (id: number, examDate: string) => ({
  id,
  name: `${id}회 모의고사`,
  shortName: `${id}회`,
  organizer: '사설',
  examDate,
  held: examDate < '2026-12-01',
  recordId: null,
});

describe('the whole exam calendar for the entry', () => {
  it('reads every page: the held exams past the first 100 (newest first) are there to choose', async () => {
    const pages = new Map([
      [0, { results: Array.from({ length: 100 }, (_, i) => exam(200 - i, '2028-01-01')), nextPageToken: 100 }],
      [100, { results: [exam(2, '2026-03-26'), exam(1, '2026-03-21')], nextPageToken: -1 }],
    ]);
    api.request.mockImplementation(async (url: string) => pages.get(Number(new URL(url, 'http://x').searchParams.get('pageToken') ?? 0)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useWholeCalendar(true), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data!.results).toHaveLength(102);
    expect(result.current.data!.results.at(-1)).toMatchObject({ id: 1, examDate: '2026-03-21' });
    expect(api.request).toHaveBeenCalledTimes(2);
  });
});
