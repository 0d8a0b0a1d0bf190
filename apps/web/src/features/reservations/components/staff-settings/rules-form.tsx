'use client';
import type { StaffFacility, UpdateFacilityInput } from '@portal/contract';
import { reservationsStaffEndpoints } from '@portal/contract/endpoints/reservations-staff';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { useStaffAction } from '../../api/staff-queries';
import styles from '../staff.module.css';
import { pickTime, toNumber } from './inputs';

type Rules = { name: string; rulesText: string; dailyQuota: string; weeklyQuota: string; cutoffTime: string | null; callMinutes: string };

const rulesOf = (f: StaffFacility): Rules => ({
  name: f.name,
  rulesText: f.rulesText,
  dailyQuota: f.dailyQuota?.toString() ?? '',
  weeklyQuota: f.weeklyQuota?.toString() ?? '',
  cutoffTime: f.cutoffTime,
  callMinutes: f.callMinutes?.toString() ?? '',
});

/** The facility's rules: name, the text students read, quotas, the day's cut-off, a call's length (booths). */
export function RulesForm({ facility }: { facility: StaffFacility }) {
  const action = useStaffAction();
  const booths = facility.kind === 'booths';
  const form = useForm<Rules, UpdateFacilityInput>({
    draftKey: `facility-rules:${facility.id}`,
    idPrefix: `${facility.id}-rules`,
    initial: rulesOf(facility),
    schema: reservationsStaffEndpoints.updateFacility,
    toInput: (d) => ({
      name: d.name,
      rulesText: d.rulesText,
      dailyQuota: toNumber(d.dailyQuota),
      weeklyQuota: toNumber(d.weeklyQuota),
      cutoffTime: d.cutoffTime,
      ...(booths ? { callMinutes: toNumber(d.callMinutes), stepMinutes: toNumber(d.callMinutes) } : {}),
    }),
    submit: async (input) => {
      await action.mutateAsync({ kind: 'facility', facility: facility.id, input });
    },
    success: { title: '운영 규칙을 저장했습니다.' },
  });
  const draft = form.values;
  if (!draft) return null;

  const field = (key: 'name' | 'dailyQuota' | 'weeklyQuota' | 'callMinutes', label: string, hint?: string) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        {...form.field(key)}
        value={draft[key]}
        inputMode={key === 'name' ? undefined : 'numeric'}
        placeholder={hint}
        onChange={(e) => form.set({ [key]: e.target.value })}
      />
      <FieldError id={form.errorId(key)} errors={form.errors[key]} />
    </label>
  );

  return (
    <form {...form.form} className={styles.card} aria-labelledby="rules-title">
      <h2 id="rules-title" className={styles.cardTitle}>
        운영 규칙
      </h2>
      {field('name', '시설 이름')}
      <label className={styles.field}>
        <span>이용 규칙 (학생에게 보이는 안내)</span>
        <textarea {...form.field('rulesText')} rows={5} value={draft.rulesText} onChange={(e) => form.set({ rulesText: e.target.value })} />
        <FieldError id={form.errorId('rulesText')} errors={form.errors.rulesText} />
      </label>
      <div className={styles.grid2}>
        {field('dailyQuota', '하루 예약 한도 (번)', '비우면 제한 없음')}
        {field('weeklyQuota', '주간 예약 한도 (번)', '비우면 제한 없음')}
      </div>
      {booths && field('callMinutes', '통화 한 번 (분)')}
      {/* A call's sign-up closes at its own start: no cut-off to set for the phone room. */}
      {!booths && (
        <div className={styles.field}>
          <span id="cutoff-label">신청 마감</span>
          <div className={styles.inline}>
            <Button
              variant="secondary"
              className={styles.small}
              {...form.field('cutoffTime')}
              aria-labelledby="cutoff-label cutoff-value"
              onClick={async () => {
                const t = await pickTime('당일 신청 마감 시간', draft.cutoffTime);
                if (t) form.set({ cutoffTime: t });
              }}
            >
              <span id="cutoff-value">{draft.cutoffTime ? `당일 ${draft.cutoffTime}` : '시작 시간까지'}</span>
            </Button>
            {draft.cutoffTime && (
              <Button variant="ghost" className={styles.small} onClick={() => form.set({ cutoffTime: null })}>
                시작 시간까지로 바꾸기
              </Button>
            )}
          </div>
          <FieldError id={form.errorId('cutoffTime')} errors={form.errors.cutoffTime} />
        </div>
      )}
      <FormActions kept={form}>
        <Button type="submit" disabled={form.submitting}>
          저장
        </Button>
      </FormActions>
    </form>
  );
}
