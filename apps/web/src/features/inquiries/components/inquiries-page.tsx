'use client';
import type { Inquiry } from '@portal/contract';
import { formatDateTime } from '@portal/contract/dates';
import { AppLink } from '@/components/ui/app-link';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { peopleIcon } from '@/components/ui/states/empty-icons/people';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useActiveStudent } from '@/lib/active-student';
import { isStaffCategory, pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useMyInquiries } from '../api/queries';
import { askerLabel, inquiryStatusLabels, statusTone, topicLabel } from '../messages';
import { styles } from './styles';

/** Where the new-inquiry form and one inquiry live. */
export const newInquiryPath = () => `${pathOf('contactus')}/new`;
export const inquiryPath = (id: number) => `${pathOf('contactus')}/${id}`;

/** /contactus: her inquiries (a parent's: everything asked about the child she picked), newest first. */
export function InquiriesPage() {
  const { data: session } = useSession();
  const category = session?.user.category;
  const staff = isStaffCategory(category);
  const { isParent, studentId, ready, noChildren, activeStudent } = useActiveStudent();
  const list = useMyInquiries(studentId, !!category && !staff && ready && !noChildren);

  return (
    <section className={styles.page} aria-labelledby="inquiries-title">
      <div className={styles.top}>
        <h1 id="inquiries-title" className={styles.title}>
          문의 내역
        </h1>
        {!staff && !noChildren && (
          <AppLink href={newInquiryPath()} className={styles.askLink}>
            문의하기
          </AppLink>
        )}
      </div>
      {isParent && activeStudent && <p className={styles.viewing}>{activeStudent.name} 학생에 관한 문의입니다.</p>}
      {staff ? (
        <p className={styles.pending}>
          선생님은 <AppLink href={pathOf('staffInquiries')}>문의 관리</AppLink>에서 받은 문의에 답변할 수 있습니다.
        </p>
      ) : noChildren ? (
        <EmptyState icon={peopleIcon} title="연결된 자녀가 없습니다" description="학원에 문의해 주세요." />
      ) : (
        <PagedList
          query={list}
          skeletonRows={4}
          loadingLabel="문의 내역을 불러오는 중입니다"
          errorText="문의 내역을 불러오지 못했습니다."
          empty={
            <EmptyState
              title="아직 남긴 문의가 없습니다"
              description="공부하다 막힌 문제나 생활하며 불편한 점을 선생님께 물어보세요."
              action={{ label: '문의하기', href: newInquiryPath() }}
            />
          }
        >
          {(items) => (
            <ul className={styles.list} aria-label="문의 목록">
              {items.map((q) => (
                <li key={q.id}>
                  <InquiryRow inquiry={q} showAsker={isParent} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      )}
    </section>
  );
}

function InquiryRow({ inquiry: q, showAsker }: { inquiry: Inquiry; showAsker: boolean }) {
  return (
    <AppLink href={inquiryPath(q.id)} className={styles.row} data-testid="inquiry-row">
      <span className={styles.cardHead}>
        <span className={styles.rowTopic}>{topicLabel(q)}</span>
        <StatusBadge tone={statusTone[q.status]}>{inquiryStatusLabels[q.status]}</StatusBadge>
      </span>
      <span className={styles.excerpt}>{q.body}</span>
      <span className={styles.meta}>
        {formatDateTime(q.createdAt)}
        {showAsker ? ` · ${askerLabel(q.asker)}` : ''}
        {q.attachments.length > 0 ? ` · 첨부 ${q.attachments.length}개` : ''}
      </span>
    </AppLink>
  );
}
