import type { Db } from '../../db/client';
import { cancelJob, enqueueJob, jobType } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';
import type { Notify } from '../alarms/notify';
import { reservationsRepository } from './repository';
import { seoulTime } from '@portal/contract/dates';

/** How long before a booking starts she is reminded of it. */
export const REMIND_MINUTES_BEFORE = 10;

/** A scheduled job per booking: a reminder shortly before it starts. */
export const bookingReminder = jobType<{ reservationId: number }>('reservations.remind');
const keyOf = (reservationId: number) => `reservations.remind:${reservationId}`;

/** Schedules her reminder in the booking's transaction (none when it starts too soon to remind). */
export async function scheduleReminder(tx: Db, reservationId: number, startsAt: Date, now: Date) {
  const runAt = new Date(startsAt.getTime() - REMIND_MINUTES_BEFORE * 60_000);
  if (runAt <= now) return;
  await enqueueJob(tx, bookingReminder, { reservationId }, { runAt, key: keyOf(reservationId) });
}

/** Drops the reminder of a booking that was cancelled (the reminder checks again when it runs anyway). */
export const cancelReminder = (tx: Db, reservationId: number) => cancelJob(tx, keyOf(reservationId));

export function registerReminders(runner: JobRunner, notify: Notify) {
  runner.handle(bookingReminder, async (tx, { reservationId }, { now }) => {
    const booking = await reservationsRepository(tx).findView(reservationId);
    // Cancelled, marked a no-show or already started meanwhile: nothing to remind of.
    if (!booking || booking.status !== 'active' || booking.startsAt <= now) return;
    await notify(tx, 'reservation', [booking.studentId], {
      title: `${seoulTime(booking.startsAt)} ${booking.facilityName} 예약이 곧 시작됩니다.`,
      body: `${REMIND_MINUTES_BEFORE}분 뒤에 시작해요. 늦지 않게 가 주세요.`,
      link: '/reservation/my',
      // Held by her quiet hours (a 23:00 study reminded at 22:50, quiet from 22:00) it came the next morning.
      pushUntil: booking.startsAt,
    });
  });
}
