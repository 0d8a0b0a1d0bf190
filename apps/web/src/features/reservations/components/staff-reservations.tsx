'use client';
import type { CloseDayInput, FacilityId, StaffDay } from '@portal/contract';
import { reservationsStaffEndpoints } from '@portal/contract/endpoints/reservations-staff';
import { lazyComponent } from '@/components/ui/lazy';
import { useSession } from '@/lib/session';
import { useState } from 'react';
import { addDays, formatDate, seoulToday } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips/chips';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { EmptyState } from '@/components/ui/states/empty-state';
import { calendarIcon } from '@/components/ui/states/empty-icons/calendar';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { confirmDialog, showToast } from '@/components/ui/kit';
import { useStaffAction, useStaffDay } from '../api/staff-queries';
import { facilityTabs, statusLabel, statusTone } from '../messages';
import { failed } from './staff-helpers';
import styles from './staff.module.css';

// The admin's settings view loads when she opens it; the day board is what staff use every day.
const FacilitySettings = lazyComponent(() => import('./staff-settings').then((m) => m.FacilitySettings));

const VIEWS = [
  { value: 'day', label: '예약 현황' },
  { value: 'settings', label: '운영 설정' },
] as const;

/** The staff side of reservations: who booked what (no-shows, closing a day) and, for the admin, the rules. */
export function StaffReservations() {
  const { data: session } = useSession();
  const isAdmin = session?.user.category === 'admin';
  const [facility, setFacility] = useState<FacilityId>('computer');
  const [view, setView] = useState<'day' | 'settings'>('day');

  return (
    <section className={styles.page} aria-labelledby="staff-res-title">
      <h1 id="staff-res-title" className={styles.title}>
        시설 예약 관리
      </h1>
      <Chips label="시설" options={facilityTabs.map((t) => ({ value: t.id, label: t.label }))} value={facility} onChange={setFacility} />
      {isAdmin && <Chips label="보기" options={VIEWS} value={view} onChange={setView} />}
      {view === 'settings' && isAdmin ? <FacilitySettings facility={facility} /> : <DayBoard facility={facility} />}
    </section>
  );
}

function DayBoard({ facility }: { facility: FacilityId }) {
  const [date, setDate] = useState(seoulToday);
  const { data, isError, refetch } = useStaffDay(facility, date);
  const action = useStaffAction();

  return (
    <div className={styles.board}>
      <div className={styles.dateBar}>
        <Button variant="ghost" onClick={() => setDate((d) => addDays(d, -1))}>
          ‹ 전날
        </Button>
        <label className={styles.dateField}>
          <span className="visually-hidden">날짜</span>
          <input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
        <Button variant="ghost" onClick={() => setDate((d) => addDays(d, 1))}>
          다음날 ›
        </Button>
      </div>
      {!data && isError ? (
        <ErrorState onRetry={() => refetch()}>예약 현황을 불러오지 못했습니다.</ErrorState>
      ) : !data ? (
        <Skeleton rows={3} label="예약 현황을 불러오는 중입니다" />
      ) : (
        <>
          <CloseDay day={data} today={seoulToday()} />
          {data.slots.length === 0 ? (
            <EmptyState icon={calendarIcon} title="이날은 운영하지 않습니다" description="다른 날짜를 골라 주세요." />
          ) : (
            <ul className={styles.slots}>
              {data.slots.map((s) => (
                <li key={s.id} className={styles.card}>
                  <h2 className={styles.slotTitle}>
                    {s.startTime} ~ {s.endTime}
                    <span className={styles.muted}>
                      {' '}
                      · 신청 {s.booked}명{s.capacity != null && ` / 정원 ${s.capacity}명`}
                    </span>
                  </h2>
                  {s.bookings.length === 0 ? (
                    <p className={styles.muted}>신청한 학생이 없습니다.</p>
                  ) : (
                    <ul className={styles.bookings}>
                      {s.bookings.map((b) => (
                        <li key={b.id} className={styles.booking} data-status={b.status}>
                          <span>
                            <strong>{b.student.name}</strong>
                            <span className={styles.muted}>
                              {' '}
                              {facility === 'call' && `${b.startTime}~${b.endTime} `}
                              {b.resourceLabel ?? ''}
                            </span>
                          </span>
                          <span className={styles.bookingSide}>
                            <StatusBadge tone={statusTone[b.status]}>{statusLabel[b.status]}</StatusBadge>
                            {b.started && (
                              <Button
                                variant="secondary"
                                className={styles.small}
                                disabled={action.isPending}
                                onClick={() =>
                                  action.mutate(
                                    { kind: 'noShow', id: b.id, noShow: b.status !== 'no_show' },
                                    {
                                      onSuccess: () =>
                                        showToast({
                                          status: 'success',
                                          title:
                                            b.status === 'no_show'
                                              ? '노쇼 표시를 지웠습니다.'
                                              : `${b.student.name} 학생을 노쇼로 기록했습니다.`,
                                        }),
                                      onError: failed,
                                    },
                                  )
                                }
                              >
                                {b.status === 'no_show' ? '노쇼 취소' : '노쇼'}
                                <span className="visually-hidden"> {b.student.name}</span>
                              </Button>
                            )}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function CloseDay({ day, today }: { day: StaffDay; today: string }) {
  const action = useStaffAction();
  const form = useForm<{ reason: string }, CloseDayInput>({
    draftKey: `close-day:${day.facility.id}:${day.date}`,
    idPrefix: `close-${day.facility.id}-${day.date}`,
    initial: { reason: '' },
    schema: reservationsStaffEndpoints.closeDay,
    confirm: () => {
      const booked = day.slots.reduce((n, s) => n + s.bookings.filter((b) => b.status === 'active' && !b.started).length, 0);
      return {
        title: `${formatDate(day.date)} 휴관`,
        message: booked
          ? `시작 전 예약 ${booked}건이 취소되고 학생에게 알림이 갑니다. 휴관할까요?`
          : `이날 ${day.facility.name} 휴관을 지정할까요?`,
        confirmLabel: '휴관',
      };
    },
    submit: async (input) => {
      await action.mutateAsync({ kind: 'close', facility: day.facility.id, date: day.date, reason: input.reason });
      return { reason: '' };
    },
    success: { title: '휴관으로 지정했습니다.', as: 'toast' },
  });
  if (day.date < today) return day.closedReason ? <p className={styles.closed}>휴관: {day.closedReason}</p> : null;

  if (day.closedReason)
    return (
      <div className={styles.closed}>
        <span>휴관: {day.closedReason}</span>
        <Button
          variant="secondary"
          className={styles.small}
          disabled={action.isPending}
          onClick={async () => {
            if (!(await confirmDialog({ message: `${formatDate(day.date)} 휴관을 해제할까요?`, confirmLabel: '해제' }))) return;
            action.mutate({ kind: 'reopen', facility: day.facility.id, date: day.date }, { onError: failed });
          }}
        >
          휴관 해제
        </Button>
      </div>
    );

  return (
    <form {...form.form} className={styles.closeForm}>
      <label className={styles.field}>
        <span>휴관 사유</span>
        <input
          {...form.field('reason')}
          value={form.values?.reason ?? ''}
          maxLength={100}
          placeholder="예: 컴퓨터 점검"
          onChange={(e) => form.set({ reason: e.target.value })}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={form.submitting || action.isPending}>
        이날 휴관
      </Button>
      <FieldError id={form.errorId('reason')} errors={form.errors.reason} />
    </form>
  );
}
