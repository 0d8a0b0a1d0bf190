import type { Metadata } from 'next';
import { Suspense } from 'react';
import { EducationPage } from '@/features/education/components/education-page';

export const metadata: Metadata = { title: '학습 관리' };

export default function Education() {
  return (
    <Suspense>
      <EducationPage />
    </Suspense>
  );
}
