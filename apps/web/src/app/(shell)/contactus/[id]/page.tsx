import type { Metadata } from 'next';
import { inquiryQuery } from '@/features/inquiries/api/queries';
import { InquiryDetail } from '@/features/inquiries/components/inquiry-detail';
import { Prefetch } from '@/lib/server-prefetch';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: '문의 내역' };

export default async function Inquiry({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id);
  return (
    <Prefetch queries={(s) => (s.user.category === 'student' || s.user.category === 'parent' ? [inquiryQuery(id)] : [])}>
      <InquiryDetail id={id} />
    </Prefetch>
  );
}
