import type { Metadata } from 'next';
import { staffQueueQuery } from '@/features/vacations/api/queries';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';
import { StaffVacations } from '@/features/vacations/components/staff-vacations';

export const metadata: Metadata = { title: '휴가 승인' };

export default function StaffVacationsPage() {
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffQueueQuery('decision')] : [])}>
      <StaffVacations />
    </Prefetch>
  );
}
