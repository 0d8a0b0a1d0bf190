'use client';
import type { Vacation } from '@portal/contract';
import { staffVacationQueues } from '@portal/contract/vacations-labels';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips/chips';
import { lazyComponent } from '@/components/ui/lazy';
import { useOpenKeptDraft } from '@/components/ui/form/kept-draft';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useDecideVacation, useStaffQueue } from '../api/queries';
import { rejectDraftKey } from '../draft-keys';
import { useReveal } from './use-reveal';
import { staffQueueLabel, vacationTypeLabel } from '../messages';
import { isStaffVacationQueue } from '../staff-queue';
import { ReturnActions } from './return-actions';
import { VacationCard } from './vacation-card';

// The reason form (and the form hook) loads when a teacher first taps 반려.
const RejectForm = lazyComponent(() => import('./reject-form').then((m) => m.RejectForm), {
  ssr: false,
  loading: () => <div data-form-loading aria-busy="true" />,
});
import styles from './vacations.module.css';
import { useUrlChoice } from '@/lib/url-choice';

const failed = (err: unknown) => openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });

/** /staff/vacations: decide on consented requests, mark returns, see what waits for parents. */
export function StaffVacations() {
  // In the address: a reload keeps the chosen list.
  const [queue, setQueue] = useUrlChoice('queue', isStaffVacationQueue, 'decision');
  const list = useStaffQueue(queue);
  return (
    <section className={`${styles.page} ${styles.staffPage}`} aria-labelledby="staff-vacations-title">
      <h1 id="staff-vacations-title" className={styles.title}>
        휴가 승인
      </h1>
      <Chips
        label="목록"
        layout="scroll"
        options={staffVacationQueues.map((q) => ({ value: q, label: staffQueueLabel[q].tab }))}
        value={queue}
        onChange={setQueue}
      />
      <h2 className={styles.srOnly}>{staffQueueLabel[queue].tab}</h2>
      <PagedList
        query={list}
        loadingLabel="목록을 불러오는 중입니다"
        errorText="목록을 불러오지 못했습니다."
        empty={<EmptyState title={staffQueueLabel[queue].empty} />}
      >
        {(items) => (
          <ol className={`${styles.list} ${styles.staffList}`} aria-label={staffQueueLabel[queue].tab}>
            {items.map((v) => (
              <li key={v.id}>
                <VacationCard vacation={v} showStudent>
                  {/* Still waiting for a consent no parent can give: the API lists it here, to be decided. */}
                  {queue === 'decision' && v.status === 'requested' && (
                    <p className={styles.note}>보호자 계정이 꺼져 있거나 연결되어 있지 않아요. 보호자와 통화하셨다면 바로 결정해 주세요.</p>
                  )}
                  {queue === 'decision' && <DecisionActions vacation={v} />}
                  {queue === 'away' && <ReturnActions vacation={v} />}
                </VacationCard>
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </section>
  );
}

function DecisionActions({ vacation: v }: { vacation: Vacation }) {
  const decide = useDecideVacation();
  const rejecting = useReveal();
  // A reason kept from before a reload shows its form again.
  useOpenKeptDraft(rejectDraftKey(v.id), rejecting.restore);
  const what = `${v.student.name} 학생의 ${vacationTypeLabel[v.type]}`;

  const approve = async () => {
    if (
      !(await confirmDialog({
        title: '승인할까요?',
        message: `${what} 신청을 승인합니다. 학생과 보호자님께 알려 드립니다.`,
        confirmLabel: '승인',
      }))
    )
      return;
    try {
      await decide.mutateAsync({ id: v.id, decision: 'approve' });
      showToast({ status: 'success', title: '승인했습니다.', description: what });
    } catch (err) {
      void failed(err);
    }
  };

  if (rejecting.open) return <RejectForm vacation={v} onClose={rejecting.close} focus={rejecting.focus} />;
  return (
    <>
      <Button ref={rejecting.opener} variant="secondary" onClick={rejecting.show}>
        반려
      </Button>
      <Button onClick={approve} disabled={decide.isPending}>
        승인
      </Button>
    </>
  );
}
