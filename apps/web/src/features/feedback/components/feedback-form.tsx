'use client';
import type { FeedbackKind, SendFeedbackInput } from '@portal/contract';
import { feedbackEndpoints } from '@portal/contract/endpoints/feedback';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips/chips';
import { useState } from 'react';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { useSendFeedback } from '../api/queries';
import { feedbackKindLabels, feedbackKinds } from '../messages';
import { ScreenshotField, type ShotRef } from './screenshot-field';
import styles from '@/components/ui/thread/thread.module.css';

type Draft = { kind: FeedbackKind | ''; body: string; shots: ShotRef[] };
const BLANK: Draft = { kind: '', body: '', shots: [] };

/** What she writes to the operator: a kind and the text. The draft survives a reload. */
export function FeedbackForm() {
  const send = useSendFeedback();
  const [uploading, setUploading] = useState(false);
  const form = useForm<Draft, SendFeedbackInput>({
    draftKey: 'feedback',
    initial: BLANK,
    schema: feedbackEndpoints.send,
    toInput: (d) => ({ kind: d.kind, body: d.body, attachmentIds: d.shots?.length ? d.shots.map((s) => s.id) : undefined }),
    submit: async (input, _values, { requestKey }) => {
      await send.mutateAsync({ body: input, key: requestKey });
      return BLANK;
    },
    success: { title: '의견을 보냈습니다.', message: '답변이 오면 알려 드릴게요.' },
  });
  const v = form.values;
  if (!v) return null;
  return (
    <form {...form.form} className={styles.form} aria-labelledby="feedback-form-title">
      <h2 id="feedback-form-title" className={styles.sectionTitle}>
        새 의견
      </h2>
      <fieldset className={styles.field} {...form.field('kind')}>
        <legend className={styles.label}>어떤 의견인가요?</legend>
        <Chips
          label="의견 종류"
          options={feedbackKinds.map((k) => ({ value: k, label: feedbackKindLabels[k] }))}
          value={v.kind as FeedbackKind}
          onChange={(kind) => form.set({ kind })}
        />
        <FieldError id={form.errorId('kind')} errors={form.errors.kind} />
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={form.fieldId('body')} className={styles.label}>
          내용
        </label>
        <textarea
          {...form.field('body')}
          className={styles.textarea}
          rows={5}
          maxLength={2000}
          placeholder="불편한 점이나 바라는 점을 자유롭게 적어 주세요."
          value={v.body}
          onChange={(e) => form.set({ body: e.target.value })}
        />
        <p className={styles.counter} aria-hidden="true">
          {v.body.length}/2000
        </p>
        <FieldError id={form.errorId('body')} errors={form.errors.body} />
      </div>
      <ScreenshotField
        id={form.fieldId('attachmentIds')}
        value={v.shots ?? []}
        onBusy={setUploading}
        onChange={(shots) => form.set({ shots }, ['attachmentIds'])}
        errors={form.errors.attachmentIds}
      />
      <FormActions kept={form} label="의견 보내기 버튼">
        <Button type="submit" disabled={form.submitting || uploading}>
          {form.submitting ? '보내는 중…' : '보내기'}
        </Button>
      </FormActions>
    </form>
  );
}
