'use client';
import type { Vacation } from '@portal/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { clockNow, formatMonthDay, seoulDate, seoulInstant, seoulTime } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { confirmDialog, openModal, requestTime, showToast } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useMarkReturned } from '../api/queries';
import { useReveal } from './use-reveal';
import styles from './vacations.module.css';

const hourMinute = (time: string) => time.split(':').map(Number) as [number, number];

/** Marks her back on the 복귀 확인 list: now, or a day and time the teacher picks. */
export function ReturnActions({ vacation: v }: { vacation: Vacation }) {
  const mark = useMarkReturned();
  const [error, setError] = useState<string[] | undefined>();
  const picking = useReveal();
  const started = Date.parse(v.startAt) <= clockNow().getTime();
  const what = `${v.student.name} 학생`;

  /** Records it; answers the API's words about the time when it refuses it (shown under the field). */
  const markAt = async (returnedAt?: string): Promise<string[] | undefined> => {
    try {
      await mark.mutateAsync({ id: v.id, returnedAt });
      showToast({ status: 'success', title: '복귀를 기록했습니다.', description: what });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors?.returnedAt) return err.fieldErrors.returnedAt;
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };

  const now = async () => {
    if (
      await confirmDialog({
        title: '지금 복귀로 기록할까요?',
        message: `${what}을 지금 복귀한 것으로 기록하고 보호자님께 알려 드립니다.`,
        confirmLabel: '복귀 기록',
      })
    )
      setError(await markAt());
  };

  if (!started) return <p className={styles.hint}>시작 일시가 지나면 복귀를 기록할 수 있습니다.</p>;
  if (picking.open)
    return <ReturnAtForm vacation={v} onClose={picking.close} focus={picking.focus} send={markAt} pending={mark.isPending} />;
  return (
    <div className={styles.returnActions}>
      <div className={styles.formButtons}>
        <Button ref={picking.opener} variant="secondary" onClick={picking.show} disabled={mark.isPending}>
          시간 지정
        </Button>
        <Button onClick={now} disabled={mark.isPending}>
          지금 복귀
        </Button>
      </div>
      <FieldError id={`return-error-${v.id}`} errors={error} />
    </div>
  );
}

/**
 * The day (from the day she left to today, in Seoul) and the time she came back. An audit: only
 * yesterday or today could be picked, so a return on Saturday could not be recorded on Monday.
 */
function ReturnAtForm({
  vacation: v,
  onClose,
  focus,
  send,
  pending,
}: {
  vacation: Vacation;
  onClose: () => void;
  focus: boolean;
  send: (returnedAt: string) => Promise<string[] | undefined>;
  pending: boolean;
}) {
  const today = seoulDate();
  // The day of the minute after she left (a return is strictly after the start: 23:59:30 has none that day).
  const firstDay = seoulDate(new Date(Date.parse(v.startAt) + 60_000));
  const expectedDay = seoulDate(v.expectedReturnAt);
  // Most come back about when they said: that day (if it has come), else today.
  const [date, setDate] = useState(expectedDay < firstDay ? firstDay : expectedDay > today ? today : expectedDay);
  const [time, setTime] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[] | undefined>();
  const dateInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) dateInput.current?.focus();
  }, [focus]);
  const errorId = `return-at-error-${v.id}`;
  const dateOutside = date < firstDay || date > today;

  const pick = async () => {
    const current = time ? hourMinute(time) : null;
    // Not before she left on her first day, nor later than now today.
    // From the minute after she left: the API takes a return strictly after the start (a regression hunt).
    const [fromH, fromM] = hourMinute(seoulTime(new Date(Date.parse(v.startAt) + 60_000)));
    const [toH, toM] = hourMinute(seoulTime(clockNow()));
    const first = date === firstDay;
    const last = date === today;
    const [initialHour, initialMinute] = last ? [toH, toM] : hourMinute(seoulTime(v.expectedReturnAt));
    const picked = await requestTime({
      title: '복귀한 시간',
      minHour: first ? fromH : 0,
      maxHour: last ? toH : 23,
      hourMinuteRestrictions:
        first && last && fromH === toH
          ? { [fromH]: { minMinute: fromM, maxMinute: toM } }
          : { ...(first ? { [fromH]: { minMinute: fromM } } : {}), ...(last ? { [toH]: { maxMinute: toM } } : {}) },
      currentHour: current?.[0],
      currentMinute: current?.[1],
      initialHour,
      initialMinute,
    });
    if (picked) setTime(picked.formattedTime);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (dateOutside) return setErrors([`복귀 날짜는 ${formatMonthDay(firstDay)}부터 오늘까지 골라 주세요.`]);
    const at = seoulInstant(date, time);
    if (!at) return setErrors(['복귀한 시간을 선택해 주세요.']);
    setErrors(await send(at));
  };

  return (
    <form className={styles.rejectForm} onSubmit={submit} noValidate>
      <fieldset className={styles.field} aria-describedby={errors ? errorId : undefined}>
        <legend className={styles.fieldLabel}>복귀 일시</legend>
        <div className={styles.dateTime}>
          <label className={styles.dateLabel}>
            <span className={styles.srOnly}>복귀 날짜</span>
            <input
              ref={dateInput}
              type="date"
              className={styles.input}
              value={date}
              min={firstDay}
              max={today}
              aria-invalid={!!errors && (dateOutside || !!time)}
              aria-describedby={errors ? errorId : undefined}
              onChange={(e) => {
                setDate(e.target.value);
                // The time was picked within the other day's bounds.
                setTime(null);
                setErrors(undefined);
              }}
            />
          </label>
          <button
            type="button"
            className={styles.timeButton}
            aria-label={`복귀 시간 ${time ?? '선택'}`}
            aria-invalid={!!errors && !dateOutside}
            aria-describedby={errors ? errorId : undefined}
            onClick={() => {
              setErrors(undefined);
              void pick();
            }}
          >
            {time ?? '시간 선택'}
          </button>
        </div>
        <FieldError id={errorId} errors={errors} />
      </fieldset>
      <div className={styles.formButtons}>
        <Button variant="secondary" onClick={onClose}>
          취소
        </Button>
        <Button type="submit" disabled={pending}>
          복귀 기록
        </Button>
      </div>
    </form>
  );
}
