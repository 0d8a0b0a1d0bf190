'use client';
import type { CreateReservationInput, FacilityDay, PhonePicker, ReservationView } from '@portal/contract';
import { addMinutes } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states/empty-state';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { openModal, requestTime } from '@/components/ui/kit';
import styles from './reservations.module.css';

type Book = (input: CreateReservationInput, what: { facilityName: string; date: string; start: string; end: string }) => Promise<unknown>;

const byHour = <T,>(record: Record<string, T>): Record<number, T> =>
  Object.fromEntries(Object.entries(record).map(([h, v]) => [Number(h), v]));

/**
 * Phone booths: the open windows and how full they are; she picks a start with the time picker,
 * which offers only the free starts the server derived; the server assigns the booth.
 */
export function PhonePanel({
  day,
  canBook,
  busy,
  onBook,
  onCancel,
}: {
  day: FacilityDay;
  canBook: boolean;
  busy: boolean;
  onBook: Book;
  onCancel: (r: ReservationView) => void;
}) {
  const phone = day.phone!;
  const picker: PhonePicker | null = phone.picker;

  const pick = async () => {
    if (!picker) return;
    const firstHour = Number(Object.keys(picker.hourMinuteOptions).find((h) => picker.hourMinuteOptions[h]!.length) ?? picker.minHour);
    let picked;
    try {
      picked = await requestTime({
        title: '통화 시작 시간',
        minHour: picker.minHour,
        maxHour: picker.maxHour,
        initialHour: firstHour,
        hourMinuteRestrictions: byHour(picker.hourMinuteRestrictions),
        hourMinuteOptions: byHour(picker.hourMinuteOptions),
      });
    } catch {
      void openModal({ type: 'failed', message: '고를 수 있는 통화 시간이 없습니다.' });
      return;
    }
    if (!picked) return;
    await onBook(
      { facility: 'call', date: day.date, time: picked.formattedTime },
      {
        facilityName: day.facility.name,
        date: day.date,
        start: picked.formattedTime,
        end: addMinutes(picked.formattedTime, phone.callMinutes),
      },
    );
  };

  return (
    <div className={styles.phone}>
      <p className={styles.phoneInfo}>
        통화는 한 번에 {phone.callMinutes}분이고, 부스 {phone.booths}개 중 빈 곳이 자동으로 배정됩니다.
      </p>
      {phone.windows.length === 0 ? (
        !day.reason && <EmptyState icon="calendar" title="이 날은 통화할 수 있는 시간이 없습니다" description="다른 날짜를 골라 주세요." />
      ) : (
        <ul className={styles.slots} aria-label="통화 가능 시간">
          {phone.windows.map((w) => (
            <li key={w.slotId} className={styles.slot} data-state={w.freeStarts.length ? 'open' : 'full'} data-testid="phone-window">
              <div className={styles.slotMain}>
                <p className={styles.slotTime}>
                  {w.startTime} ~ {w.endTime}
                </p>
                <p className={styles.slotCount}>현재 신청자 {w.booked}명</p>
              </div>
              <div className={styles.slotSide}>
                <StatusBadge tone={w.freeStarts.length ? 'success' : 'danger'}>
                  {w.freeStarts.length ? `남은 시간 ${w.freeStarts.length}개` : '마감'}
                </StatusBadge>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canBook && (
        <Button block onClick={pick} disabled={!picker || busy}>
          통화 시간 고르기
        </Button>
      )}
      {day.mine.length > 0 && (
        <section className={styles.myCalls} aria-labelledby="my-calls">
          <h3 id="my-calls" className={styles.subTitle}>
            이 날 내 통화
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
    </div>
  );
}
