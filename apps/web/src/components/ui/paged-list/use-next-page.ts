'use client';
import { useEffect, type RefObject } from 'react';
import type { PagedQuery } from './paged-list';

/**
 * Asks for the next page when `sentinel` comes within `rootMargin` of `root` (the viewport by default),
 * for PagedList and any list that pages by scrolling (the chat room's older messages). Not while a page
 * is on its way, nor after a failed one (she asks again herself: an observer would retry in a loop),
 * nor while the pages she has are fetched again (after a change she made, e.g. a new request): asking
 * then would cancel that refetch and append to the old first page, whose new item would never show.
 * Once the refetch is over a new observer reports at once whether the sentinel is near. `before` (keep it
 * stable: a new one makes a new observer) runs first and may decline. Answers whether such a refetch is under way.
 */
export function useNextPageSentinel(
  sentinel: RefObject<Element | null>,
  query: Pick<PagedQuery<unknown>, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'isFetching' | 'fetchNextPage'>,
  options: { rootMargin: string; root?: RefObject<Element | null>; before?: () => boolean },
): boolean {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const nextFailed = !!query.isFetchNextPageError;
  const refreshing = !!query.isFetching && !isFetchingNextPage;
  const { rootMargin, root, before } = options;
  useEffect(() => {
    const node = sentinel.current;
    const within = root ? root.current : null;
    if (
      !node ||
      (root && !within) ||
      !hasNextPage ||
      isFetchingNextPage ||
      refreshing ||
      nextFailed ||
      typeof IntersectionObserver === 'undefined'
    )
      return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && before?.() !== false) void fetchNextPage({ cancelRefetch: false });
      },
      { root: within, rootMargin },
    );
    io.observe(node);
    return () => io.disconnect();
  }, [sentinel, root, rootMargin, before, hasNextPage, isFetchingNextPage, refreshing, nextFailed, fetchNextPage]);
  return refreshing;
}
