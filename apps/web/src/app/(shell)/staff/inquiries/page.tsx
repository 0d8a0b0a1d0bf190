import type { Metadata } from 'next';
import { staffInquiriesQuery } from '@/features/inquiries/api/queries';
import { StaffInquiries } from '@/features/inquiries/components/staff-inquiries';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '문의 관리' };

export default function StaffInquiriesPage() {
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffInquiriesQuery('open')] : [])}>
      <StaffInquiries />
    </Prefetch>
  );
}
