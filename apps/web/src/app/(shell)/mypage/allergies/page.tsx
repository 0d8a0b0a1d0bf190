import type { Metadata } from 'next';
import { labelOf } from '@/lib/routes';
import { serverSession } from '@/lib/server-session';
import { allergiesQuery } from '@/features/meals/api/queries';
import { AllergyForm } from '@/features/meals/components/allergy-form';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

/** The same name as the header's: a parent reads her child's. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: labelOf('mypageAllergies', (await serverSession())?.user.category) };
}

export default function AllergiesPage() {
  return (
    <Prefetch queries={ownOrChild((id) => [allergiesQuery(id)])}>
      <AllergyForm />
    </Prefetch>
  );
}
