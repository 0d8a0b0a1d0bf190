'use client';
import type { Feedback } from '@portal/contract';
import { lazyComponent } from '@/components/ui/lazy';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips/chips';
import { useKeptDraft } from '@/components/ui/form/kept-draft';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { ApiError } from '@/lib/api-client';
import { useCloseFeedback, useStaffFeedback } from '../api/queries';
import { answerDraftKey, staffFilters } from '../messages';
import { isStaffFeedbackFilter } from '../staff-filter';
import { FeedbackCard } from './feedback-card';
import styles from '@/components/ui/thread/thread.module.css';
import { useUrlChoice } from '@/lib/url-choice';

// The answer form (and the form hook) loads when a teacher first taps 답변.
const AnswerForm = lazyComponent(() => import('./answer-form').then((m) => m.AnswerForm), {
  ssr: false,
  loading: () => <div className={styles.actions} data-form-loading aria-busy="true" />,
});

/** /staff/feedback: what students and parents sent, open first; answer and close. */
export function StaffFeedback() {
  // In the address: a reload keeps the chosen status.
  const [status, setStatus] = useUrlChoice('status', isStaffFeedbackFilter, 'open');
  const list = useStaffFeedback(status);
  const filter = staffFilters.find((f) => f.value === status)!;
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="staff-feedback-title">
      <h1 id="staff-feedback-title" className={styles.title}>
        의견 관리
      </h1>
      <Chips label="목록" layout="scroll" options={staffFilters} value={status} onChange={setStatus} />
      <h2 className={styles.srOnly}>{filter.label}</h2>
      <PagedList
        query={list}
        loadingLabel="의견을 불러오는 중입니다"
        errorText="의견을 불러오지 못했습니다."
        empty={<EmptyState title={filter.empty} />}
      >
        {(items) => (
          <ul className={styles.list} aria-label={`${filter.label} 의견 목록`}>
            {items.map((f) => (
              <li key={f.id}>
                <FeedbackCard feedback={f} showSender>
                  {f.status !== 'closed' && <StaffActions feedback={f} />}
                </FeedbackCard>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function StaffActions({ feedback: f }: { feedback: Feedback }) {
  const close = useCloseFeedback();
  const [answering, setAnswering] = useState(false);
  const [done, setDone] = useState(false);
  const kept = useKeptDraft(answerDraftKey(f.id)) && !done;
  const closeIt = async () => {
    if (
      !(await confirmDialog({
        title: '의견을 종료할까요?',
        message: f.answer ? '종료하면 답변을 더 고칠 수 없습니다.' : '답변 없이 종료합니다. 종료하면 답변을 더 쓸 수 없습니다.',
        confirmLabel: '종료',
      }))
    )
      return;
    try {
      await close.mutateAsync(f.id);
      showToast({ status: 'success', title: '의견을 종료했습니다.' });
    } catch (err) {
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };
  if (answering || kept)
    return (
      <AnswerForm
        feedback={f}
        onClose={() => {
          setAnswering(false);
          setDone(true);
        }}
      />
    );
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={closeIt} disabled={close.isPending}>
        종료
      </Button>
      <Button onClick={() => setAnswering(true)}>{f.answer ? '답변 고치기' : '답변'}</Button>
    </div>
  );
}
