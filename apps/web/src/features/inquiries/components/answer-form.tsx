'use client';
import type { AnswerInquiryInput, Inquiry } from '@portal/contract';
import { inquiriesEndpoints } from '@portal/contract/endpoints/inquiries';
import { INQUIRY_LIMITS } from '@portal/contract/inquiries-labels';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { useAnswerInquiry } from '../api/queries';
import { answerDraftKey } from '../messages';
import { FilesField, type FileRef } from './files-field';
import { styles } from './styles';

type Draft = { answer: string; files: FileRef[] };

/** Staff answer once, with files; the asker is notified (loaded when 답변 is tapped). */
export function AnswerForm({ inquiry: q, onClose }: { inquiry: Inquiry; onClose: () => void }) {
  const answer = useAnswerInquiry();
  const [uploading, setUploading] = useState(false);
  const form = useForm<Draft, AnswerInquiryInput>({
    draftKey: answerDraftKey(q.id),
    idPrefix: `inquiry-answer-${q.id}`,
    initial: { answer: '', files: [] },
    schema: inquiriesEndpoints.answer,
    toInput: (d) => ({ answer: d.answer, attachmentIds: d.files.length ? d.files.map((f) => f.id) : undefined }),
    confirm: () => ({ title: '답변을 보낼까요?', message: '보낸 답변은 고칠 수 없습니다.', confirmLabel: '보내기' }),
    submit: async (input) => {
      await answer.mutateAsync({ id: q.id, body: input });
    },
    success: { title: '답변을 보냈습니다.', message: `${q.asker.name}님께 알림을 보냈습니다.`, as: 'toast' },
    onSaved: () => onClose(),
  });
  const v = form.values;
  return (
    <form {...form.form} className={styles.answerForm}>
      <label htmlFor={form.fieldId('answer')} className={styles.label}>
        답변
      </label>
      <textarea
        {...form.field('answer')}
        className={styles.textarea}
        rows={5}
        maxLength={INQUIRY_LIMITS.answer}
        value={v?.answer ?? ''}
        onChange={(e) => form.set({ answer: e.target.value })}
      />
      <FieldError id={form.errorId('answer')} errors={form.errors.answer} />
      <FilesField
        id={form.fieldId('attachmentIds')}
        purpose="inquiry-answer-attachment"
        label="답변 첨부 (선택)"
        hint="풀이나 참고 자료를 붙일 수 있습니다."
        value={v?.files ?? []}
        onBusy={setUploading}
        onChange={(files) => form.set({ files }, ['attachmentIds'])}
        errors={form.errors.attachmentIds}
      />
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
        <Button type="submit" disabled={form.submitting || answer.isPending || uploading}>
          답변 보내기
        </Button>
      </div>
    </form>
  );
}
