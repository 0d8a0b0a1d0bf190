import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../states/empty-state';
import { PagedList, SENTINEL_MARGIN, type PagedQuery } from './paged-list';

vi.mock('@/components/ui/app-link', () => ({
  AppLink: ({ scroll: _scroll, prefetch: _prefetch, replace: _replace, href, ...props }: Record<string, unknown> & { href: string }) => (
    <a href={href} {...props} />
  ),
}));

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean }[];

class FakeIntersectionObserver {
  entry: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, observed: [], disconnected: false };
    observers.push(this.entry);
  }
  observe(el: Element) {
    this.entry.observed.push(el);
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const base: PagedQuery<string> = {
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  data: { pages: [{ results: ['첫째', '둘째'] }] },
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
};

const listOf = (query: PagedQuery<string>) => (
  <PagedList query={query} errorText="목록을 불러오지 못했습니다." empty={<EmptyState title="아직 기록이 없습니다" />}>
    {(items) => (
      <ul>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    )}
  </PagedList>
);
const list = (q: Partial<PagedQuery<string>>) => listOf({ ...base, ...q });

describe('PagedList', () => {
  it('shows skeleton rows with a hidden Korean label while the first page loads', () => {
    render(list({ isPending: true, data: undefined }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('불러오는 중입니다');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('says what failed in Korean and tries again on 다시 시도', () => {
    const refetch = vi.fn();
    render(list({ isError: true, data: undefined, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('목록을 불러오지 못했습니다.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state when there is nothing', () => {
    render(list({ data: { pages: [{ results: [] }] } }));
    expect(screen.getByText('아직 기록이 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('renders the items of every page and no 더 보기 at the end', () => {
    render(list({ data: { pages: [{ results: ['a', 'b'] }, { results: ['c'] }] } }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b', 'c']);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
    expect(observers).toHaveLength(0);
  });

  it('shows once an item a later page repeats (one was added above it while she scrolled)', () => {
    type Row = { id: number; title: string };
    const query: PagedQuery<Row> = {
      ...(base as unknown as PagedQuery<Row>),
      data: {
        pages: [
          {
            results: [
              { id: 3, title: '셋' },
              { id: 2, title: '둘' },
            ],
          },
          {
            results: [
              { id: 2, title: '둘' },
              { id: 1, title: '하나' },
            ],
          },
        ],
      },
    };
    render(
      <PagedList query={query} errorText="목록을 불러오지 못했습니다." empty={null}>
        {(items) => (
          <ul>
            {items.map((i) => (
              <li key={i.id}>{i.title}</li>
            ))}
          </ul>
        )}
      </PagedList>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['셋', '둘', '하나']);
  });

  it('loads the next page when the sentinel comes near the screen', () => {
    const fetchNextPage = vi.fn();
    render(list({ hasNextPage: true, fetchNextPage }));
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe(SENTINEL_MARGIN);
    expect(observers[0]!.observed[0]).toBe(screen.getByTestId('paged-list-sentinel'));
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(fetchNextPage).not.toHaveBeenCalled();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });

  it('waits for a refetch of the pages she has before asking for the next page, and then never cancels one', () => {
    const fetchNextPage = vi.fn();
    const { rerender } = render(list({ hasNextPage: true, fetchNextPage, isFetching: true }));
    expect(observers).toHaveLength(0);
    expect(screen.getByRole('button', { name: '더 보기' })).toBeDisabled();
    rerender(list({ hasNextPage: true, fetchNextPage, isFetching: false }));
    expect(observers).toHaveLength(1);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(fetchNextPage).toHaveBeenCalledExactlyOnceWith({ cancelRefetch: false });
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(fetchNextPage).toHaveBeenLastCalledWith({ cancelRefetch: false });
  });

  it('shows an item added before a refetch even when the end of the list comes into view during it', async () => {
    // The server's list, newest first, ten per page; the first page's refetch is held until released.
    let server = Array.from({ length: 12 }, (_, i) => `기록 ${12 - i}`);
    let hold: Promise<void> | null = null;
    const page = async (start: number) => {
      if (start === 0 && hold) await hold;
      return { results: server.slice(start, start + 10), next: start + 10 < server.length ? start + 10 : null };
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function History() {
      const query = useInfiniteQuery({
        queryKey: ['history'],
        queryFn: ({ pageParam }) => page(pageParam),
        initialPageParam: 0,
        getNextPageParam: (last) => last.next,
      });
      return listOf(query);
    }
    render(
      <QueryClientProvider client={client}>
        <History />
      </QueryClientProvider>,
    );
    await screen.findByText('기록 12');
    // She adds one (the mutation's success refetches the list); the end of the list comes into view meanwhile.
    server = ['기록 13', ...server];
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    const refetched = client.invalidateQueries({ queryKey: ['history'] });
    await waitFor(() => expect(client.isFetching({ queryKey: ['history'] })).toBe(1));
    act(() => observers.filter((o) => !o.disconnected).forEach((o) => o.callback([{ isIntersecting: true }])));
    hold = null;
    release();
    await act(() => refetched);
    await screen.findByText('기록 13');
    // Then the next page, as the end is still in view.
    act(() => observers.filter((o) => !o.disconnected).forEach((o) => o.callback([{ isIntersecting: true }])));
    await screen.findByText('기록 1');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(server);
  });

  it('keeps 더 보기 as a fallback, disabled with a skeleton row while the page loads', () => {
    const fetchNextPage = vi.fn();
    const { rerender } = render(list({ hasNextPage: true, fetchNextPage }));
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
    rerender(list({ hasNextPage: true, fetchNextPage, isFetchingNextPage: true }));
    expect(screen.getByRole('button', { name: '더 보기' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('다음 목록을 불러오는 중입니다');
    // No observer while a page is on its way.
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('stops loading by itself after a failed page and offers 다시 시도', () => {
    const fetchNextPage = vi.fn();
    render(list({ hasNextPage: true, fetchNextPage, isError: true, isFetchNextPageError: true }));
    expect(observers).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });

  it('takes a function for the error text', () => {
    render(
      <PagedList
        query={{ ...base, isError: true, data: undefined, error: new Error('x') }}
        errorText={(e) => `실패: ${(e as Error).message}`}
        empty={null}
      >
        {() => null}
      </PagedList>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('실패: x');
  });
});
