import type { Metadata } from 'next';
import { libraryListQuery } from '@/features/library/api/queries';
import { LibraryPage } from '@/features/library/components/library-page';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '자료실' };

export default function ServicesLibraryPage() {
  return (
    <Prefetch queries={() => [libraryListQuery('all', '')]}>
      <LibraryPage />
    </Prefetch>
  );
}
