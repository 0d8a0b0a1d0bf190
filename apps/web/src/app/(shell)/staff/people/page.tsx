import type { Metadata } from 'next';
import { isPeopleCategory, isPeopleSearch, isPeopleStatus, peopleListQuery } from '@/features/people/api/queries';
import { PeopleList } from '@/features/people/components/people-list';
import { searchChoice, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';
import { adminOnly } from './admin-only';

export const metadata: Metadata = { title: '사람 관리' };

export default async function StaffPeoplePage({ searchParams }: { searchParams: SearchParams }) {
  await adminOnly();
  // The list as its address holds it (PeopleList keeps kind, search and status there).
  const category = await searchChoice(searchParams, 'category', isPeopleCategory, 'student');
  const q = (await searchChoice(searchParams, 'q', isPeopleSearch, '')).trim();
  const status = await searchChoice(searchParams, 'status', isPeopleStatus, 'active');
  return (
    <Prefetch queries={() => [peopleListQuery(category, q, status)]}>
      <PeopleList key={category} />
    </Prefetch>
  );
}
