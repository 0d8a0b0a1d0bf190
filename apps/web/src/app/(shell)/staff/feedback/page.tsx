import type { Metadata } from 'next';
import { staffFeedbackQuery } from '@/features/feedback/api/queries';
import { StaffFeedback } from '@/features/feedback/components/staff-feedback';
import { isStaffFeedbackFilter } from '@/features/feedback/staff-filter';
import { isStaffCategory } from '@/lib/routes';
import { searchChoice, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '의견 관리' };

export default async function StaffFeedbackPage({ searchParams }: { searchParams: SearchParams }) {
  // The status the address names, as StaffFeedback reads it.
  const status = await searchChoice(searchParams, 'status', isStaffFeedbackFilter, 'open');
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffFeedbackQuery(status)] : [])}>
      <StaffFeedback />
    </Prefetch>
  );
}
