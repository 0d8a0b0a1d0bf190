import type { Metadata } from 'next';
import { contentListQuery } from '@/features/contents/api/queries';
import { ContentsPage } from '@/features/contents/components/contents-page';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '콘텐츠' };

export default function Contents() {
  return (
    <Prefetch queries={() => [contentListQuery('all')]}>
      <ContentsPage />
    </Prefetch>
  );
}
