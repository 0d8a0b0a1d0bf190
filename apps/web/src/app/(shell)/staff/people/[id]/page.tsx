import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { personQuery } from '@/features/people/api/queries';
import { PersonPage } from '@/features/people/components/person-page';
import { Prefetch } from '@/lib/server-prefetch';
import { adminOnly } from '../admin-only';

export const metadata: Metadata = { title: '사람 정보' };

export default async function StaffPersonPage({ params }: { params: Promise<{ id: string }> }) {
  await adminOnly();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  return (
    <Prefetch queries={() => [personQuery(id)]}>
      <PersonPage id={id} />
    </Prefetch>
  );
}
