'use client';
import type { Vacation, VacationDecisionInput } from '@portal/contract';
import { vacationsEndpoints } from '@portal/contract/endpoints/vacations';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { useDecideVacation } from '../api/queries';
import { rejectDraftKey } from '../draft-keys';
import { vacationTypeLabel } from '../messages';
import styles from './vacations.module.css';

/** The reason for turning a request down (loaded when a teacher taps 반려). */
export function RejectForm({ vacation: v, onClose }: { vacation: Vacation; onClose: () => void }) {
  const decide = useDecideVacation();
  const what = `${v.student.name} 학생의 ${vacationTypeLabel[v.type]}`;
  const form = useForm<{ reason: string }, VacationDecisionInput>({
    draftKey: rejectDraftKey(v.id),
    idPrefix: `reject-${v.id}`,
    initial: { reason: '' },
    schema: vacationsEndpoints.decide,
    toInput: (d) => ({ decision: 'reject', reason: d.reason }),
    submit: async (input) => {
      await decide.mutateAsync({ id: v.id, decision: 'reject', reason: input.reason });
    },
    success: { title: '반려했습니다.', message: what, as: 'toast' },
  });

  return (
    <form {...form.form} className={styles.rejectForm}>
      <label htmlFor={form.fieldId('reason')} className={styles.fieldLabel}>
        반려 사유
      </label>
      <textarea
        {...form.field('reason')}
        className={styles.textarea}
        rows={2}
        maxLength={500}
        value={form.values?.reason ?? ''}
        onChange={(e) => form.set({ reason: e.target.value })}
      />
      <FieldError id={form.errorId('reason')} errors={form.errors.reason} />
      <div className={styles.formButtons}>
        <Button
          variant="secondary"
          onClick={() => {
            // 취소 here is her choice to drop the reason: nothing to ask.
            form.reset();
            onClose();
          }}
        >
          취소
        </Button>
        <Button type="submit" disabled={form.submitting || decide.isPending}>
          반려하기
        </Button>
      </div>
    </form>
  );
}
