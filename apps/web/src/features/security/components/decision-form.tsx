'use client';
import type { FirewallDecisionInput, FirewallRequest } from '@portal/contract';
import { firewallEndpoints } from '@portal/contract/endpoints/firewall';
import { addDays, seoulToday } from '@portal/contract/dates';
import { FIREWALL_DECISION_REASON_MAX, FIREWALL_MAX_PERIOD_DAYS } from '@portal/contract/security-labels';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { SegmentedRadio } from '@/components/ui/radio-group/segmented-radio';
import { useDecideSite } from '../api/queries';
import { decisionDraftKey } from '../messages';
import styles from './security.module.css';

type Draft = { decision: 'approve' | 'reject'; span: 'forever' | 'period'; until: string; reason: string };

const DECISIONS = [
  { value: 'approve', label: '승인' },
  { value: 'reject', label: '반려' },
] as const;
const SPANS = [
  { value: 'forever', label: '영구' },
  { value: 'period', label: '기간' },
] as const;

/** Approve (for good, or through a day) or reject with a reason (loaded when a teacher taps 승인 or 반려). */
export function DecisionForm({
  request: r,
  initialMode,
  onClose,
}: {
  request: FirewallRequest;
  initialMode: 'approve' | 'reject';
  onClose: () => void;
}) {
  const decide = useDecideSite();
  const today = seoulToday();
  const form = useForm<Draft, FirewallDecisionInput>({
    draftKey: decisionDraftKey(r.id),
    idPrefix: `firewall-${r.id}`,
    initial: { decision: initialMode, span: 'forever', until: addDays(today, 30), reason: '' },
    schema: firewallEndpoints.decide,
    toInput: (d) =>
      d.decision === 'reject'
        ? { decision: 'reject', reason: d.reason }
        : { decision: 'approve', until: d.span === 'period' ? d.until : undefined, reason: d.reason || undefined },
    submit: async (input) => {
      await decide.mutateAsync({ id: r.id, ...input });
    },
    success: (input) => ({
      title: input.decision === 'approve' ? '승인했습니다.' : '반려했습니다.',
      message: `${r.student.name} 학생에게 알림을 보냈습니다.`,
      as: 'toast',
    }),
    onSaved: () => onClose(),
  });
  const v = form.values;
  if (!v) return null;
  const approving = v.decision === 'approve';
  return (
    <form {...form.form} className={styles.decision}>
      <SegmentedRadio
        label="처리"
        options={DECISIONS}
        value={v.decision}
        onChange={(decision) => form.set({ decision }, ['until', 'reason'])}
      />
      {approving && (
        <div className={styles.field}>
          <span className={styles.label}>허용 기간</span>
          <SegmentedRadio label="허용 기간" options={SPANS} value={v.span} onChange={(span) => form.set({ span }, ['until'])} />
          {v.span === 'period' && (
            <>
              <label htmlFor={form.fieldId('until')} className={styles.label}>
                마지막 날
              </label>
              <input
                {...form.field('until')}
                className={styles.input}
                type="date"
                min={today}
                max={addDays(today, FIREWALL_MAX_PERIOD_DAYS)}
                value={v.until}
                onChange={(e) => form.set({ until: e.target.value })}
              />
              <FieldError id={form.errorId('until')} errors={form.errors.until} />
            </>
          )}
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={form.fieldId('reason')} className={styles.label}>
          {approving ? '학생에게 남길 말 (선택)' : '반려 사유'}
        </label>
        <textarea
          {...form.field('reason')}
          className={styles.textarea}
          rows={2}
          maxLength={FIREWALL_DECISION_REASON_MAX}
          value={v.reason}
          onChange={(e) => form.set({ reason: e.target.value })}
        />
        <FieldError id={form.errorId('reason')} errors={form.errors.reason} />
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset();
            onClose();
          }}
        >
          취소
        </Button>
        <Button type="submit" disabled={form.submitting || decide.isPending}>
          {approving ? '승인하기' : '반려하기'}
        </Button>
      </div>
    </form>
  );
}
