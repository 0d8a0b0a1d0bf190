'use client';
import type { CreateTemplatesInput, StaffFacility, TemplateView } from '@portal/contract';
import { reservationsStaffEndpoints } from '@portal/contract/endpoints/reservations-staff';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { useStaffAction, type StaffAction } from '../../api/staff-queries';
import { WEEKDAYS } from '@portal/contract/dates';
import { failed } from '../staff-helpers';
import styles from '../staff.module.css';
import { pickTime, toNumber } from './inputs';

type NewPeriod = { weekdays: number[]; startTime: string | null; endTime: string | null; capacity: string };
const NEW_PERIOD: NewPeriod = { weekdays: [1, 2, 3, 4, 5], startTime: null, endTime: null, capacity: '' };

/** The weekly periods (or a booth's call hours) of a facility, each weekday's list, and a form to add some. */
export function PeriodsForm({ facility }: { facility: StaffFacility }) {
  const booths = facility.kind === 'booths';
  return (
    <section className={styles.card} aria-labelledby="templates-title">
      <h2 id="templates-title" className={styles.cardTitle}>
        {booths ? '요일별 통화 가능 시간' : '요일별 시간대와 정원'}
      </h2>
      {WEEKDAYS.map((label, weekday) => {
        const list = facility.templates.filter((t) => t.weekday === weekday);
        return (
          <div key={label} className={styles.weekday}>
            <h3 className={styles.weekdayTitle}>{label}요일</h3>
            {list.length === 0 ? (
              <p className={styles.muted}>운영하지 않습니다.</p>
            ) : (
              <ul className={styles.templates}>
                {list.map((t) => (
                  <PeriodRow key={t.id} template={t} booths={booths} weekdayLabel={label} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <AddPeriods facility={facility} />
    </section>
  );
}

function AddPeriods({ facility }: { facility: StaffFacility }) {
  const action = useStaffAction();
  const booths = facility.kind === 'booths';
  const form = useForm<NewPeriod, CreateTemplatesInput>({
    draftKey: `facility-periods:${facility.id}`,
    idPrefix: `${facility.id}-period`,
    initial: NEW_PERIOD,
    schema: reservationsStaffEndpoints.addTemplates,
    toInput: (d) => ({
      weekdays: d.weekdays,
      startTime: d.startTime ?? '',
      endTime: d.endTime ?? '',
      capacity: booths ? null : toNumber(d.capacity),
    }),
    check: (d) => ({ capacity: !booths && toNumber(d.capacity) == null ? ['정원을 입력해 주세요.'] : undefined }),
    submit: async (input) => {
      await action.mutateAsync({ kind: 'addTemplates', facility: facility.id, input });
    },
    success: { title: booths ? '통화 가능 시간을 추가했습니다.' : '시간대를 추가했습니다.', as: 'toast' },
  });
  const draft = form.values;
  if (!draft) return null;
  const days = draft.weekdays;

  return (
    <form {...form.form} className={styles.addForm} aria-label="시간대 추가">
      <div className={styles.days} role="group" aria-label="추가할 요일" {...form.field('weekdays')}>
        {WEEKDAYS.map((label, d) => (
          <button
            key={label}
            type="button"
            aria-pressed={days.includes(d)}
            onClick={() => form.set({ weekdays: days.includes(d) ? days.filter((x) => x !== d) : [...days, d].sort() })}
          >
            {label}
          </button>
        ))}
      </div>
      <FieldError id={form.errorId('weekdays')} errors={form.errors.weekdays} />
      <div className={styles.inline}>
        <Button
          variant="secondary"
          className={styles.small}
          {...form.field('startTime')}
          aria-label={`시작 시간 ${draft.startTime ?? '선택'}`}
          onClick={async () => {
            const t = await pickTime('시작 시간', draft.startTime);
            if (t) form.set({ startTime: t }, ['startTime', 'endTime']);
          }}
        >
          {draft.startTime ?? '시작 시간'}
        </Button>
        <span aria-hidden="true">~</span>
        <Button
          variant="secondary"
          className={styles.small}
          {...form.field('endTime')}
          aria-label={`끝나는 시간 ${draft.endTime ?? '선택'}`}
          onClick={async () => {
            const t = await pickTime('끝나는 시간', draft.endTime ?? draft.startTime);
            if (t) form.set({ endTime: t }, ['startTime', 'endTime']);
          }}
        >
          {draft.endTime ?? '끝나는 시간'}
        </Button>
        {!booths && (
          <label className={styles.capacityField}>
            <span>정원</span>
            <input
              {...form.field('capacity')}
              value={draft.capacity}
              inputMode="numeric"
              onChange={(e) => form.set({ capacity: e.target.value })}
            />
          </label>
        )}
      </div>
      <FieldError id={form.errorId('startTime')} errors={form.errors.startTime} />
      <FieldError id={form.errorId('endTime')} errors={form.errors.endTime} />
      <FieldError id={form.errorId('capacity')} errors={form.errors.capacity} />
      <Button type="submit" disabled={form.submitting}>
        추가
      </Button>
    </form>
  );
}

/** One period: its capacity changed in place, or deleted after a question. */
function PeriodRow({ template, booths, weekdayLabel }: { template: TemplateView; booths: boolean; weekdayLabel: string }) {
  const action = useStaffAction();
  const [capacity, setCapacity] = useState(template.capacity?.toString() ?? '');
  useEffect(() => {
    setCapacity(template.capacity?.toString() ?? '');
  }, [template.capacity]);
  const name = `${weekdayLabel}요일 ${template.startTime}~${template.endTime}`;
  const run = (a: StaffAction, done: string) =>
    action.mutate(a, { onSuccess: () => showToast({ status: 'success', title: done }), onError: failed });

  return (
    <li className={styles.template}>
      <span className={styles.templateTime}>
        {template.startTime} ~ {template.endTime}
      </span>
      {!booths && (
        <label className={styles.capacityField}>
          <span>정원</span>
          <input value={capacity} inputMode="numeric" aria-label={`${name} 정원`} onChange={(e) => setCapacity(e.target.value)} />
        </label>
      )}
      {!booths && capacity !== (template.capacity?.toString() ?? '') && (
        <Button
          className={styles.small}
          disabled={action.isPending}
          onClick={() => {
            const n = toNumber(capacity);
            if (n == null || !Number.isInteger(n) || n < 1 || n > 500)
              return void openModal({ type: 'failed', message: '정원은 1명부터 500명까지 입력해 주세요.' });
            run(
              { kind: 'updateTemplate', id: template.id, input: { startTime: template.startTime, endTime: template.endTime, capacity: n } },
              '정원을 바꿨습니다.',
            );
          }}
        >
          저장<span className="visually-hidden"> {name}</span>
        </Button>
      )}
      <Button
        variant="ghost"
        className={styles.small}
        disabled={action.isPending}
        onClick={async () => {
          if (!(await confirmDialog({ message: `${name} 시간대를 지울까요?`, confirmLabel: '삭제' }))) return;
          run({ kind: 'deleteTemplate', id: template.id }, '시간대를 지웠습니다.');
        }}
      >
        삭제<span className="visually-hidden"> {name}</span>
      </Button>
    </li>
  );
}
