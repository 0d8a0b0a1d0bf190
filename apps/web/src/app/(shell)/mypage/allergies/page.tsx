import type { Metadata } from 'next';
import { allergiesQuery } from '@/features/meals/api/queries';
import { AllergyForm } from '@/features/meals/components/allergy-form';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '알레르기 설정' };

export default function AllergiesPage() {
  return (
    <Prefetch queries={ownOrChild((id) => [allergiesQuery(id)])}>
      <AllergyForm />
    </Prefetch>
  );
}
