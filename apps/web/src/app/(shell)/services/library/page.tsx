import type { Metadata } from 'next';
import { isLibraryFilter, libraryListQuery } from '@/features/library/api/queries';
import { LibraryPage } from '@/features/library/components/library-page';
import { isSearchText, searchChoice, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '자료실' };

export default async function ServicesLibraryPage({ searchParams }: { searchParams: SearchParams }) {
  // The list the address asks for (her chip and search, kept there by the page) comes with it.
  const category = await searchChoice(searchParams, 'category', isLibraryFilter, 'all');
  const q = await searchChoice(searchParams, 'q', isSearchText, '');
  return (
    <Prefetch queries={() => [libraryListQuery(category, q)]}>
      <LibraryPage />
    </Prefetch>
  );
}
