'use client';
import type { VacationType } from '@portal/contract';
import { vacationTypes } from '@portal/contract/vocabulary';
import { loadSchemas, preloadSchemas } from '@/lib/contract-schemas';
import { collectErrors, type FieldErrors } from '@/lib/field-errors';
import { useMemo, useState, type FormEvent } from 'react';
import { seoulDate, seoulInstant } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { openModal, requestTime, useBackConfirm } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useRequestVacation } from '../api/queries';
import { vacationTypeLabel } from '../messages';
import { FieldError } from './field-error';
import styles from './vacations.module.css';

type Draft = { type: VacationType | null; startDate: string; startTime: string | null; endDate: string; endTime: string | null; reason: string };

const EMPTY: Draft = { type: null, startDate: '', startTime: null, endDate: '', endTime: null, reason: '' };

// Ten-minute steps on every hour: enough for a leave, and quick to pick.
const TEN_MINUTES = Object.fromEntries(Array.from({ length: 24 }, (_, h) => [h, [0, 10, 20, 30, 40, 50]]));

const parseTime = (t: string | null) => {
  const [h, m] = (t ?? '').split(':').map(Number);
  return t && Number.isInteger(h) && Number.isInteger(m) ? { hour: h!, minute: m! } : null;
};

/** A new request: type, start and expected return (date + time picker), reason. */
export function VacationRequestForm({ onDone }: { onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => ({ ...EMPTY, startDate: seoulDate(new Date(), 1), endDate: seoulDate(new Date(), 1) }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useRequestVacation();
  const dirty = useMemo(() => draft.type !== null || draft.startTime !== null || draft.endTime !== null || draft.reason.trim() !== '', [draft]);
  const { confirmLeave } = useBackConfirm(dirty);
  const today = seoulDate();

  const set = (patch: Partial<Draft>, clears: string[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of clears) delete next[k];
      return next;
    });
  };

  const pick = async (which: 'start' | 'end') => {
    const field = which === 'start' ? 'startTime' : 'endTime';
    const current = parseTime(draft[field]);
    const picked = await requestTime({
      title: which === 'start' ? '시작 시간' : '복귀 예정 시간',
      currentHour: current?.hour,
      currentMinute: current?.minute,
      initialHour: which === 'start' ? 13 : 18,
      initialMinute: 0,
      hourMinuteOptions: TEN_MINUTES,
    });
    if (picked) set({ [field]: picked.formattedTime }, [which === 'start' ? 'startAt' : 'expectedReturnAt', 'expectedReturnAt']);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const startAt = seoulInstant(draft.startDate, draft.startTime);
    const expectedReturnAt = seoulInstant(draft.endDate, draft.endTime);
    const checked = (await loadSchemas()).createVacationInput.safeParse({ type: draft.type ?? undefined, startAt: startAt ?? undefined, expectedReturnAt: expectedReturnAt ?? undefined, reason: draft.reason });
    if (!checked.success) {
      setErrors(collectErrors(checked.error.issues));
      return;
    }
    try {
      await create.mutateAsync(checked.data);
      setDraft(EMPTY);
      await openModal({ type: 'success', title: '휴가를 신청했습니다.', message: '보호자님이 동의하면 선생님이 승인합니다.' });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) setErrors(err.fieldErrors);
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };

  const cancel = async () => {
    if (await confirmLeave()) onDone();
  };

  const timeField = (which: 'start' | 'end') => {
    const key = which === 'start' ? 'startAt' : 'expectedReturnAt';
    const dateKey = which === 'start' ? 'startDate' : 'endDate';
    const timeKey = which === 'start' ? 'startTime' : 'endTime';
    const label = which === 'start' ? '시작' : '복귀 예정';
    const invalid = !!errors[key];
    return (
      <fieldset className={styles.field} aria-describedby={invalid ? `${key}-error` : undefined}>
        <legend className={styles.fieldLabel}>{label} 일시</legend>
        <div className={styles.dateTime}>
          <label className={styles.dateLabel}>
            <span className={styles.srOnly}>{label} 날짜</span>
            <input
              type="date"
              className={styles.input}
              value={draft[dateKey]}
              min={today}
              aria-invalid={invalid}
              onChange={(e) => set({ [dateKey]: e.target.value }, [key, 'expectedReturnAt'])}
            />
          </label>
          <span id={`${key}-time-label`} className={styles.srOnly}>
            {label} 시간
          </span>
          <button
            type="button"
            className={styles.timeButton}
            aria-labelledby={`${key}-time-label ${key}-time-value`}
            aria-invalid={invalid}
            onClick={() => pick(which)}
          >
            <span id={`${key}-time-value`}>{draft[timeKey] ?? '시간 선택'}</span>
          </button>
        </div>
        <FieldError id={`${key}-error`} errors={errors[key]} />
      </fieldset>
    );
  };

  return (
    <form onFocus={preloadSchemas} onPointerDown={preloadSchemas} className={styles.form} onSubmit={submit} noValidate aria-labelledby="vacation-form-title">
      <h2 id="vacation-form-title" className={styles.sectionTitle}>
        새 휴가 신청
      </h2>
      <fieldset className={styles.field} aria-describedby={errors.type ? 'type-error' : undefined}>
        <legend className={styles.fieldLabel}>종류</legend>
        <div className={styles.types}>
          {vacationTypes.map((t) => (
            <label key={t} className={styles.typeOption}>
              <input type="radio" name="type" value={t} checked={draft.type === t} onChange={() => set({ type: t }, ['type'])} />
              <span>{vacationTypeLabel[t]}</span>
            </label>
          ))}
        </div>
        <FieldError id="type-error" errors={errors.type} />
      </fieldset>
      {timeField('start')}
      {timeField('end')}
      <div className={styles.field}>
        <label htmlFor="vacation-reason" className={styles.fieldLabel}>
          사유
        </label>
        <textarea
          id="vacation-reason"
          className={styles.textarea}
          rows={3}
          maxLength={500}
          placeholder="예) 치과 진료가 있어 다녀오겠습니다."
          value={draft.reason}
          aria-invalid={!!errors.reason}
          aria-describedby={errors.reason ? 'reason-error' : undefined}
          onChange={(e) => set({ reason: e.target.value }, ['reason'])}
        />
        <FieldError id="reason-error" errors={errors.reason} />
      </div>
      <div className={styles.formButtons}>
        <Button variant="secondary" onClick={cancel}>
          취소
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? '신청 중…' : '신청하기'}
        </Button>
      </div>
    </form>
  );
}
