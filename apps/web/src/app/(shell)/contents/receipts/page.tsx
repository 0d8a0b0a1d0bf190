import type { Metadata } from 'next';
import { ordersQuery } from '@/features/contents/api/queries';
import { ReceiptsPage } from '@/features/contents/components/receipts-page';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '콘텐츠 구매 내역' };

export default function ContentsReceiptsPage() {
  // A student's own receipts come with the page; a parent's depend on the child picked on this device.
  return (
    <Prefetch queries={(s) => (s.user.category === 'student' ? [ordersQuery('receipts', undefined)] : [])}>
      <ReceiptsPage />
    </Prefetch>
  );
}
