'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorState } from '../states/error-state';
import { Skeleton } from '../states/skeleton';
import styles from './paged-list.module.css';

/** What PagedList reads of an infinite query over `nextPageToken` (TanStack Query's result fits). */
export type PagedQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { pages: { results: T[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError?: boolean;
  fetchNextPage: () => unknown;
};

/** How far below the screen the sentinel starts the next page, so it usually arrives before she gets there. */
export const SENTINEL_MARGIN = '200px';

/**
 * A paged list: skeleton rows while the first page loads, a Korean error with 다시 시도, the empty
 * state when there is nothing, else the items. The next page loads as she scrolls near the end (an
 * IntersectionObserver sentinel); "더 보기" stays as the fallback for keyboards and old browsers.
 */
export function PagedList<T>({
  query,
  errorText,
  empty,
  children,
  skeletonRows = 3,
  loadingLabel,
}: {
  query: PagedQuery<T>;
  /** The Korean message of a failed load (a function gets the error, e.g. to show the server's reason). */
  errorText: string | ((error: unknown) => string);
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
  skeletonRows?: number;
  loadingLabel?: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const nextFailed = !!query.isFetchNextPageError;
  const items = query.data?.pages.flatMap((p) => p.results) ?? [];
  const message = (error: unknown) => (typeof errorText === 'function' ? errorText(error) : errorText);

  useEffect(() => {
    const node = sentinel.current;
    // After a failed page she asks again herself: an observer would retry in a loop.
    if (!node || !hasNextPage || isFetchingNextPage || nextFailed || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: SENTINEL_MARGIN },
    );
    io.observe(node);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, nextFailed, fetchNextPage]);

  if (query.isPending) return <Skeleton rows={skeletonRows} label={loadingLabel} />;
  if (query.isError && items.length === 0) return <ErrorState onRetry={() => query.refetch()}>{message(query.error)}</ErrorState>;
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items)}
      {isFetchingNextPage ? <Skeleton rows={1} label="다음 목록을 불러오는 중입니다" /> : null}
      {nextFailed && !isFetchingNextPage ? (
        <ErrorState onRetry={() => fetchNextPage()}>{message(query.error)}</ErrorState>
      ) : hasNextPage ? (
        <>
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" data-testid="paged-list-sentinel" />
          <button type="button" className={styles.more} onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            더 보기
          </button>
        </>
      ) : null}
    </>
  );
}
