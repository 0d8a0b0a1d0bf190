import type { Metadata } from 'next';
import { isNoticeFilter, noticeListQuery } from '@/features/notices/api/queries';
import { NoticesPage } from '@/features/notices/components/notices-page';
import { isSearchText, searchParam, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '공지사항' };

export default async function Notices({ searchParams }: { searchParams: SearchParams }) {
  // The first page of a category is the same for any device: the one the address asks for (her chip
  // and search, kept there by the page) comes with the page.
  const category = (await searchParam(searchParams, 'category')) ?? 'all';
  const q = (await searchParam(searchParams, 'q')) ?? '';
  const filter = isNoticeFilter(category) && category !== 'all' ? category : null;
  return (
    <Prefetch queries={() => [noticeListQuery(isSearchText(q) ? q : '', filter)]}>
      <NoticesPage />
    </Prefetch>
  );
}
