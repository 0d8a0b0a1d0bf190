import type { Metadata } from 'next';
import { ImportPeople } from '@/features/people/components/import-people';
import { adminOnly } from '../admin-only';

export const metadata: Metadata = { title: '학생 일괄 등록' };

export default async function ImportPeoplePage() {
  await adminOnly();
  return <ImportPeople />;
}
