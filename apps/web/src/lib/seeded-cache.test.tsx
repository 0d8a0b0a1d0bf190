import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SeededCache } from './seeded-cache';

const key = ['vacations', 'history', 'me'] as const;

function Shown() {
  // Never fetches: what it shows can only come from the cache.
  const { data } = useQuery({ queryKey: key, queryFn: () => new Promise<string>(() => {}), staleTime: 30_000 });
  return <p>{data ?? '비어 있음'}</p>;
}

const page = (client: QueryClient, data: string, updatedAt: number) => (
  <QueryClientProvider client={client}>
    <SeededCache queries={[{ queryKey: key, data, updatedAt }]}>
      <Shown />
    </SeededCache>
  </QueryClientProvider>
);

describe('SeededCache', () => {
  it('gives the page its server answer in the first render, on the server and in the browser', () => {
    expect(renderToString(page(new QueryClient(), '서버의 답', 1000))).toContain('서버의 답');
    render(page(new QueryClient(), '서버의 답', 1000));
    expect(screen.getByText('서버의 답')).toBeTruthy();
  });

  it('keeps a newer answer the tab already holds, and replaces an older one after the render', async () => {
    const newer = new QueryClient();
    newer.setQueryData(key, '탭의 새 답', { updatedAt: 2000 });
    const { unmount } = render(page(newer, '서버의 옛 답', 1000));
    expect(screen.getByText('탭의 새 답')).toBeTruthy();
    unmount();

    const older = new QueryClient();
    older.setQueryData(key, '탭의 옛 답', { updatedAt: 500 });
    render(page(older, '서버의 새 답', 1000));
    await waitFor(() => expect(screen.getByText('서버의 새 답')).toBeTruthy());
  });

  it('keeps the server’s moment on the phone’s clock: on a phone a day behind, the answer is not fresh for a day', () => {
    (window as { __portalSkewMs?: number }).__portalSkewMs = 86_400_000;
    try {
      const client = new QueryClient();
      const serverNow = Date.now() + 86_400_000;
      render(page(client, '서버의 답', serverNow));
      const at = client.getQueryState(key)!.dataUpdatedAt;
      expect(Math.abs(at - Date.now())).toBeLessThan(5_000);
    } finally {
      delete (window as { __portalSkewMs?: number }).__portalSkewMs;
    }
  });
});
