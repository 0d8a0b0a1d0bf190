import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StaffEducation } from '@/features/education/components/staff/staff-education';
import { staffStudentsQuery } from '@/features/education/api/queries';
import { Prefetch, searchParam, type SearchParams } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '학습 관리 (선생님)' };

export default async function StaffEducationPage({ searchParams }: { searchParams: SearchParams }) {
  // Without a chosen student the page is the student list.
  const picking = !(await searchParam(searchParams, 'student'));
  return (
    <Prefetch queries={(s) => (picking && (s.user.category === 'teacher' || s.user.category === 'admin') ? [staffStudentsQuery('')] : [])}>
      <Suspense>
        <StaffEducation />
      </Suspense>
    </Prefetch>
  );
}
