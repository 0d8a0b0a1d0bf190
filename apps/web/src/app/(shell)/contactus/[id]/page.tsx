import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { inquiryQuery } from '@/features/inquiries/api/queries';
import { InquiryDetail } from '@/features/inquiries/components/inquiry-detail';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '문의 내역' };

export default async function Inquiry({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  return (
    <Prefetch queries={(s) => (s.user.category === 'student' || s.user.category === 'parent' ? [inquiryQuery(id)] : [])}>
      <InquiryDetail id={id} />
    </Prefetch>
  );
}
