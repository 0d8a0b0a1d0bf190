import type { Metadata } from 'next';
import { contentListQuery, ordersQuery } from '@/features/contents/api/queries';
import { ContentsPage } from '@/features/contents/components/contents-page';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '콘텐츠' };

export default function Contents() {
  return (
    // A student's orders waiting for payment sit above the list: fetched with it, so the list does not
    // jump down when they arrive (a parent's are per child, asked by the browser).
    <Prefetch
      queries={(s) =>
        s.user.category === 'student' ? [contentListQuery('all'), ordersQuery('awaiting', undefined)] : [contentListQuery('all')]
      }
    >
      <ContentsPage />
    </Prefetch>
  );
}
