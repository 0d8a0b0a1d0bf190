import type { Metadata } from 'next';
import { contentListQuery, ordersQuery } from '@/features/contents/api/queries';
import { ContentsPage } from '@/features/contents/components/contents-page';
import { serverChildren } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '콘텐츠' };

export default function Contents() {
  return (
    // Orders waiting for payment sit above the list: fetched with it, so the list does not jump down
    // when they arrive (a parent sees every child's).
    <Prefetch
      queries={async (s) => {
        if (s.user.category === 'student') return [contentListQuery('all'), ordersQuery('awaiting', undefined)];
        const children = s.user.category === 'parent' ? ((await serverChildren())?.results ?? []) : [];
        return [contentListQuery('all'), ...children.map((c) => ordersQuery('awaiting', c.id))];
      }}
    >
      <ContentsPage />
    </Prefetch>
  );
}
