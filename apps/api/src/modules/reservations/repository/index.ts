import type { FacilityId } from '@portal/contract';
import { systemClock, type Clock } from '../../../config';
import { startsWith, type AnnouncedCache } from '../../../db/announced-cache';
import type { Db } from '../../../db/client';
import type { BoothBooking } from '../phone';
import type { FacilityRow, ReservationViewRow, SlotRow } from './shared';
import { bookingQueries, UPCOMING_LIMIT } from './bookings';
import { setupQueries } from './setup';

export * from './shared';

/** Every query of the reservations module: the facilities' setup (setup.ts) and the bookings (bookings.ts). */
export type ReservationsRepository = ReturnType<typeof setupQueries> &
  ReturnType<typeof bookingQueries> & {
    /** Runs `work` in one transaction with a repository bound to it, and the transaction (for `notify`). */
    transaction<T>(work: (repo: ReservationsRepository, tx: Db) => Promise<T>): Promise<T>;
    /**
     * After her bookings changed and committed: her upcoming list is read afresh here at once (the
     * database's announcement reaches every instance, this one included, a moment later).
     */
    bookingsChanged(studentId: number): void;
    /**
     * A facility's day as a student's page shows it (`load` makes the day's slots and reads them with the
     * closed days of the bookable week starting `today`), remembered until the facility's days change.
     */
    dayFacts(facilityId: FacilityId, today: string, date: string, load: () => Promise<DayFacts>): Promise<DayFacts>;
    /** Her side of a day's page (`load` reads it for the periods between `from` and `to`), remembered until her bookings change. */
    herDay(studentId: number, facilityId: FacilityId, date: string, from: Date, to: Date, load: () => Promise<HerDay>): Promise<HerDay>;
  };

/** A facility's slots on a date and its closed days around it; a phone room's active booths and the calls booked that day. */
export type DayFacts = {
  readonly closed: readonly { date: string; reason: string }[];
  readonly slots: readonly SlotRow[];
  readonly booths: readonly number[];
  readonly calls: readonly BoothBooking[];
};
/** Her bookings in a facility on a date and in its week (the quotas), her active bookings during the day's periods, and her stay. */
export type HerDay = {
  readonly daily: number;
  readonly weekly: number;
  readonly hers: readonly ReservationViewRow[];
  /** Her stay: the days she may book (announced with her bookings, migration 0036). */
  readonly stay: Stay;
};
export type Stay = { readonly admittedOn: string | null; readonly dischargedOn: string | null };

/** Tells every API instance that a facility's settings changed (the payload is its id). */
export const FACILITIES_CHANNEL = 'portal_facilities';
export type FacilityCache = AnnouncedCache<FacilityRow>;

/** The database announces here whose bookings changed (payload: her id, or `all`; migration 0010). */
export const BOOKINGS_CHANNEL = 'portal_bookings';
export type UpcomingCache = AnnouncedCache<ReservationViewRow[]>;
export type HerDayCache = AnnouncedCache<HerDay>;

/** The database announces here whose facility's days changed: its slots, weekly periods or closed days (payload: its id; migration 0023). */
export const FACILITY_DAYS_CHANNEL = 'portal_facility_days';
export type DayFactsCache = AnnouncedCache<DayFacts>;

/**
 * With `facilities`, a facility's settings (read by every day's page and booking) are remembered and
 * forgotten everywhere when staff change them; with `upcoming`, each student's upcoming bookings (every
 * home page) until the database announces a change to them (db/announced-cache.ts); with `days` and
 * `herDays`, what a day's page reads (the facility's day, shared by every student, and hers), until
 * the database announces a change to the facility's days or to her bookings. This instance forgets
 * the facilities' days after each of its own changes to them (a transaction, new weekly periods,
 * slots or booths), and her day after her own booking or cancel, without waiting for the announcement. A
 * transaction's repository reads everything fresh.
 */
export function reservationsRepository(
  db: Db,
  caches: { facilities?: FacilityCache; upcoming?: UpcomingCache; days?: DayFactsCache; herDays?: HerDayCache } = {},
  clock: Clock = systemClock,
): ReservationsRepository {
  const { facilities, upcoming, days, herDays } = caches;
  const setup = setupQueries(db);
  const bookings = bookingQueries(db);
  const forgetDays = () => days?.forget(() => true);
  /** A write outside a transaction that changes a facility's days, after which this instance forgets them. */
  const thenForgetDays =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await write(...args);
      forgetDays();
      return result;
    };
  return {
    ...setup,
    ...bookings,
    ...(days
      ? {
          insertTemplates: thenForgetDays(setup.insertTemplates),
          insertSlots: thenForgetDays(setup.insertSlots),
          insertResource: thenForgetDays(setup.insertResource),
          updateResource: thenForgetDays(setup.updateResource),
        }
      : {}),
    async dayFacts(facilityId, today, date, load) {
      return days ? (await days.read(`${facilityId}|${today}|${date}`, clock().getTime(), load))! : load();
    },
    async herDay(studentId, facilityId, date, from, to, load) {
      if (!herDays) return load();
      return (await herDays.read(`${studentId}|${facilityId}|${date}|${from.getTime()}|${to.getTime()}`, clock().getTime(), load))!;
    },
    ...(upcoming
      ? {
          async upcoming(studentId: number, now: Date) {
            const key = String(studentId);
            // Remembered rows had not ended when read; those that have ended since drop out here.
            const hit = upcoming.get(key, now.getTime());
            if (hit) return hit.filter((r) => r.endsAt > now);
            const readAt = upcoming.epoch();
            const rows = await bookings.upcoming(studentId, now);
            // A full page may hide rows behind it that become visible as the first ones end.
            if (rows.length < UPCOMING_LIMIT) upcoming.remember(key, rows, now.getTime() + upcoming.ttlMs, readAt);
            return rows;
          },
        }
      : {}),
    ...(facilities
      ? {
          facility: (id: FacilityId) => facilities.read(id, clock().getTime(), () => setup.facility(id)),
          async updateFacility(id: FacilityId, values: Parameters<typeof setup.updateFacility>[1]) {
            const row = await setup.updateFacility(id, values);
            await facilities.changed(db, id);
            return row;
          },
        }
      : {}),
    async transaction(work) {
      const result = await db.transaction((tx) => work(reservationsRepository(tx as unknown as Db), tx as unknown as Db));
      forgetDays();
      return result;
    },
    bookingsChanged(studentId) {
      upcoming?.forget((key) => key === String(studentId));
      herDays?.forget(startsWith(`${studentId}|`));
    },
  };
}
