import type { Metadata } from 'next';
import { isLibraryFilter, libraryListQuery } from '@/features/library/api/queries';
import { LibraryPage } from '@/features/library/components/library-page';
import { isSearchText, searchParam, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '자료실' };

export default async function ServicesLibraryPage({ searchParams }: { searchParams: SearchParams }) {
  // The list the address asks for (her chip and search, kept there by the page) comes with it.
  const category = (await searchParam(searchParams, 'category')) ?? 'all';
  const q = (await searchParam(searchParams, 'q')) ?? '';
  return (
    <Prefetch queries={() => [libraryListQuery(isLibraryFilter(category) ? category : 'all', isSearchText(q) ? q : '')]}>
      <LibraryPage />
    </Prefetch>
  );
}
