import type { Metadata } from 'next';
import { contentListQuery, isContentFilter, ordersQuery } from '@/features/contents/api/queries';
import { ContentsPage } from '@/features/contents/components/contents-page';
import { searchChoice, type SearchParams } from '@/lib/search-params';
import { serverChildren } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '콘텐츠' };

export default async function Contents({ searchParams }: { searchParams: SearchParams }) {
  // The catalogue of the chip the address holds (kept there by the page).
  const list = contentListQuery(await searchChoice(searchParams, 'category', isContentFilter, 'all'));
  return (
    // Orders waiting for payment sit above the list: fetched with it, so the list does not jump down
    // when they arrive (a parent sees every child's).
    <Prefetch
      queries={async (s) => {
        if (s.user.category === 'student') return [list, ordersQuery('awaiting', undefined)];
        const children = s.user.category === 'parent' ? ((await serverChildren())?.results ?? []) : [];
        return [list, ...children.map((c) => ordersQuery('awaiting', c.id))];
      }}
    >
      <ContentsPage />
    </Prefetch>
  );
}
