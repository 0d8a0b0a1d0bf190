'use client';
import type { CancelOrderInput, ContentOrder } from '@portal/contract';
import { contentsEndpoints } from '@portal/contract/endpoints/contents';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { useRequestCancel } from '../api/queries';
import { cancelDraftKey } from '../messages';
import styles from './contents.module.css';

/** The reason for cancelling a purchase (loaded when she taps 취소 요청); staff then decide. */
export function CancelForm({ order: o, onClose }: { order: ContentOrder; onClose: () => void }) {
  const cancel = useRequestCancel();
  const form = useForm<{ reason: string }, CancelOrderInput>({
    draftKey: cancelDraftKey(o.id),
    idPrefix: `cancel-${o.id}`,
    initial: { reason: '' },
    schema: contentsEndpoints.requestCancel,
    submit: async (input) => {
      await cancel.mutateAsync({ id: o.id, reason: input.reason });
    },
    onSaved: () => onClose(),
    success: { title: '취소를 요청했습니다.', message: '선생님이 확인하면 알려 드릴게요.', as: 'toast' },
  });
  return (
    <form {...form.form} className={styles.form}>
      <label htmlFor={form.fieldId('reason')} className={styles.label}>
        취소 사유
      </label>
      <textarea
        {...form.field('reason')}
        className={styles.textarea}
        rows={2}
        maxLength={200}
        placeholder="예: 같은 교재를 이미 가지고 있어요."
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
        <Button type="submit" disabled={form.submitting || cancel.isPending}>
          취소 요청하기
        </Button>
      </div>
    </form>
  );
}
