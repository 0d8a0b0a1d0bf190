'use client';
import type { DeclineVacationInput, Vacation, VacationDecisionInput } from '@portal/contract';
import { vacationsEndpoints } from '@portal/contract/endpoints/vacations';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { type SchemaSource, useForm } from '@/components/ui/form/use-form';
import { useDecideVacation, useDeclineVacation } from '../api/queries';
import { declineDraftKey, rejectDraftKey } from '../draft-keys';
import { vacationTypeLabel } from '../messages';
import styles from './vacations.module.css';

type ReasonFormProps<I> = {
  vacation: Vacation;
  onClose: () => void;
  /** Opened by her tap: the reason field takes the focus (not when shown again for a kept draft). */
  focus?: boolean;
  /** The form's own words: the field's label, the button's, and the toast after it. */
  words: { label: string; submit: string; done: string };
  draftKey: string;
  schema: SchemaSource;
  toInput: (reason: string) => I;
  send: (input: I) => Promise<unknown>;
  pending: boolean;
};

/** A reason, then the request turned down with it: a teacher's 반려, a parent's 동의하지 않기. */
function ReasonForm<I>({ vacation: v, onClose, focus, words, draftKey, schema, toInput, send, pending }: ReasonFormProps<I>) {
  const what = `${v.student.name} 학생의 ${vacationTypeLabel[v.type]}`;
  const form = useForm<{ reason: string }, I>({
    draftKey,
    idPrefix: draftKey.replace(/[^a-z0-9]+/g, '-'),
    initial: { reason: '' },
    schema,
    toInput: (d) => toInput(d.reason),
    submit: async (input) => {
      await send(input);
    },
    success: { title: words.done, message: what, as: 'toast' },
  });

  return (
    <form {...form.form} className={styles.rejectForm}>
      <label htmlFor={form.fieldId('reason')} className={styles.fieldLabel}>
        {words.label}
      </label>
      <textarea
        {...form.field('reason')}
        className={styles.textarea}
        rows={2}
        maxLength={500}
        autoFocus={focus}
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
        <Button type="submit" disabled={form.submitting || pending}>
          {words.submit}
        </Button>
      </div>
    </form>
  );
}

/** The reason for turning a request down (loaded when a teacher taps 반려). */
export function RejectForm({ vacation: v, onClose, focus }: { vacation: Vacation; onClose: () => void; focus?: boolean }) {
  const decide = useDecideVacation();
  return (
    <ReasonForm<VacationDecisionInput>
      vacation={v}
      onClose={onClose}
      focus={focus}
      words={{ label: '반려 사유', submit: '반려하기', done: '반려했습니다.' }}
      draftKey={rejectDraftKey(v.id)}
      schema={vacationsEndpoints.decide}
      toInput={(reason) => ({ decision: 'reject', reason })}
      send={(input) => decide.mutateAsync({ id: v.id, ...input })}
      pending={decide.isPending}
    />
  );
}

/** Why a parent does not consent (loaded when she taps 동의하지 않기); her child reads it. */
export function DeclineForm({ vacation: v, onClose, focus }: { vacation: Vacation; onClose: () => void; focus?: boolean }) {
  const decline = useDeclineVacation();
  return (
    <ReasonForm<DeclineVacationInput>
      vacation={v}
      onClose={onClose}
      focus={focus}
      words={{ label: '동의하지 않는 이유 (자녀에게 전해집니다)', submit: '동의하지 않기', done: '동의하지 않았습니다.' }}
      draftKey={declineDraftKey(v.id)}
      schema={vacationsEndpoints.decline}
      toInput={(reason) => ({ reason })}
      send={(input) => decline.mutateAsync({ id: v.id, reason: input.reason })}
      pending={decline.isPending}
    />
  );
}
