'use client';
import { formatDate } from '@portal/contract/dates';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/states/skeleton';
import { ErrorState } from '@/components/ui/states/error-state';
import { useStatement } from '../api/queries';
import { useInvoices } from '../api/staff-queries';
import { monthLabel, statusLabel, wonLabel } from '../messages';
import { seoulMonth, shiftMonth } from '../months';
import styles from './contents.module.css';

/** Staff: each family's contents on the centre invoice of a month, to add to the tuition bill. */
export function StaffInvoices() {
  const thisMonth = seoulMonth();
  const [month, setMonth] = useState(thisMonth);
  const [open, setOpen] = useState<number | null>(null);
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
        <p className={styles.hint}>{monthLabel(month)}에 학원비 청구로 구매한 콘텐츠가 없습니다.</p>
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
              <FamilyRows
                key={r.student.id}
                row={r}
                month={month}
                open={open === r.student.id}
                onToggle={() => setOpen(open === r.student.id ? null : r.student.id)}
              />
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

/** One family's line, and under it, once opened, each receipt on its invoice. */
function FamilyRows({
  row: r,
  month,
  open,
  onToggle,
}: {
  row: { student: { id: number; name: string }; parents: string[]; count: number; total: number };
  month: string;
  open: boolean;
  onToggle: () => void;
}) {
  const lines = useStatement(month, r.student.id, open);
  return (
    <>
      <tr>
        <td>
          <button type="button" className={styles.rowButton} aria-expanded={open} onClick={onToggle}>
            {r.student.name}
            {r.parents.length ? ` (${r.parents.join(', ')})` : ''}
          </button>
        </td>
        <td className={styles.num}>{r.count}건</td>
        <td className={styles.num}>{wonLabel(r.total)}</td>
      </tr>
      {open && (
        <tr>
          <td colSpan={3}>
            {lines.data ? (
              <ul className={styles.lines} aria-label={`${r.student.name} 학생의 ${monthLabel(month)} 청구 항목`}>
                {lines.data.lines.map((l) => (
                  <li key={l.orderId} className={styles.line}>
                    <span className={styles.lineTitle}>
                      <span className={l.status === 'cancelled' ? styles.struck : undefined}>{l.title}</span>
                      <span className={styles.hint}>
                        {formatDate(l.paidAt)} · {statusLabel(l.status)}
                      </span>
                    </span>
                    <span className={l.status === 'cancelled' ? styles.struck : undefined}>{wonLabel(l.amount)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <Skeleton rows={1} label="청구 항목을 불러오는 중입니다" />
            )}
          </td>
        </tr>
      )}
    </>
  );
}
