import type { UserCategory } from '@portal/contract/accounts-labels';
import { peopleCategoryLabels } from '@portal/contract/people-labels';
import type { Metadata } from 'next';
import { PersonForm } from '@/features/people/components/person-form';
import { adminOnly } from '../admin-only';

const KINDS: readonly UserCategory[] = ['student', 'parent', 'teacher', 'admin'];

type Props = { searchParams: Promise<{ category?: string }> };
const categoryOf = async (searchParams: Props['searchParams']) => {
  const asked = (await searchParams).category;
  return KINDS.find((k) => k === asked) ?? 'student';
};

/** The tab reads as the page's title does ("새 학생"). */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: `새 ${peopleCategoryLabels[await categoryOf(searchParams)]}` };
}

export default async function NewPersonPage({ searchParams }: Props) {
  await adminOnly();
  const category = await categoryOf(searchParams);
  return <PersonForm key={category} category={category} />;
}
