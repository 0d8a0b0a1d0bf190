import type { Metadata } from 'next';
import { noticeListQuery } from '@/features/notices/api/queries';
import { NoticesPage } from '@/features/notices/components/notices-page';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '공지사항' };

export default function Notices() {
  // The first page of every category is the same for any device: it comes with the page.
  return (
    <Prefetch queries={() => [noticeListQuery()]}>
      <NoticesPage />
    </Prefetch>
  );
}
