import type { Metadata } from 'next';
import { Suspense } from 'react';
import { EducationPage } from '@/features/education/components/education-page';
import { examListQuery, trendQuery } from '@/features/education/api/queries';
import { searchParam, type SearchParams } from '@/lib/search-params';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '학습 관리' };

export default async function Education({ searchParams }: { searchParams: SearchParams }) {
  // The grades tab opens first: her exams and their trend come with the page.
  const grades = !(await searchParam(searchParams, 'tab'));
  return (
    <Prefetch queries={ownOrChild((id) => (grades ? [trendQuery(id), examListQuery(id)] : []))}>
      <Suspense>
        <EducationPage />
      </Suspense>
    </Prefetch>
  );
}
