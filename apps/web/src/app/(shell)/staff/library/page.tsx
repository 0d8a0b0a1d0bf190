import type { Metadata } from 'next';
import { libraryListQuery } from '@/features/library/api/queries';
import { StaffLibrary } from '@/features/library/components/staff-library';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '자료실 관리' };

export default function StaffLibraryPage() {
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [libraryListQuery('all', '')] : [])}>
      <StaffLibrary />
    </Prefetch>
  );
}
