import type { Metadata } from 'next';
import { goalsQuery } from '@/features/education/api/queries';
import { Prefetch } from '@/lib/server-prefetch';
import { GoalsForm } from '@/features/education/components/goals-form';

export const metadata: Metadata = { title: '나의 목표' };

export default function Goals() {
  return (
    <Prefetch queries={(s) => (s.user.category === 'student' ? [goalsQuery(undefined)] : [])}>
      <GoalsForm />
    </Prefetch>
  );
}
