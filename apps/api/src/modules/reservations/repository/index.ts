import type { FacilityId } from '@portal/contract';
import { systemClock, type Clock } from '../../../config';
import type { AnnouncedCache } from '../../../db/announced-cache';
import type { Db } from '../../../db/client';
import type { FacilityRow, ReservationViewRow } from './shared';
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
  };

/** Tells every API instance that a facility's settings changed (the payload is its id). */
export const FACILITIES_CHANNEL = 'portal_facilities';
export type FacilityCache = AnnouncedCache<FacilityRow>;

/** The database announces here whose bookings changed (payload: her id, or `all`; migration 0010). */
export const BOOKINGS_CHANNEL = 'portal_bookings';
export type UpcomingCache = AnnouncedCache<ReservationViewRow[]>;

/**
 * With `facilities`, a facility's settings (read by every day's page and booking) are remembered and
 * forgotten everywhere when staff change them; with `upcoming`, each student's upcoming bookings (every
 * home page) until the database announces a change to them (db/announced-cache.ts). A transaction's
 * repository reads everything fresh.
 */
export function reservationsRepository(
  db: Db,
  caches: { facilities?: FacilityCache; upcoming?: UpcomingCache } = {},
  clock: Clock = systemClock,
): ReservationsRepository {
  const { facilities, upcoming } = caches;
  const setup = setupQueries(db);
  const bookings = bookingQueries(db);
  return {
    ...setup,
    ...bookings,
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
    transaction: (work) => db.transaction((tx) => work(reservationsRepository(tx as unknown as Db), tx as unknown as Db)),
    bookingsChanged: (studentId) => upcoming?.forget((key) => key === String(studentId)),
  };
}
