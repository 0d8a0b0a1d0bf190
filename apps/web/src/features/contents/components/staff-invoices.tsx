'use client';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/states/skeleton';
import { ErrorState } from '@/components/ui/states/error-state';
import { useInvoices } from '../api/queries';
import { monthLabel, seoulMonth, shiftMonth, wonLabel } from '../messages';
import styles from './contents.module.css';

/** Staff: each family's contents on the centre invoice of a month, to add to the tuition bill. */
export function StaffInvoices() {
  const thisMonth = seoulMonth();
  const [month, setMonth] = useState(thisMonth);
  const invoices = useInvoices(month);
  return (
    <section className={styles.panel} aria-labelledby="invoices-title">
      <div className={styles.monthNav}>
        <button type="button" className={styles.monthButton} aria-label="이전 달" onClick={() => setMonth(shiftMonth(month, -1))}>
          ‹
        </button>
        <h2 id="invoices-title" className={styles.sectionTitle}>
          {monthLabel(month)} 가족별 청구
        </h2>
        <button
          type="button"
          className={styles.monthButton}
          aria-label="다음 달"
          disabled={month >= thisMonth}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      {invoices.isPending ? (
        <Skeleton rows={3} label="청구 내역을 불러오는 중입니다" />
      ) : invoices.isError ? (
        <ErrorState onRetry={() => void invoices.refetch()}>청구 내역을 불러오지 못했습니다.</ErrorState>
      ) : invoices.data.results.length === 0 ? (
        <p className={styles.hint}>{monthLabel(month)}에 센터 청구로 구매한 콘텐츠가 없습니다.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">학생 (보호자)</th>
              <th scope="col" className={styles.num}>
                건수
              </th>
              <th scope="col" className={styles.num}>
                금액
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.data.results.map((r) => (
              <tr key={r.student.id}>
                <td>
                  {r.student.name}
                  {r.parents.length ? ` (${r.parents.join(', ')})` : ''}
                </td>
                <td className={styles.num}>{r.count}건</td>
                <td className={styles.num}>{wonLabel(r.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                합계
              </th>
              <td className={styles.num}>{wonLabel(invoices.data.total)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
