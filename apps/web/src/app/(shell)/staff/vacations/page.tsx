import type { Metadata } from 'next';
import { StaffVacations } from '@/features/vacations/components/staff-vacations';

export const metadata: Metadata = { title: '휴가 승인' };

export default function StaffVacationsPage() {
  return <StaffVacations />;
}
