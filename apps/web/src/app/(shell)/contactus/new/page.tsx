import type { Metadata } from 'next';
import { InquiryForm } from '@/features/inquiries/components/inquiry-form';

export const metadata: Metadata = { title: '문의하기' };

export default function NewInquiry() {
  return <InquiryForm />;
}
