'use client';
import type { CreateReservationInput, FacilityDay, PhonePicker, ReservationView } from '@portal/contract';
import { addMinutes } from '@portal/contract/dates';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states/empty-state';
import { calendarIcon } from '@/components/ui/states/empty-icons/calendar';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { openModal, requestTime } from '@/components/ui/kit';
import styles from './reservations.module.css';

type What = { facilityName: string; date: string; start: string; end: string };
type Book = (input: CreateReservationInput, what: What, options?: { ask?: boolean }) => Promise<unknown>;

/**
 * Phone booths: each open window lists its free start times as buttons (tap one, confirm once, booked);
 * the time picker stays for choosing any allowed minute, and its own 선택 is the one confirmation.
 * Both offer only the free starts the server derived; the server assigns the booth.
 */
export function PhonePanel({
  day,
  canBook,
  busy,
  onBook,
  onCancel,
  whose,
}: {
  day: FacilityDay;
  canBook: boolean;
  busy: boolean;
  onBook: Book;
  onCancel: (r: ReservationView) => void;
  /** '내' for her, '자녀의' for a parent. */
  whose: string;
}) {
  const phone = day.phone!;
  const picker: PhonePicker | null = phone.picker;
  // She may book this day now (not a parent's view, not a full quota or a closed day): the times are buttons.
  const open = canBook && day.bookable;
  const what = (start: string): What => ({
    facilityName: day.facility.name,
    date: day.date,
    start,
    end: addMinutes(start, phone.callMinutes),
  });
  const book = (start: string, ask: boolean) => onBook({ facility: 'call', date: day.date, time: start }, what(start), { ask });
  // The time she picked last when it was not booked (refused, or the network failed): the picker opens
  // on it again, not on the first hour, for her to move a step from it.
  const refused = useRef<{ date: string; hour: number; minute: number } | null>(null);

  const pick = async () => {
    if (!picker) return;
    const firstHour = Number(Object.keys(picker.hourMinuteOptions).find((h) => picker.hourMinuteOptions[h]!.length) ?? picker.minHour);
    const again = refused.current?.date === day.date ? refused.current : null;
    let picked;
    try {
      picked = await requestTime({
        title: '예약할 통화 시작 시간',
        minHour: picker.minHour,
        maxHour: picker.maxHour,
        initialHour: again?.hour ?? firstHour,
        initialMinute: again?.minute,
        // Keyed by the hour as JSON writes it ("9"): the picker's lookups by number read the same keys.
        hourMinuteRestrictions: picker.hourMinuteRestrictions,
        hourMinuteOptions: picker.hourMinuteOptions,
      });
    } catch {
      void openModal({ type: 'failed', message: '고를 수 있는 통화 시간이 없습니다.' });
      return;
    }
    if (!picked) return;
    const booked = await book(picked.formattedTime, false);
    refused.current = booked ? null : { date: day.date, hour: picked.hour, minute: picked.minute };
  };

  return (
    <div className={styles.phone}>
      <p className={styles.phoneInfo}>
        통화는 한 번에 {phone.callMinutes}분이고, 부스 {phone.booths}개 중 빈 곳이 자동으로 배정돼요.
        {open && phone.windows.some((w) => w.freeStarts.length) && ' 원하는 시작 시간을 누르면 바로 예약할 수 있어요.'}
      </p>
      {day.mine.length > 0 && (
        <section className={styles.myCalls} aria-labelledby="my-calls">
          <h3 id="my-calls" className={styles.subTitle}>
            이날 {whose} 통화
          </h3>
          <ul className={styles.list}>
            {day.mine.map((r) => (
              <li key={r.id} className={styles.row} data-testid="my-call">
                <span>
                  <strong>
                    {r.startTime} ~ {r.endTime}
                  </strong>
                  {r.resourceLabel && <span className={styles.muted}> · {r.resourceLabel}</span>}
                </span>
                {canBook && r.cancellable && (
                  <Button variant="secondary" className={styles.slotButton} onClick={() => onCancel(r)} disabled={busy}>
                    취소<span className="visually-hidden"> {r.startTime} 통화</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {phone.windows.length === 0 ? (
        !day.reason && (
          <EmptyState icon={calendarIcon} title="이날은 통화할 수 있는 시간이 없습니다" description="다른 날짜를 골라 주세요." />
        )
      ) : (
        <ul className={styles.slots} aria-label="통화 가능 시간">
          {phone.windows.map((w) => {
            const free = w.freeStarts.length;
            const range = `${w.startTime} ~ ${w.endTime}`;
            return (
              <li key={w.slotId} className={styles.window} data-state={free ? 'open' : 'full'} data-testid="phone-window">
                <div className={styles.windowHead}>
                  <div className={styles.slotMain}>
                    <p className={styles.slotTime}>{range}</p>
                    <p className={styles.slotCount}>현재 신청자 {w.booked}명</p>
                  </div>
                  {/* What is counted: the times a call can start at (시각), not hours; green only where she may take one. */}
                  <StatusBadge tone={!free ? 'danger' : open ? 'success' : 'neutral'}>
                    {free ? `시작 시각 ${free}개 남음` : '마감'}
                  </StatusBadge>
                </div>
                {free > 0 && (
                  <ul className={styles.starts} aria-label={`${range} 중 예약할 수 있는 시작 시간`} data-testid="free-starts">
                    {w.freeStarts.map((start) => (
                      <li key={start}>
                        {open ? (
                          <button
                            type="button"
                            className={styles.start}
                            onClick={() => void book(start, true)}
                            disabled={busy}
                            aria-label={`${start} 시작, ${phone.callMinutes}분 통화 예약`}
                          >
                            {start}
                          </button>
                        ) : (
                          <span className={styles.start} data-readonly="true">
                            {start}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {open && picker && (
        <Button block variant="secondary" onClick={pick} disabled={busy}>
          다른 시간 직접 고르기
        </Button>
      )}
    </div>
  );
}
