import type { Metadata } from 'next';
import { personQuery } from '@/features/people/api/queries';
import { PersonPage } from '@/features/people/components/person-page';
import { Prefetch } from '@/lib/server-prefetch';
import { adminOnly } from '../admin-only';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: '사람 정보' };

export default async function StaffPersonPage({ params }: { params: Promise<{ id: string }> }) {
  await adminOnly();
  const id = recordId((await params).id);
  return (
    <Prefetch queries={() => [personQuery(id)]}>
      <PersonPage id={id} />
    </Prefetch>
  );
}
