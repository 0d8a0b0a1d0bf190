import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PaySuccess } from '@/features/contents/components/pay-result';

export const metadata: Metadata = { title: '결제 확인' };

/** Where Toss Payments sends the browser back after an authorised payment. */
export default function PaySuccessPage() {
  return (
    <Suspense>
      <PaySuccess />
    </Suspense>
  );
}
