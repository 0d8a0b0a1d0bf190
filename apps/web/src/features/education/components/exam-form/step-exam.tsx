'use client';
import type { ExamCalendarItem } from '@portal/contract';
import { FieldError } from '@/components/ui/form/field-error';
import { formatDate } from '@portal/contract/dates';
import { Status } from '../common';
import styles from '../education.module.css';
import form from '../exam-form.module.css';
import type { StepProps } from './step-props';

type Calendar = { items: ExamCalendarItem[] | undefined; loading: boolean; failed: boolean; onRetry: () => void };

/** Step 1: the centre's held exams, newest first; ones she entered are shown but cannot be picked. */
export function StepExam({ draft, form: f, items, loading, failed, onRetry }: StepProps & Calendar) {
  if (loading)
    return (
      <div className={styles.slot}>
        <Status kind="loading" />
      </div>
    );
  if (failed || !items)
    return (
      <Status kind="error" onRetry={onRetry}>
        시험 일정을 불러오지 못했습니다.
      </Status>
    );
  const held = items.filter((e) => e.held);
  const upcoming = items.filter((e) => !e.held).at(-1);
  return (
    <fieldset className={form.picker} {...f.field('examId')}>
      <legend className={styles.hint}>성적을 입력할 시험을 골라 주세요.</legend>
      <FieldError id={f.errorId('examId')} errors={f.errors.examId} />
      <ul className={form.examList}>
        {held.map((e) => (
          <li key={e.id}>
            <label className={form.exam} data-disabled={e.recordId ? 'true' : 'false'}>
              <input
                type="radio"
                name="examId"
                value={e.id}
                checked={draft.examId === e.id}
                disabled={e.recordId != null}
                onChange={() => f.set({ examId: e.id })}
              />
              <span className={form.examText}>
                <span className={form.examName}>{e.name}</span>
                <span className={styles.meta}>
                  {formatDate(e.examDate)} · {e.organizer}
                  {e.recordId ? ' · 입력 완료' : ''}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {upcoming ? (
        <p className={styles.meta}>
          다음 시험은 {formatDate(upcoming.examDate)} {upcoming.name}입니다.
        </p>
      ) : null}
    </fieldset>
  );
}
