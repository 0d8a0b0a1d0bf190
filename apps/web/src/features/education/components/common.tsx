'use client';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import styles from './education.module.css';

/** Loading, failure and empty states of a list or a page, in one place. */
export function Status({ kind, children, onRetry }: { kind: 'loading' | 'error' | 'empty'; children?: ReactNode; onRetry?: () => void }) {
  if (kind === 'loading')
    return (
      <p className={styles.status} aria-busy="true">
        {children ?? '불러오는 중입니다…'}
      </p>
    );
  return (
    <p className={styles.status} role={kind === 'error' ? 'alert' : undefined}>
      {children}
      {onRetry ? (
        <>
          {' '}
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            다시 시도
          </button>
        </>
      ) : null}
    </p>
  );
}

/** What a failed load says: the server's Korean message, or a general one. */
export const loadErrorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 404 ? '찾을 수 없는 기록입니다.' : error instanceof ApiError ? error.message : fallback;

/** "더 보기" under a paged list while the server has more. */
export function MoreButton({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  if (!hasMore) return null;
  return (
    <button type="button" className={styles.more} onClick={onMore} disabled={loading}>
      {loading ? '불러오는 중…' : '더 보기'}
    </button>
  );
}

/** What a paged query hands to PagedList (TanStack Query's infinite query result fits). */
type PagedQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { pages: { results: T[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** A paged list: loading, failed with a retry, empty, or its items; then "더 보기" while there are more. */
export function PagedList<T>({
  query,
  errorText,
  empty,
  children,
}: {
  query: PagedQuery<T>;
  errorText: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const items = query.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <>
      {query.isPending ? (
        <Status kind="loading" />
      ) : query.isError ? (
        <Status kind="error" onRetry={() => query.refetch()}>
          {loadErrorText(query.error, errorText)}
        </Status>
      ) : items.length === 0 ? (
        <Status kind="empty">{empty}</Status>
      ) : (
        children(items)
      )}
      <MoreButton hasMore={!!query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => query.fetchNextPage()} />
    </>
  );
}

export function Badge({ tone = 'key', children }: { tone?: 'key' | 'muted' | 'done' | 'warn' | 'lock'; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[`badge_${tone}`]}`}>{children}</span>;
}
