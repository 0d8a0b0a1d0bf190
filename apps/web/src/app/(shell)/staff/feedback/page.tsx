import type { Metadata } from 'next';
import { staffFeedbackQuery } from '@/features/feedback/api/queries';
import { StaffFeedback } from '@/features/feedback/components/staff-feedback';
import { staffFilters } from '@/features/feedback/messages';
import { isStaffCategory } from '@/lib/routes';
import { oneOf, searchChoice, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '의견 관리' };

export default async function StaffFeedbackPage({ searchParams }: { searchParams: SearchParams }) {
  // The status the address names, as StaffFeedback reads it.
  const status = await searchChoice(searchParams, 'status', oneOf(staffFilters.map((f) => f.value)), 'open');
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffFeedbackQuery(status)] : [])}>
      <StaffFeedback />
    </Prefetch>
  );
}
