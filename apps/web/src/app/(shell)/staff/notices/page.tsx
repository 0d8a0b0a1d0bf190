import type { Metadata } from 'next';
import { staffNoticeListQuery } from '@/features/notices/api/queries';
import { StaffNotices } from '@/features/notices/components/staff-notices';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '공지 관리' };

export default function StaffNoticesPage() {
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffNoticeListQuery()] : [])}>
      <StaffNotices />
    </Prefetch>
  );
}
