import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PayFail } from '@/features/contents/components/pay-result';

export const metadata: Metadata = { title: '결제 실패' };

/** Where Toss Payments sends the browser back when the payment did not go through. */
export default function PayFailPage() {
  return (
    <Suspense>
      <PayFail />
    </Suspense>
  );
}
