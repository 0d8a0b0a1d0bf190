import type { Metadata } from 'next';
import { noticeQuery } from '@/features/notices/api/queries';
import { NoticeDetail } from '@/features/notices/components/notice-detail';
import { Prefetch } from '@/lib/server-prefetch';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: '공지사항' };

export default async function Notice({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id);
  return (
    <Prefetch queries={() => [noticeQuery(id)]}>
      <NoticeDetail id={id} />
    </Prefetch>
  );
}
