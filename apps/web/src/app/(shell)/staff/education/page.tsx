import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StaffEducation } from '@/features/education/components/staff/staff-education';

export const metadata: Metadata = { title: '학습 관리 (선생님)' };

export default function StaffEducationPage() {
  return (
    <Suspense>
      <StaffEducation />
    </Suspense>
  );
}
