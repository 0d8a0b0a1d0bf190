import type { UserCategory } from '@portal/contract/accounts-labels';
import type { Metadata } from 'next';
import { PEOPLE_LIMITS } from '@portal/contract/people-labels';
import { peopleListQuery, type PeopleStatus } from '@/features/people/api/queries';
import { PeopleList } from '@/features/people/components/people-list';
import { oneOf, searchChoice, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';
import { adminOnly } from './admin-only';

export const metadata: Metadata = { title: '사람 관리' };

const KINDS: readonly UserCategory[] = ['student', 'parent', 'teacher', 'admin'];

export default async function StaffPeoplePage({ searchParams }: { searchParams: SearchParams }) {
  await adminOnly();
  // The list as its address holds it (PeopleList keeps kind, search and status there).
  const category = await searchChoice(searchParams, 'category', oneOf(KINDS), 'student');
  const q = (await searchChoice(searchParams, 'q', (raw): raw is string => raw.length <= PEOPLE_LIMITS.search, '')).trim();
  const status = await searchChoice(searchParams, 'status', oneOf<PeopleStatus>(['active', 'inactive', 'all']), 'active');
  return (
    <Prefetch queries={() => [peopleListQuery(category, q, status)]}>
      <PeopleList key={category} />
    </Prefetch>
  );
}
