import { libraryCategories, type LibraryCategory } from '@portal/contract/library-labels';
import { libraryEndpoints as library } from '@portal/contract/endpoints/library';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, once, pagedQuery } from '@/lib/endpoints';
import { oneOf } from '@/lib/search-params';

const PAGE_SIZE = 12;

/** A category, or every one. */
export type LibraryFilter = LibraryCategory | 'all';
/** The chips' values, as the page's address may hold them (`?category=`). */
export const isLibraryFilter = oneOf<LibraryFilter>(['all', ...libraryCategories]);

export const libraryKeys = {
  all: ['library'] as const,
  list: (category: LibraryFilter, q: string) => [...libraryKeys.all, 'list', category, q] as const,
};

/** The list as the page first shows it is `libraryListQuery('all', '')`. */
export const libraryListQuery = (category: LibraryFilter, q: string) =>
  pagedQuery(
    library.list,
    { query: { pageSize: PAGE_SIZE, category: category === 'all' ? undefined : category, q: q || undefined } },
    libraryKeys.list(category, q),
  );

export const useLibraryList = (category: LibraryFilter, q: string) => useInfiniteQuery(libraryListQuery(category, q));

function useLibraryMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: libraryKeys.all }) });
}

export const useShareLibraryItem = () =>
  useLibraryMutation(({ body, key }: { body: EndpointBody<typeof library.create>; key: string }) =>
    callEndpoint(library.create, { body }, once(key)),
  );

export const useUpdateLibraryItem = () =>
  useLibraryMutation(({ id, ...body }: EndpointBody<typeof library.update> & { id: number }) =>
    callEndpoint(library.update, { params: { id }, body }),
  );

export const useRemoveLibraryItem = () => useLibraryMutation((id: number) => callEndpoint(library.remove, { params: { id } }));
