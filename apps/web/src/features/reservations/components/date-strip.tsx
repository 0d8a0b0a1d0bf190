'use client';
import { dayParts, formatDate } from '@portal/contract/dates';
import { DragScroll } from '@/components/ui/drag-scroll';
import styles from './reservations.module.css';

const awayLabel = { before: '입소 전', after: '퇴소 후' } as const;

/**
 * Today through today + 6, dragged sideways on narrow screens (the kit's drag scroll). A day she
 * cannot book as a whole says why under its number: 휴관, or 입소 전 / 퇴소 후 outside her stay.
 */
export function DateStrip({
  dates,
  selected,
  today,
  onSelect,
}: {
  dates: { date: string; closed: boolean; away: 'before' | 'after' | null }[];
  selected: string;
  today: string;
  onSelect: (date: string) => void;
}) {
  return (
    <DragScroll className={styles.dates} role="group" aria-label="예약 날짜">
      {dates.map(({ date, closed, away }) => {
        const { day, weekday } = dayParts(date);
        const mark = closed ? '휴관' : away ? awayLabel[away] : null;
        return (
          <button
            key={date}
            type="button"
            className={styles.date}
            aria-pressed={date === selected}
            data-closed={mark ? true : undefined}
            onClick={() => onSelect(date)}
          >
            <span className={styles.dateWeekday} aria-hidden="true">
              {date === today ? '오늘' : weekday}
            </span>
            <span className={styles.dateDay} aria-hidden="true">
              {day}
            </span>
            <span className="visually-hidden">
              {formatDate(date)}
              {date === today ? ' 오늘' : ''}
              {mark ? ` ${mark}` : ''}
            </span>
            {mark && (
              <span className={styles.dateClosed} data-away={away && !closed ? true : undefined} aria-hidden="true">
                {mark}
              </span>
            )}
          </button>
        );
      })}
    </DragScroll>
  );
}
