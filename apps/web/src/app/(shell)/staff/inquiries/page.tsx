import type { Metadata } from 'next';
import { staffInquiriesQuery } from '@/features/inquiries/api/queries';
import { StaffInquiries } from '@/features/inquiries/components/staff-inquiries';
import { isStaffInquiryStatus } from '@/features/inquiries/staff-status';
import { isStaffCategory } from '@/lib/routes';
import { searchChoice, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '문의 관리' };

export default async function StaffInquiriesPage({ searchParams }: { searchParams: SearchParams }) {
  // The status the address names, as StaffInquiries reads it.
  const status = await searchChoice(searchParams, 'status', isStaffInquiryStatus, 'open');
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffInquiriesQuery(status)] : [])}>
      <StaffInquiries />
    </Prefetch>
  );
}
