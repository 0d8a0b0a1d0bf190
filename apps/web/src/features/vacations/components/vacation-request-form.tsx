'use client';
import type { CreateVacationInput, VacationType } from '@portal/contract';
import { vacationsEndpoints } from '@portal/contract/endpoints/vacations';
import { vacationTypes } from '@portal/contract/vacations-labels';
import { seoulDate, seoulInstant } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { requestTime } from '@/components/ui/kit';
import { useEffect, useRef, useState } from 'react';
import { useRequestVacation } from '../api/queries';
import { VACATION_REQUEST_DRAFT } from '../draft-keys';
import { vacationTypeLabel } from '../messages';
import { SickNoteField, type NoteRef } from './sick-note-field';
import styles from './vacations.module.css';

type Draft = {
  type: VacationType | null;
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
  reason: string;
  /** 병가: the uploaded doctor's notes. */
  notes?: NoteRef[];
};

const EMPTY: Draft = { type: null, startDate: '', startTime: null, endDate: '', endTime: null, reason: '', notes: [] };

// Ten-minute steps on every hour: enough for a leave, and quick to pick.
const TEN_MINUTES = Object.fromEntries(Array.from({ length: 24 }, (_, h) => [h, [0, 10, 20, 30, 40, 50]]));

const parseTime = (t: string | null) => {
  const [h, m] = (t ?? '').split(':').map(Number);
  return t && Number.isInteger(h) && Number.isInteger(m) ? { hour: h!, minute: m! } : null;
};

/** A new request: type, start and expected return (date + time picker), reason. */
export function VacationRequestForm({ onDone, focus }: { onDone: () => void; focus?: boolean }) {
  const create = useRequestVacation();
  // What the request became: straight to the teachers when no parent can consent (the success words).
  const sentToTeachers = useRef(false);
  const [uploading, setUploading] = useState(false);
  const fresh: Draft = { ...EMPTY, startDate: seoulDate(undefined, 1), endDate: seoulDate(undefined, 1) };
  // Opened by her tap: its title takes the focus, read out first (not for a kept draft after a reload).
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) title.current?.focus();
  }, [focus]);
  const form = useForm<Draft, CreateVacationInput>({
    draftKey: VACATION_REQUEST_DRAFT,
    idPrefix: 'vacation',
    initial: fresh,
    schema: vacationsEndpoints.request,
    toInput: (d) => ({
      type: d.type ?? undefined,
      startAt: seoulInstant(d.startDate, d.startTime) ?? undefined,
      expectedReturnAt: seoulInstant(d.endDate, d.endTime) ?? undefined,
      reason: d.reason,
      attachmentIds: d.type === 'sick' && d.notes?.length ? d.notes.map((n) => n.id) : undefined,
    }),
    submit: async (input, _values, { requestKey }) => {
      sentToTeachers.current = (await create.mutateAsync({ body: input, key: requestKey })).guardianless;
      return fresh;
    },
    success: () => ({
      title: '휴가를 신청했습니다.',
      message: sentToTeachers.current ? '연결된 보호자가 없어 선생님이 바로 확인합니다.' : '보호자님이 동의하면 선생님이 승인합니다.',
    }),
    onSaved: (_, shown) => void shown.then(onDone),
  });
  const today = seoulDate();
  if (!form.values) return null;
  const draft = form.values;
  const errors = form.errors;
  const set = (patch: Partial<Draft>, clears: string[]) => form.set(patch, clears);

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

  const cancel = async () => {
    if (await form.confirmLeave()) onDone();
  };

  const timeField = (which: 'start' | 'end') => {
    const key = which === 'start' ? 'startAt' : 'expectedReturnAt';
    const dateKey = which === 'start' ? 'startDate' : 'endDate';
    const timeKey = which === 'start' ? 'startTime' : 'endTime';
    const label = which === 'start' ? '시작' : '복귀 예정';
    const invalid = !!errors[key];
    // The part that is missing is the one marked and focused, with the message read out from it (an
    // audit: the filled date took the focus and no control said why).
    const dateInvalid = invalid && (!draft[dateKey] || !!draft[timeKey]);
    const timeInvalid = invalid && (!draft[timeKey] || !!draft[dateKey]);
    const described = (on: boolean) => (on ? form.errorId(key) : undefined);
    return (
      <fieldset className={styles.field} id={form.fieldId(key)} aria-describedby={described(invalid)}>
        <legend className={styles.fieldLabel}>{label} 일시</legend>
        <div className={styles.dateTime}>
          <label className={styles.dateLabel}>
            <span className={styles.srOnly}>{label} 날짜</span>
            <input
              type="date"
              className={styles.input}
              value={draft[dateKey]}
              min={today}
              aria-invalid={dateInvalid}
              aria-describedby={described(dateInvalid)}
              onChange={(e) => set({ [dateKey]: e.target.value }, [key, 'expectedReturnAt'])}
            />
          </label>
          <button
            type="button"
            className={styles.timeButton}
            aria-label={`${label} 시간 ${draft[timeKey] ?? '선택'}`}
            aria-invalid={timeInvalid}
            aria-describedby={described(timeInvalid)}
            onClick={() => pick(which)}
          >
            {draft[timeKey] ?? '시간 선택'}
          </button>
        </div>
        <FieldError id={form.errorId(key)} errors={errors[key]} />
      </fieldset>
    );
  };

  return (
    <form {...form.form} className={styles.form} aria-labelledby="vacation-form-title">
      <h2 id="vacation-form-title" ref={title} className={styles.sectionTitle} tabIndex={-1}>
        새 휴가 신청
      </h2>
      <fieldset className={styles.field} {...form.field('type')}>
        <legend className={styles.fieldLabel}>종류</legend>
        <div className={styles.types}>
          {vacationTypes.map((t) => (
            <label key={t} className={styles.typeOption}>
              <input type="radio" name="type" value={t} checked={draft.type === t} onChange={() => set({ type: t }, ['type'])} />
              <span>{vacationTypeLabel[t]}</span>
            </label>
          ))}
        </div>
        <FieldError id={form.errorId('type')} errors={errors.type} />
      </fieldset>
      {draft.type === 'sick' && (
        <SickNoteField
          id={form.fieldId('attachmentIds')}
          value={draft.notes ?? []}
          onChange={(notes) => set({ notes }, ['attachmentIds'])}
          onBusy={setUploading}
          errors={errors.attachmentIds}
        />
      )}
      {timeField('start')}
      {timeField('end')}
      <div className={styles.field}>
        <label htmlFor={form.fieldId('reason')} className={styles.fieldLabel}>
          사유
        </label>
        <textarea
          {...form.field('reason')}
          className={styles.textarea}
          rows={3}
          maxLength={500}
          placeholder="예) 치과 진료가 있어 다녀오겠습니다."
          value={draft.reason}
          onChange={(e) => set({ reason: e.target.value }, ['reason'])}
        />
        <FieldError id={form.errorId('reason')} errors={errors.reason} />
      </div>
      <FormActions kept={form}>
        <Button variant="secondary" onClick={cancel}>
          취소
        </Button>
        <Button type="submit" disabled={form.submitting || uploading}>
          {form.submitting ? '신청 중…' : '신청하기'}
        </Button>
      </FormActions>
    </form>
  );
}
