'use client';
import { useState } from 'react';
import { Chips } from '@/components/ui/chips/chips';
import { lazyComponent } from '@/components/ui/lazy';
import { Skeleton } from '@/components/ui/states/skeleton';
import { StaffOrders } from './staff-orders';
import styles from './contents.module.css';

// Each tab's code loads when it is first opened: most visits are for the cancellation queue.
const StaffCatalogue = lazyComponent(() => import('./staff-catalogue').then((m) => m.StaffCatalogue), {
  ssr: false,
  loading: () => <Skeleton rows={3} label="콘텐츠를 불러오는 중입니다" />,
});
const StaffInvoices = lazyComponent(() => import('./staff-invoices').then((m) => m.StaffInvoices), {
  ssr: false,
  loading: () => <Skeleton rows={3} label="청구 내역을 불러오는 중입니다" />,
});

type Tab = 'cancel' | 'awaiting' | 'orders' | 'catalogue' | 'invoices';
const TABS: { value: Tab; label: string }[] = [
  { value: 'cancel', label: '취소 요청' },
  { value: 'awaiting', label: '결제 대기' },
  { value: 'orders', label: '주문 내역' },
  { value: 'catalogue', label: '콘텐츠' },
  { value: 'invoices', label: '월별 청구' },
];

/**
 * /staff/contents: cancellation requests to decide, orders not paid yet (to follow up with a family),
 * every receipt, the catalogue, and each family's month.
 */
export function StaffContents() {
  const [tab, setTab] = useState<Tab>('cancel');
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="staff-contents-title">
      <h1 id="staff-contents-title" className={styles.title}>
        콘텐츠 관리
      </h1>
      <Chips label="메뉴" layout="scroll" options={TABS} value={tab} onChange={setTab} />
      {tab === 'cancel' && <StaffOrders status="cancel_requested" />}
      {tab === 'awaiting' && <StaffOrders status="awaiting" />}
      {tab === 'orders' && <StaffOrders status="all" />}
      {tab === 'catalogue' && <StaffCatalogue />}
      {tab === 'invoices' && <StaffInvoices />}
    </section>
  );
}
