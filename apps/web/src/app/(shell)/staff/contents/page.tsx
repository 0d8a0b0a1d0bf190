import type { Metadata } from 'next';
import { staffOrdersQuery } from '@/features/contents/api/staff-queries';
import { StaffContents } from '@/features/contents/components/staff-contents';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '콘텐츠 관리' };

export default function StaffContentsPage() {
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffOrdersQuery('cancel_requested')] : [])}>
      <StaffContents />
    </Prefetch>
  );
}
