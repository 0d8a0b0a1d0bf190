import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { noticeQuery } from '@/features/notices/api/queries';
import { NoticeDetail } from '@/features/notices/components/notice-detail';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '공지사항' };

export default async function Notice({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  return (
    <Prefetch queries={() => [noticeQuery(id)]}>
      <NoticeDetail id={id} />
    </Prefetch>
  );
}
