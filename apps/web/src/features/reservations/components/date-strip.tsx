'use client';
import { dayParts, formatDate } from '@portal/contract/dates';
import { DragScroll } from '@/components/ui/drag-scroll';
import styles from './reservations.module.css';

/** Today through today + 6, dragged sideways on narrow screens (the kit's drag scroll). */
export function DateStrip({
  dates,
  selected,
  today,
  onSelect,
}: {
  dates: { date: string; closed: boolean }[];
  selected: string;
  today: string;
  onSelect: (date: string) => void;
}) {
  return (
    <DragScroll className={styles.dates} role="group" aria-label="예약 날짜">
      {dates.map(({ date, closed }) => {
        const { day, weekday } = dayParts(date);
        return (
          <button
            key={date}
            type="button"
            className={styles.date}
            aria-pressed={date === selected}
            data-closed={closed || undefined}
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
              {closed ? ' 휴관' : ''}
            </span>
            {closed && (
              <span className={styles.dateClosed} aria-hidden="true">
                휴관
              </span>
            )}
          </button>
        );
      })}
    </DragScroll>
  );
}
