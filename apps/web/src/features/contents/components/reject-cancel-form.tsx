'use client';
import type { CancellationDecisionInput, ContentOrder } from '@portal/contract';
import { contentsStaffEndpoints } from '@portal/contract/endpoints/contents-staff';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { useDecideCancel } from '../api/staff-queries';
import { rejectDraftKey } from '../messages';
import styles from './contents.module.css';

/** Staff: why a cancellation is refused (the family reads it on the receipt). */
export function RejectCancelForm({ order: o, onClose }: { order: ContentOrder; onClose: () => void }) {
  const decide = useDecideCancel();
  const form = useForm<{ reason: string }, CancellationDecisionInput>({
    draftKey: rejectDraftKey(o.id),
    idPrefix: `reject-cancel-${o.id}`,
    initial: { reason: '' },
    schema: contentsStaffEndpoints.decideCancel,
    toInput: (d) => ({ decision: 'reject', reason: d.reason }),
    submit: async (input) => {
      await decide.mutateAsync({ id: o.id, decision: 'reject', reason: input.reason });
    },
    success: { title: '취소 요청을 반려했습니다.', message: `${o.student.name} · ${o.item.title}`, as: 'toast' },
  });
  return (
    <form {...form.form} className={styles.form}>
      <label htmlFor={form.fieldId('reason')} className={styles.label}>
        반려 사유
      </label>
      <textarea
        {...form.field('reason')}
        className={styles.textarea}
        rows={2}
        maxLength={200}
        value={form.values?.reason ?? ''}
        onChange={(e) => form.set({ reason: e.target.value })}
      />
      <FieldError id={form.errorId('reason')} errors={form.errors.reason} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset();
            onClose();
          }}
        >
          닫기
        </Button>
        <Button type="submit" disabled={form.submitting || decide.isPending}>
          반려하기
        </Button>
      </div>
    </form>
  );
}
