import type { Metadata } from 'next';
import { GoalsForm } from '@/features/education/components/goals-form';

export const metadata: Metadata = { title: '나의 목표' };

export default function Goals() {
  return <GoalsForm />;
}
