'use client';
import type { AnswerFeedbackInput, Feedback } from '@portal/contract';
import { feedbackEndpoints } from '@portal/contract/endpoints/feedback';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { useAnswerFeedback } from '../api/queries';
import { answerDraftKey } from '../messages';
import styles from '@/components/ui/thread/thread.module.css';

/** Staff write (or rewrite) the answer; the sender is notified (loaded when 답변 is tapped). */
export function AnswerForm({ feedback: f, onClose }: { feedback: Feedback; onClose: () => void }) {
  const answer = useAnswerFeedback();
  const form = useForm<AnswerFeedbackInput>({
    draftKey: answerDraftKey(f.id),
    idPrefix: `feedback-answer-${f.id}`,
    initial: { answer: f.answer ?? '' },
    schema: feedbackEndpoints.answer,
    submit: async (input) => {
      await answer.mutateAsync({ id: f.id, answer: input.answer });
    },
    success: { title: '답변을 보냈습니다.', message: `${f.sender.name}님께 알림을 보냈습니다.`, as: 'toast' },
    onSaved: () => onClose(),
  });
  return (
    <form {...form.form} className={styles.answerForm}>
      <label htmlFor={form.fieldId('answer')} className={styles.label}>
        답변
      </label>
      <textarea
        {...form.field('answer')}
        className={styles.textarea}
        rows={3}
        maxLength={2000}
        value={form.values?.answer ?? ''}
        onChange={(e) => form.set({ answer: e.target.value })}
      />
      <FieldError id={form.errorId('answer')} errors={form.errors.answer} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={async () => {
            if (await form.confirmLeave()) {
              form.reset();
              onClose();
            }
          }}
        >
          취소
        </Button>
        <Button type="submit" disabled={form.submitting || answer.isPending}>
          답변 보내기
        </Button>
      </div>
    </form>
  );
}
