'use client';
import type { FacilityId, StaffFacility, TemplateView, UpdateFacilityInput } from '@portal/contract';
import { loadSchemas, preloadSchemas } from '@/lib/contract-schemas';
import { collectErrors } from '@/lib/field-errors';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/states/skeleton';
import { confirmDialog, openModal, requestTime, showToast } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useStaffAction, useStaffFacilities, type StaffAction } from '../api/queries';
import { WEEKDAYS } from '../messages';
import { failed } from './staff-helpers';
import styles from './staff.module.css';

type Errors = Record<string, string[]>;


const toNumber = (v: string) => (v.trim() === '' ? null : Number(v));

async function pickTime(title: string, current: string | null) {
  const [h, m] = (current ?? '').split(':').map(Number);
  const picked = await requestTime({ title, ...(current ? { currentHour: h, currentMinute: m } : { initialHour: 19, initialMinute: 0 }) });
  return picked?.formattedTime ?? null;
}

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={styles.fieldError} role="alert">
      {errors[0]}
    </p>
  );
}

/** The admin's rules of one facility: rules text, quotas, cut-off, seats or booths, weekly periods. */
export function FacilitySettings({ facility }: { facility: FacilityId }) {
  const { data, isError, refetch } = useStaffFacilities();
  const f = data?.results.find((x) => x.id === facility);
  if (!f)
    return isError ? (
      <p className={styles.notice} role="alert">
        설정을 불러오지 못했습니다.{' '}
        <button type="button" className={styles.linkButton} onClick={() => refetch()}>
          다시 시도
        </button>
      </p>
    ) : (
      <Skeleton rows={3} label="설정을 불러오는 중입니다" />
    );
  return (
    <div className={styles.board}>
      <RulesForm key={`${f.id}-rules`} facility={f} />
      <Templates key={`${f.id}-templates`} facility={f} />
      <Resources key={`${f.id}-resources`} facility={f} />
    </div>
  );
}

function RulesForm({ facility }: { facility: StaffFacility }) {
  const action = useStaffAction();
  const booths = facility.kind === 'booths';
  const initial = {
    name: facility.name,
    rulesText: facility.rulesText,
    dailyQuota: facility.dailyQuota?.toString() ?? '',
    weeklyQuota: facility.weeklyQuota?.toString() ?? '',
    cutoffTime: facility.cutoffTime,
    callMinutes: facility.callMinutes?.toString() ?? '',
  };
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<typeof draft>) => {
    setDraft({ ...draft, ...patch });
    setErrors({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      name: draft.name,
      rulesText: draft.rulesText,
      dailyQuota: toNumber(draft.dailyQuota),
      weeklyQuota: toNumber(draft.weeklyQuota),
      cutoffTime: draft.cutoffTime,
      ...(booths ? { callMinutes: toNumber(draft.callMinutes), stepMinutes: toNumber(draft.callMinutes) } : {}),
    };
    const checked = (await loadSchemas()).updateFacilityInput.safeParse(input);
    if (!checked.success) return setErrors(collectErrors(checked.error.issues));
    action.mutate(
      { kind: 'facility', facility: facility.id, input: checked.data as UpdateFacilityInput },
      {
        onSuccess: () => void openModal({ type: 'success', title: '운영 규칙을 저장했습니다.' }),
        onError: (err) => {
          if (err instanceof ApiError && err.fieldErrors) setErrors(err.fieldErrors);
          failed(err);
        },
      },
    );
  };

  const field = (key: 'name' | 'dailyQuota' | 'weeklyQuota' | 'callMinutes', label: string, hint?: string) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        value={draft[key]}
        inputMode={key === 'name' ? undefined : 'numeric'}
        placeholder={hint}
        aria-invalid={!!errors[key]}
        aria-describedby={errors[key] ? `${key}-error` : undefined}
        onChange={(e) => set({ [key]: e.target.value })}
      />
      <FieldError id={`${key}-error`} errors={errors[key]} />
    </label>
  );

  return (
    <form onFocus={preloadSchemas} onPointerDown={preloadSchemas} className={styles.card} onSubmit={submit} noValidate aria-labelledby="rules-title">
      <h2 id="rules-title" className={styles.cardTitle}>
        운영 규칙
      </h2>
      {field('name', '시설 이름')}
      <label className={styles.field}>
        <span>이용 규칙 (학생에게 보이는 안내)</span>
        <textarea
          rows={5}
          value={draft.rulesText}
          aria-invalid={!!errors.rulesText}
          aria-describedby={errors.rulesText ? 'rulesText-error' : undefined}
          onChange={(e) => set({ rulesText: e.target.value })}
        />
        <FieldError id="rulesText-error" errors={errors.rulesText} />
      </label>
      <div className={styles.grid2}>
        {field('dailyQuota', '하루 예약 한도 (번)', '비우면 제한 없음')}
        {field('weeklyQuota', '주간 예약 한도 (번)', '비우면 제한 없음')}
      </div>
      {booths && field('callMinutes', '통화 한 번 (분)')}
      <div className={styles.field}>
        <span id="cutoff-label">신청 마감</span>
        <div className={styles.inline}>
          <Button
            variant="secondary"
            className={styles.small}
            aria-labelledby="cutoff-label cutoff-value"
            onClick={async () => {
              const t = await pickTime('당일 신청 마감 시간', draft.cutoffTime);
              if (t) set({ cutoffTime: t });
            }}
          >
            <span id="cutoff-value">{draft.cutoffTime ? `당일 ${draft.cutoffTime}` : '시작 시간까지'}</span>
          </Button>
          {draft.cutoffTime && (
            <Button variant="ghost" className={styles.small} onClick={() => set({ cutoffTime: null })}>
              시작 시간까지로 바꾸기
            </Button>
          )}
        </div>
        <FieldError id="cutoffTime-error" errors={errors.cutoffTime} />
      </div>
      <Button type="submit" disabled={action.isPending}>
        저장
      </Button>
    </form>
  );
}

function Templates({ facility }: { facility: StaffFacility }) {
  const action = useStaffAction();
  const booths = facility.kind === 'booths';
  const [days, setDays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [capacity, setCapacity] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const input = { weekdays: days, startTime: start ?? '', endTime: end ?? '', capacity: booths ? null : toNumber(capacity) };
    const checked = (await loadSchemas()).createTemplatesInput.safeParse(input);
    const errs = checked.success ? {} : collectErrors(checked.error.issues);
    if (!booths && input.capacity == null) errs.capacity = ['정원을 입력해 주세요.'];
    if (Object.keys(errs).length) return setErrors(errs);
    action.mutate(
      { kind: 'addTemplates', facility: facility.id, input: checked.data! },
      {
        onSuccess: () => {
          setErrors({});
          showToast({ status: 'success', title: booths ? '통화 가능 시간을 추가했습니다.' : '시간대를 추가했습니다.' });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fieldErrors) setErrors(err.fieldErrors);
          else failed(err);
        },
      },
    );
  };

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
                  <TemplateRow key={t.id} template={t} booths={booths} weekdayLabel={label} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <form onFocus={preloadSchemas} onPointerDown={preloadSchemas} className={styles.addForm} onSubmit={add} noValidate aria-label="시간대 추가">
        <div className={styles.days} role="group" aria-label="추가할 요일">
          {WEEKDAYS.map((label, d) => (
            <button
              key={label}
              type="button"
              aria-pressed={days.includes(d)}
              onClick={() => {
                setDays(days.includes(d) ? days.filter((x) => x !== d) : [...days, d].sort());
                setErrors({});
              }}
            >
              {label}
            </button>
          ))}
        </div>
        <FieldError id="weekdays-error" errors={errors.weekdays} />
        <div className={styles.inline}>
          <Button
            variant="secondary"
            className={styles.small}
            aria-label={`시작 시간 ${start ?? '선택'}`}
            onClick={async () => {
              const t = await pickTime('시작 시간', start);
              if (t) {
                setStart(t);
                setErrors({});
              }
            }}
          >
            {start ?? '시작 시간'}
          </Button>
          <span aria-hidden="true">~</span>
          <Button
            variant="secondary"
            className={styles.small}
            aria-label={`끝나는 시간 ${end ?? '선택'}`}
            onClick={async () => {
              const t = await pickTime('끝나는 시간', end ?? start);
              if (t) {
                setEnd(t);
                setErrors({});
              }
            }}
          >
            {end ?? '끝나는 시간'}
          </Button>
          {!booths && (
            <label className={styles.capacityField}>
              <span>정원</span>
              <input
                value={capacity}
                inputMode="numeric"
                aria-invalid={!!errors.capacity}
                onChange={(e) => {
                  setCapacity(e.target.value);
                  setErrors({});
                }}
              />
            </label>
          )}
        </div>
        <FieldError id="startTime-error" errors={errors.startTime} />
        <FieldError id="endTime-error" errors={errors.endTime} />
        <FieldError id="capacity-error" errors={errors.capacity} />
        <Button type="submit" disabled={action.isPending}>
          추가
        </Button>
      </form>
    </section>
  );
}

function TemplateRow({ template, booths, weekdayLabel }: { template: TemplateView; booths: boolean; weekdayLabel: string }) {
  const action = useStaffAction();
  const [capacity, setCapacity] = useState(template.capacity?.toString() ?? '');
  useEffect(() => setCapacity(template.capacity?.toString() ?? ''), [template.capacity]);
  const name = `${weekdayLabel}요일 ${template.startTime}~${template.endTime}`;
  const run = (a: StaffAction, done: string) => action.mutate(a, { onSuccess: () => showToast({ status: 'success', title: done }), onError: failed });

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
            run({ kind: 'updateTemplate', id: template.id, input: { startTime: template.startTime, endTime: template.endTime, capacity: n } }, '정원을 바꿨습니다.');
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

function Resources({ facility }: { facility: StaffFacility }) {
  const action = useStaffAction();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const noun = facility.kind === 'booths' ? '부스' : '좌석';
  const nounObject = facility.kind === 'booths' ? '부스를' : '좌석을';
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!label.trim()) return setError('이름을 입력해 주세요.');
    action.mutate(
      { kind: 'addResource', facility: facility.id, input: { label: label.trim() } },
      {
        onSuccess: () => {
          setLabel('');
          showToast({ status: 'success', title: `${nounObject} 추가했습니다.` });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fieldErrors?.label) setError(err.fieldErrors.label[0]!);
          else failed(err);
        },
      },
    );
  };
  return (
    <section className={styles.card} aria-labelledby="resources-title">
      <h2 id="resources-title" className={styles.cardTitle}>
        {noun} ({facility.resources.filter((r) => r.isActive).length}개 사용 중)
      </h2>
      {facility.resources.length === 0 ? (
        <p className={styles.muted}>{nounObject} 따로 나누지 않고 정원만으로 받습니다.</p>
      ) : (
        <ul className={styles.resources}>
          {facility.resources.map((r) => (
            <li key={r.id}>
              <label className={styles.resource} data-active={r.isActive}>
                <input
                  type="checkbox"
                  checked={r.isActive}
                  disabled={action.isPending}
                  onChange={(e) =>
                    action.mutate({ kind: 'updateResource', id: r.id, input: { label: r.label, isActive: e.target.checked } }, { onError: failed })
                  }
                />
                <span>{r.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <form onFocus={preloadSchemas} onPointerDown={preloadSchemas} className={styles.inline} onSubmit={add} noValidate>
        <label className={styles.field}>
          <span>{noun} 추가</span>
          <input
            value={label}
            maxLength={30}
            aria-invalid={!!error}
            aria-describedby={error ? 'resource-error' : undefined}
            onChange={(e) => {
              setLabel(e.target.value);
              setError(null);
            }}
          />
        </label>
        <Button type="submit" variant="secondary" className={styles.small} disabled={action.isPending}>
          추가
        </Button>
      </form>
      {error && (
        <p id="resource-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
