import type { Metadata } from 'next';
import { ordersQuery } from '@/features/contents/api/queries';
import { ReceiptsPage } from '@/features/contents/components/receipts-page';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '콘텐츠 구매 내역' };

export default function ContentsReceiptsPage() {
  // Her receipts, or a parent's child's, come with the page.
  return (
    <Prefetch queries={ownOrChild((id) => [ordersQuery('receipts', id)])}>
      <ReceiptsPage />
    </Prefetch>
  );
}
