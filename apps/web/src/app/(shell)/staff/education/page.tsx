import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StaffEducation } from '@/features/education/components/staff/staff-education';
import { staffStudentsQuery } from '@/features/education/api/staff-queries';
import { searchParam, type SearchParams } from '@/lib/search-params';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '학습 관리' };

export default async function StaffEducationPage({ searchParams }: { searchParams: SearchParams }) {
  // Without a chosen student the page is the student list.
  const picking = !(await searchParam(searchParams, 'student'));
  return (
    <Prefetch queries={(s) => (picking && isStaffCategory(s.user.category) ? [staffStudentsQuery('')] : [])}>
      <Suspense>
        <StaffEducation />
      </Suspense>
    </Prefetch>
  );
}
