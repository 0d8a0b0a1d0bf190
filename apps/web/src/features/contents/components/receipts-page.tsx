'use client';
import { AppLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states/empty-state';
import { peopleIcon } from '@/components/ui/states/empty-icons/people';
import { useActiveStudent } from '@/lib/active-student';
import { pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { ReceiptsList } from './receipts-list';
import { StatementView } from './statement-view';
import styles from './contents.module.css';

/**
 * /contents/receipts and /mypage/contents: the receipts of a student (a parent's child picked in the
 * switcher), and on my page the month's centre-billing statement above them.
 */
export function ReceiptsPage({ withStatement = false }: { withStatement?: boolean }) {
  const { data: session } = useSession();
  const category = session?.user.category;
  const { isParent, studentId, ready, activeStudent, noChildren } = useActiveStudent();
  const family = category === 'student' || category === 'parent';
  const title = '콘텐츠 구매 내역';
  if (category && !family)
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.hint}>
          학생들의 주문과 취소 요청은 <AppLink href={pathOf('staffContents')}>콘텐츠 관리</AppLink>에서 확인해 주세요.
        </p>
      </section>
    );
  if (noChildren)
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <EmptyState icon={peopleIcon} title="연결된 자녀가 없습니다" description="학원에 문의해 주세요." />
      </section>
    );
  const enabled = !!category && ready;
  const sid = isParent ? studentId : undefined;
  return (
    <section className={styles.page} aria-labelledby="receipts-title">
      <div className={styles.pageHead}>
        <h1 id="receipts-title" className={styles.title}>
          {isParent && activeStudent ? `${activeStudent.name} 학생의 구매 내역` : title}
        </h1>
        {!withStatement && (
          <AppLink href={pathOf('mypageContents')} className={styles.headLink}>
            월별 청구 내역
          </AppLink>
        )}
      </div>
      {withStatement && <StatementView studentId={sid} enabled={enabled} />}
      {withStatement && <h2 className={styles.sectionTitle}>구매한 콘텐츠</h2>}
      <ReceiptsList studentId={sid} enabled={enabled} />
    </section>
  );
}
