import type { UserCategory } from '@portal/contract/accounts-labels';
import type { Metadata } from 'next';
import { PersonForm } from '@/features/people/components/person-form';
import { adminOnly } from '../admin-only';

export const metadata: Metadata = { title: '계정 만들기' };

const KINDS: readonly UserCategory[] = ['student', 'parent', 'teacher', 'admin'];

export default async function NewPersonPage({ searchParams }: { searchParams: Promise<{ category?: string }> }) {
  await adminOnly();
  const asked = (await searchParams).category;
  const category = KINDS.find((k) => k === asked) ?? 'student';
  return <PersonForm key={category} category={category} />;
}
