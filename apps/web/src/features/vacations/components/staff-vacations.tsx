'use client';
import type { Vacation } from '@portal/contract';
import { staffVacationQueues } from '@portal/contract/vacations-labels';
import { useState } from 'react';
import { clockNow, seoulDate, seoulInstant, seoulTime } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips/chips';
import { lazyComponent } from '@/components/ui/lazy';
import { FieldError } from '@/components/ui/form/field-error';
import { useOpenKeptDraft } from '@/components/ui/form/kept-draft';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { confirmDialog, openModal, requestTime, showToast } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useDecideVacation, useMarkReturned, useStaffQueue } from '../api/queries';
import { rejectDraftKey } from '../draft-keys';
import { useReveal } from './use-reveal';
import { staffQueueLabel, vacationTypeLabel } from '../messages';
import { isStaffVacationQueue } from '../staff-queue';
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
                  {queue === 'consent' && v.guardianless && (
                    <p className={styles.note}>보호자 계정이 꺼져 있거나 연결되어 있지 않아요. 보호자와 통화하셨다면 바로 결정해 주세요.</p>
                  )}
                  {(queue === 'decision' || (queue === 'consent' && v.guardianless)) && <DecisionActions vacation={v} />}
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

export function ReturnActions({ vacation: v }: { vacation: Vacation }) {
  const mark = useMarkReturned();
  const [error, setError] = useState<string[] | undefined>();
  const started = Date.parse(v.startAt) <= clockNow().getTime();
  const what = `${v.student.name} 학생`;

  const markAt = async (returnedAt?: string) => {
    try {
      await mark.mutateAsync({ id: v.id, returnedAt });
      showToast({ status: 'success', title: '복귀를 기록했습니다.', description: what });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors?.returnedAt) setError(err.fieldErrors.returnedAt);
      else void failed(err);
    }
  };

  const now = async () => {
    if (
      await confirmDialog({
        title: '지금 복귀로 기록할까요?',
        message: `${what}을 지금 복귀한 것으로 기록하고 보호자님께 알려 드립니다.`,
        confirmLabel: '복귀 기록',
      })
    )
      await markAt();
  };

  // Earlier today: the picker offers only times that have already passed.
  const earlier = async () => {
    const current = clockNow();
    const [h, m] = seoulTime(current).split(':').map(Number) as [number, number];
    const picked = await requestTime({
      title: '오늘 복귀한 시간',
      maxHour: h,
      initialHour: h,
      initialMinute: 0,
      hourMinuteRestrictions: { [h]: { maxMinute: m } },
    });
    if (!picked) return;
    setError(undefined);
    await markAt(seoulInstant(seoulDate(current), picked.formattedTime)!);
  };

  // Yesterday, for one that began before today: back at 23:50 and recorded after midnight, or the
  // next morning (an audit: only today's times could be picked). From her start time when it was yesterday.
  const today = seoulDate();
  const yesterday = seoulDate(undefined, -1);
  const startedBeforeToday = seoulDate(v.startAt) < today;
  const onYesterday = async () => {
    const [h, m] = seoulTime(v.startAt).split(':').map(Number) as [number, number];
    const sameDay = seoulDate(v.startAt) === yesterday;
    const picked = await requestTime({
      title: '어제 복귀한 시간',
      minHour: sameDay ? h : 0,
      initialHour: sameDay && h >= 22 ? h : 22,
      initialMinute: sameDay && h >= 22 ? m : 0,
      ...(sameDay ? { hourMinuteRestrictions: { [h]: { minMinute: m } } } : {}),
    });
    if (!picked) return;
    setError(undefined);
    await markAt(seoulInstant(yesterday, picked.formattedTime)!);
  };

  if (!started) return <p className={styles.hint}>시작 일시가 지나면 복귀를 기록할 수 있습니다.</p>;
  return (
    <div className={styles.returnActions}>
      <div className={styles.formButtons}>
        {startedBeforeToday && (
          <Button variant="secondary" onClick={onYesterday} disabled={mark.isPending}>
            어제 복귀
          </Button>
        )}
        <Button variant="secondary" onClick={earlier} disabled={mark.isPending}>
          시간 지정
        </Button>
        <Button onClick={now} disabled={mark.isPending}>
          지금 복귀
        </Button>
      </div>
      <FieldError id={`return-error-${v.id}`} errors={error} />
    </div>
  );
}
