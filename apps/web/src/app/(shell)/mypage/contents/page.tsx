import type { Metadata } from 'next';
import { ordersQuery, statementQuery } from '@/features/contents/api/queries';
import { seoulMonth } from '@/features/contents/months';
import { ReceiptsPage } from '@/features/contents/components/receipts-page';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '콘텐츠 구매 내역' };

export default function MyContentsPage() {
  return (
    // This month's statement and the receipts (hers, or a parent's child's) come with the page.
    <Prefetch queries={ownOrChild((id) => [statementQuery(seoulMonth(), id), ordersQuery('receipts', id)])}>
      <ReceiptsPage withStatement />
    </Prefetch>
  );
}
