import type { UserCategory } from '@portal/contract/accounts-labels';
import type { Metadata } from 'next';
import { peopleListQuery } from '@/features/people/api/queries';
import { PeopleList } from '@/features/people/components/people-list';
import { Prefetch } from '@/lib/server-prefetch';
import { adminOnly } from './admin-only';

export const metadata: Metadata = { title: '사람 관리' };

const KINDS: readonly UserCategory[] = ['student', 'parent', 'teacher', 'admin'];

export default async function StaffPeoplePage({ searchParams }: { searchParams: Promise<{ category?: string }> }) {
  await adminOnly();
  const asked = (await searchParams).category;
  const category = KINDS.find((k) => k === asked) ?? 'student';
  return (
    <Prefetch queries={() => [peopleListQuery(category, '', 'active')]}>
      <PeopleList key={category} initialCategory={category} />
    </Prefetch>
  );
}
