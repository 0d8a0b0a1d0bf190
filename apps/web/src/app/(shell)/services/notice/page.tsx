import type { Metadata } from 'next';
import { isNoticeFilter, noticeListQuery } from '@/features/notices/api/queries';
import { NoticesPage } from '@/features/notices/components/notices-page';
import { isSearchText, searchChoice, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '공지사항' };

export default async function Notices({ searchParams }: { searchParams: SearchParams }) {
  // The first page of a category is the same for any device: the one the address asks for (her chip
  // and search, kept there by the page) comes with the page.
  const category = await searchChoice(searchParams, 'category', isNoticeFilter, 'all');
  const q = await searchChoice(searchParams, 'q', isSearchText, '');
  return (
    <Prefetch queries={() => [noticeListQuery(q, category === 'all' ? null : category)]}>
      <NoticesPage />
    </Prefetch>
  );
}
