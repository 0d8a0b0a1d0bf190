import type { Metadata } from 'next';
import { ordersQuery, statementQuery } from '@/features/contents/api/queries';
import { seoulMonth } from '@/features/contents/messages';
import { ReceiptsPage } from '@/features/contents/components/receipts-page';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '콘텐츠 구매 내역' };

export default function MyContentsPage() {
  return (
    // A student's statement of this month and her receipts come with the page; a parent's depend on the child picked on this device.
    <Prefetch
      queries={(s) => (s.user.category === 'student' ? [statementQuery(seoulMonth(), undefined), ordersQuery('receipts', undefined)] : [])}
    >
      <ReceiptsPage withStatement />
    </Prefetch>
  );
}
