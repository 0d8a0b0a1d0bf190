'use client';
import type { FacilityDay, FacilityId, ReservationView, SlotView } from '@portal/contract';
import { useSession } from '@/lib/session';
import { AppLink } from '@/components/ui/app-link';
import { useEffect, useRef, useState } from 'react';
import { formatDate, weekName } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states/empty-state';
import { calendarIcon } from '@/components/ui/states/empty-icons/calendar';
import { peopleIcon } from '@/components/ui/states/empty-icons/people';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useActiveStudent } from '@/lib/active-student';
import { ApiError } from '@/lib/api-client';
import { isStaffCategory, labelOf, pathOf } from '@/lib/routes';
import { useUrlChoice } from '@/lib/url-choice';
import { shownDate, useFacilityDay } from '../api/queries';
import { RESERVATION_TEXT, slotStateLabel, slotTone } from '../booking-messages';
import { facilityTabs } from '../messages';
import { DateStrip } from './date-strip';
import { FacilityTabs } from './facility-tabs';
import type { PhonePanel as PhonePanelComponent } from './phone-panel';
import styles from './reservations.module.css';

import { useReservationActions } from './use-actions';
import { useLiveFacilityDay } from '../use-live-day';

/**
 * One facility's week: the date strip, the rules, the day's slots (or phone windows), book and cancel.
 * Only the phone page books by picking a time: it hands in its panel (call-page.tsx), so the panel's
 * code (and the picker's rules) is part of that page alone.
 */
const isIsoDate = (raw: string): raw is string => shownDate(raw) !== undefined;

export function FacilityPage({ facility, PhonePanel }: { facility: FacilityId; PhonePanel?: typeof PhonePanelComponent }) {
  const { data: session } = useSession();
  const category = session?.user.category;
  const staff = isStaffCategory(category);
  const { isParent, studentId, ready, noChildren, activeStudent } = useActiveStudent();
  // The day in the address only (`?date=`): a page mounted again (the session read again, Back) opens
  // on the day she chose. Kept in its own state beside a replaceState Next never heard, a remount went
  // back to today under her, all its periods offering 예약 again (seen on a full e2e run).
  const [chosen, choose] = useUrlChoice('date', isIsoDate, '');
  const date = chosen || undefined;
  const { data, error, isError, refetch, isFetching, isPlaceholderData } = useFacilityDay(
    facility,
    date,
    studentId,
    !!category && !staff && ready && !noChildren,
  );
  useLiveFacilityDay(facility);
  const canBook = category === 'student';
  const label = facilityTabs.find((t) => t.id === facility)!.label;

  // A date from the URL that is no longer bookable (yesterday's link): fall back to today.
  useEffect(() => {
    if (isError && error instanceof ApiError && error.status === 400 && date) choose('');
  }, [isError, error, date, choose]);
  const select = choose;

  if (staff)
    return (
      <Shell facility={facility} label={label}>
        <p className={styles.notice}>
          선생님은 <AppLink href={pathOf('staffReservations')}>시설 예약 관리</AppLink>에서 예약 현황을 볼 수 있습니다.
        </p>
      </Shell>
    );
  if (noChildren)
    return (
      <Shell facility={facility} label={label}>
        <EmptyState icon={peopleIcon} title="연결된 자녀가 없습니다" description="학원에 문의해 주세요." />
      </Shell>
    );

  return (
    <Shell facility={facility} label={label} date={data?.date}>
      {isParent && activeStudent && <p className={styles.viewing}>{activeStudent.name} 학생의 예약 현황입니다.</p>}
      {!data && isError ? (
        <ErrorState onRetry={() => refetch()}>{RESERVATION_TEXT.loadFailed}</ErrorState>
      ) : !data ? (
        <Skeleton rows={4} label="예약 현황을 불러오는 중입니다" />
      ) : (
        <DayView
          day={data}
          selected={date ?? data.date}
          canBook={canBook}
          onSelect={select}
          refreshing={isFetching}
          stale={isPlaceholderData}
          PhonePanel={PhonePanel}
          isParent={isParent}
        />
      )}
    </Shell>
  );
}

function Shell({ facility, label, date, children }: { facility: FacilityId; label: string; date?: string; children: React.ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="reservation-title">
      <h1 id="reservation-title" className={styles.title}>
        {label} 예약
      </h1>
      <FacilityTabs current={facility} date={date} />
      {children}
    </section>
  );
}

function DayView({
  day,
  selected,
  canBook,
  onSelect,
  refreshing,
  stale,
  PhonePanel,
  isParent,
}: {
  day: FacilityDay;
  isParent: boolean;
  selected: string;
  canBook: boolean;
  onSelect: (d: string) => void;
  refreshing: boolean;
  /** The previous day is shown while the chosen one loads. */
  stale: boolean;
  PhonePanel?: typeof PhonePanelComponent;
}) {
  const { confirmBook, confirmCancel, busy } = useReservationActions();
  // The day before stays, dimmed, only for a moment: a chosen day that is slow to come (a weak
  // connection) shows its own date and a skeleton, not another day's times under her new choice.
  const [slow, setSlow] = useState(false);
  // The skeleton keeps the day's height: what lies below (내 예약 전체 보기) stays where it was.
  const body = useRef<HTMLDivElement>(null);
  const [heldHeight, setHeldHeight] = useState<number>();
  useEffect(() => {
    if (!stale) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => {
      setHeldHeight(body.current?.offsetHeight);
      setSlow(true);
    }, 400);
    return () => clearTimeout(timer);
  }, [stale]);
  const f = day.facility;
  const mineById = new Map(day.mine.map((m) => [m.id, m]));
  const quota = [f.dailyQuota != null ? `하루 ${f.dailyQuota}번` : null, f.weeklyQuota != null ? `일주일 ${f.weeklyQuota}번` : null].filter(
    Boolean,
  );

  return (
    <>
      <DateStrip dates={day.dates} selected={selected} today={day.today} onSelect={onSelect} />
      <details className={styles.rules}>
        <summary>
          이용 규칙
          {quota.length > 0 && <span className={styles.rulesHint}> · {quota.join(', ')}까지</span>}
        </summary>
        <p className={styles.rulesText}>{f.rulesText || '등록된 이용 규칙이 없습니다.'}</p>
        <p className={styles.rulesText}>신청 마감: {f.cutoffTime ? `당일 ${f.cutoffTime}` : '시작 시간까지'} · 취소: 시작 전까지</p>
      </details>

      {stale && slow ? (
        <div className={styles.dayBody} aria-busy="true" style={{ minHeight: heldHeight }}>
          <div className={styles.dayHead}>
            <h2 className={styles.dayTitle}>{formatDate(selected)}</h2>
          </div>
          <Skeleton rows={3} label="예약 현황을 불러오는 중입니다" />
        </div>
      ) : (
        <div ref={body} className={styles.dayBody} aria-busy={stale || undefined} data-stale={stale || undefined}>
          <div className={styles.dayHead}>
            <h2 className={styles.dayTitle}>{formatDate(day.date)}</h2>
            <p className={styles.quota} aria-live="polite" data-refreshing={refreshing || undefined}>
              {/* The strip reaches into next week from Tuesday on: that week's count, said as 다음 주. */}
              {weekName(day.date, day.today)}{' '}
              {day.quota.weekly.limit != null ? `${day.quota.weekly.used}/${day.quota.weekly.limit}번` : `${day.quota.weekly.used}번`}
              {day.quota.daily.limit != null && ` · 이날 ${day.quota.daily.used}/${day.quota.daily.limit}번`}
            </p>
          </div>
          {day.reason && (
            <p className={styles.reason} role="status" data-tone={reasonTone(day, canBook)}>
              {day.reason}
            </p>
          )}

          {f.kind === 'booths' && day.phone ? (
            PhonePanel && (
              <PhonePanel
                day={day}
                canBook={canBook}
                busy={busy || stale}
                onBook={confirmBook}
                onCancel={confirmCancel}
                whose={isParent ? '자녀의' : '내'}
              />
            )
          ) : day.slots.length === 0 ? (
            !day.reason && <EmptyState icon={calendarIcon} title="이날은 운영하지 않습니다" description="다른 날짜를 골라 주세요." />
          ) : (
            <ul className={styles.slots} aria-label={`${formatDate(day.date)} ${f.name} 시간`}>
              {day.slots.map((slot) => (
                <SlotItem
                  key={slot.id}
                  slot={slot}
                  mine={slot.mine != null ? mineById.get(slot.mine) : undefined}
                  canBook={canBook}
                  dayOpen={day.closedReason == null}
                  dayBookable={day.bookable}
                  busy={busy || stale}
                  onBook={() =>
                    confirmBook(
                      { facility: f.id, slotId: slot.id },
                      { facilityName: f.name, date: day.date, start: slot.startTime, end: slot.endTime },
                    )
                  }
                  onCancel={(r) => confirmCancel(r)}
                />
              ))}
            </ul>
          )}
        </div>
      )}
      <p className={styles.more}>
        <AppLink href={pathOf('reservationMy')}>{labelOf('reservationMy', isParent ? 'parent' : 'student')} 전체 보기</AppLink>
      </p>
    </>
  );
}

/**
 * How the day's note looks: a closed day or a rule in her way is a warning; a quota she has filled by
 * booking (the note right after a successful booking) and what a parent or teacher only reads are
 * information, never the colour of an error.
 */
function reasonTone(day: FacilityDay, canBook: boolean): 'warn' | 'info' {
  if (day.closedReason) return 'warn';
  if (!canBook) return 'info';
  const { daily, weekly } = day.quota;
  const filled = (q: { used: number; limit: number | null }) => q.limit != null && q.used >= q.limit;
  return filled(daily) || filled(weekly) ? 'info' : 'warn';
}

function SlotItem({
  slot,
  mine,
  canBook,
  dayOpen,
  dayBookable,
  busy,
  onBook,
  onCancel,
}: {
  slot: SlotView;
  mine: ReservationView | undefined;
  canBook: boolean;
  dayOpen: boolean;
  /** Whether she may book more this day (her daily and weekly quota): the day's note says why not. */
  dayBookable: boolean;
  busy: boolean;
  onBook: () => Promise<unknown>;
  onCancel: (r: ReservationView) => Promise<unknown>;
}) {
  const time = `${slot.startTime} ~ ${slot.endTime}`;
  // The button she pressed is gone once it is done (예약 becomes 취소): the focus stays on her row,
  // one Tab from the new button, instead of falling back to the top of the page.
  const row = useRef<HTMLLIElement>(null);
  const keepFocus = (done: Promise<unknown>) =>
    void done.finally(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) row.current?.focus({ preventScroll: true });
      }),
    );
  return (
    <li ref={row} tabIndex={-1} className={styles.slot} data-state={slot.state} data-testid="slot">
      <div className={styles.slotMain}>
        <p className={styles.slotTime}>{time}</p>
        <p className={styles.slotCount}>
          현재 신청자 {slot.booked}명{slot.capacity != null && <span className={styles.capacity}> / 정원 {slot.capacity}명</span>}
        </p>
        {mine?.resourceLabel && <p className={styles.slotSeat}>{mine.resourceLabel}</p>}
        {slot.reason && slot.state !== 'mine' && dayOpen && <p className={styles.slotReason}>{slot.reason}</p>}
      </div>
      <div className={styles.slotSide}>
        <StatusBadge tone={slotTone[slot.state]}>{slot.state === 'mine' && !canBook ? '예약함' : slotStateLabel[slot.state]}</StatusBadge>
        {canBook && dayBookable && slot.state === 'open' && (
          <Button className={styles.slotButton} onClick={() => keepFocus(onBook())} disabled={busy}>
            예약<span className="visually-hidden"> {time}</span>
          </Button>
        )}
        {canBook && mine?.cancellable && (
          <Button className={styles.slotButton} variant="secondary" onClick={() => keepFocus(onCancel(mine))} disabled={busy}>
            취소<span className="visually-hidden"> {time}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
