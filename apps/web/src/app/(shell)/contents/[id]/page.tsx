import type { Metadata } from 'next';
import { contentItemQuery, paymentOptionsQuery } from '@/features/contents/api/queries';
import { ContentDetail } from '@/features/contents/components/content-detail';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: '콘텐츠' };

export default async function ContentItemPage({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id);
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
