'use client';
import type { MemoInput, Plan } from '@portal/contract';
import { educationEndpoints } from '@portal/contract/endpoints/education';
import { formatDateTime } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useAddMemo, useMemos, useMovePlan, type Sid } from '../api/queries';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { loadErrorText } from './common';
import styles from './education.module.css';

/** Memos on a plan, newest first, and (for the student and staff) a box to add one. */
export function PlanMemos({
  sid,
  planId,
  canWrite,
  idPrefix = 'memo',
}: {
  sid: Sid;
  planId: number;
  canWrite: boolean;
  idPrefix?: string;
}) {
  const memos = useMemos(sid, planId);
  const add = useAddMemo(sid, planId);
  const fieldId = `${idPrefix}-${planId}-body`;
  const form = useForm<MemoInput>({
    draftKey: canWrite ? `memo:${sid ?? 'me'}:${planId}` : null,
    idPrefix: `${idPrefix}-${planId}`,
    initial: { body: '' },
    editable: canWrite,
    schema: educationEndpoints.addMemo,
    submit: async (input, _values, { requestKey }) => {
      await add.mutateAsync({ body: input.body, key: requestKey });
      return { body: '' };
    },
    success: { title: '메모를 남겼습니다.', as: 'toast' },
  });

  return (
    <section className={styles.stack} aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className={styles.sectionTitle}>
        메모
      </h2>
      {canWrite && form.values ? (
        <form {...form.form} className={styles.memoForm}>
          <label htmlFor={form.fieldId('body')} className="visually-hidden">
            메모 내용
          </label>
          <textarea
            {...form.field('body')}
            className={styles.textarea}
            rows={3}
            maxLength={600}
            placeholder="진행 상황이나 질문을 남겨 주세요."
            value={form.values.body}
            onChange={(e) => form.set({ body: e.target.value })}
          />
          <FieldError id={form.errorId('body')} errors={form.errors.body} />
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? '등록 중…' : '메모 남기기'}
          </Button>
        </form>
      ) : null}
      <PagedList
        query={memos}
        skeletonRows={2}
        errorText={(e) => loadErrorText(e, '메모를 불러오지 못했습니다.')}
        empty={
          <EmptyState
            icon={documentIcon}
            title="아직 메모가 없습니다"
            description={canWrite ? '공부하며 느낀 점이나 질문을 남겨 보세요.' : undefined}
          />
        }
      >
        {(items) => (
          <ul className={styles.memos}>
            {items.map((m) => (
              <li key={m.id} className={styles.memo} data-author={m.author.category === 'student' ? 'student' : 'staff'}>
                <p className={styles.memoHead}>
                  <strong>{m.author.category === 'student' ? m.author.name : `${m.author.name} 선생님`}</strong>
                  <span className={styles.meta}>{formatDateTime(m.createdAt)}</span>
                </p>
                <p className={styles.memoBody}>{m.body}</p>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

const MOVES = {
  complete: { label: '완강', title: '완강 처리할까요?', done: '완강 처리했습니다.' },
  stop: { label: '중단', title: '계획을 중단할까요?', done: '계획을 중단했습니다.' },
  restart: { label: '다시 시작', title: '계획을 다시 시작할까요?', done: '계획을 다시 시작했습니다.' },
} as const;

/** Complete / stop (while running) or restart (after either), each after a question. */
export function PlanActions({ sid, plan }: { sid: Sid; plan: Plan }) {
  const move = useMovePlan(sid);
  const available: (keyof typeof MOVES)[] = plan.state === 'active' ? ['complete', 'stop'] : ['restart'];
  const run = async (m: keyof typeof MOVES) => {
    if (!(await confirmDialog({ title: MOVES[m].title, message: plan.title, confirmLabel: MOVES[m].label }))) return;
    try {
      await move.mutateAsync({ id: plan.id, move: m });
      showToast({ status: 'success', title: MOVES[m].done });
    } catch (err) {
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };
  return (
    <div className={styles.actions}>
      {available.map((m) => (
        <Button key={m} variant={m === 'stop' ? 'secondary' : 'primary'} onClick={() => run(m)} disabled={move.isPending}>
          {MOVES[m].label}
        </Button>
      ))}
    </div>
  );
}
