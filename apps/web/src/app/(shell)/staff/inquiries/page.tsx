import type { Metadata } from 'next';
import { staffInquiriesQuery } from '@/features/inquiries/api/queries';
import { StaffInquiries } from '@/features/inquiries/components/staff-inquiries';
import { staffFilters } from '@/features/inquiries/messages';
import { isStaffCategory } from '@/lib/routes';
import { oneOf, searchChoice, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '문의 관리' };

export default async function StaffInquiriesPage({ searchParams }: { searchParams: SearchParams }) {
  // The status the address names, as StaffInquiries reads it.
  const status = await searchChoice(searchParams, 'status', oneOf(staffFilters.map((f) => f.value)), 'open');
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffInquiriesQuery(status)] : [])}>
      <StaffInquiries />
    </Prefetch>
  );
}
