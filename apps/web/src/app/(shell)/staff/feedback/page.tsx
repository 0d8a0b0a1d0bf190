import type { Metadata } from 'next';
import { staffFeedbackQuery } from '@/features/feedback/api/queries';
import { StaffFeedback } from '@/features/feedback/components/staff-feedback';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '의견 관리' };

export default function StaffFeedbackPage() {
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffFeedbackQuery('open')] : [])}>
      <StaffFeedback />
    </Prefetch>
  );
}
