import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentItemQuery, paymentOptionsQuery } from '@/features/contents/api/queries';
import { ContentDetail } from '@/features/contents/components/content-detail';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '콘텐츠' };

export default async function ContentItemPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  return (
    <Prefetch
      queries={ownOrChild(
        (student) => [contentItemQuery(id, student), paymentOptionsQuery()],
        [contentItemQuery(id, undefined), paymentOptionsQuery()],
      )}
    >
      <ContentDetail id={id} />
    </Prefetch>
  );
}
