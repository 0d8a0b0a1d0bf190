import type { Metadata } from 'next';
import { myInquiriesQuery } from '@/features/inquiries/api/queries';
import { InquiriesPage } from '@/features/inquiries/components/inquiries-page';
import { ownOrChild } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '문의 내역' };

export default function ContactUs() {
  // A parent's child is picked on the device: her list is left to the browser.
  return (
    <Prefetch queries={ownOrChild((id) => [myInquiriesQuery(id)])}>
      <InquiriesPage />
    </Prefetch>
  );
}
