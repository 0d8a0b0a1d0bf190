import { NO_NEXT_PAGE, type PageQuery, type Paged } from '@portal/contract';

/**
 * Builds a page from rows fetched with `limit: pageSize + 1`: the extra row only tells whether
 * another page exists. The token is the offset of the next page, -1 at the end.
 */
export function toPage<T>(rows: T[], query: PageQuery): Paged<T> {
  const hasMore = rows.length > query.pageSize;
  return {
    results: hasMore ? rows.slice(0, query.pageSize) : rows,
    nextPageToken: hasMore ? query.pageToken + query.pageSize : NO_NEXT_PAGE,
  };
}

/** The limit and offset a repository uses for a page query. */
export const pageWindow = (query: PageQuery) => ({ limit: query.pageSize + 1, offset: query.pageToken });
