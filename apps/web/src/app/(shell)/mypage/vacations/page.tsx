import type { Metadata } from 'next';
import { VacationsPage } from '@/features/vacations/components/vacations-page';

export const metadata: Metadata = { title: '휴가 내역' };

export default function MyVacationsPage() {
  return <VacationsPage />;
}
