'use client';
import { useRef, type ReactNode } from 'react';
import { ErrorState } from '../states/error-state';
import { Skeleton } from '../states/skeleton';
import styles from './paged-list.module.css';
import { useNextPageSentinel } from './use-next-page';

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
  /** Any fetch of the list, the next page's or the pages she has again (a refetch after a change). */
  isFetching?: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
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
  const refreshing = useNextPageSentinel(sentinel, query, { rootMargin: SENTINEL_MARGIN });
  const next = () => fetchNextPage({ cancelRefetch: false });
  // Pages are cut by position: one added above while she scrolled pushed an item onto the next page
  // too, and it showed twice (an audit). By its id, once.
  const seen = new Set<unknown>();
  const items = (query.data?.pages.flatMap((p) => p.results) ?? []).filter((item) => {
    const id = (item as { id?: unknown }).id;
    return id === undefined || (!seen.has(id) && !!seen.add(id));
  });
  const message = (error: unknown) => (typeof errorText === 'function' ? errorText(error) : errorText);

  if (query.isPending) return <Skeleton rows={skeletonRows} label={loadingLabel} />;
  if (query.isError && items.length === 0) return <ErrorState onRetry={() => query.refetch()}>{message(query.error)}</ErrorState>;
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items)}
      {isFetchingNextPage ? <Skeleton rows={1} label="다음 목록을 불러오는 중입니다" /> : null}
      {nextFailed && !isFetchingNextPage ? (
        <ErrorState onRetry={next}>{message(query.error)}</ErrorState>
      ) : hasNextPage ? (
        <>
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" data-testid="paged-list-sentinel" />
          <button type="button" className={styles.more} onClick={next} disabled={isFetchingNextPage || refreshing}>
            더 보기
          </button>
        </>
      ) : null}
    </>
  );
}
