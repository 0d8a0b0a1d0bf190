import type { FacilityId } from '@portal/contract';
import { systemClock, type Clock } from '../../../config';
import type { AnnouncedCache } from '../../../db/announced-cache';
import type { Db } from '../../../db/client';
import type { FacilityRow } from './shared';
import { bookingQueries } from './bookings';
import { setupQueries } from './setup';

export * from './shared';

/** Every query of the reservations module: the facilities' setup (setup.ts) and the bookings (bookings.ts). */
export type ReservationsRepository = ReturnType<typeof setupQueries> &
  ReturnType<typeof bookingQueries> & {
    /** Runs `work` in one transaction with a repository bound to it, and the transaction (for `notify`). */
    transaction<T>(work: (repo: ReservationsRepository, tx: Db) => Promise<T>): Promise<T>;
  };

/** Tells every API instance that a facility's settings changed (the payload is its id). */
export const FACILITIES_CHANNEL = 'portal_facilities';
export type FacilityCache = AnnouncedCache<FacilityRow>;

/**
 * With `facilities`, a facility's settings (read by every day's page and booking) are remembered and
 * forgotten everywhere when staff change them (db/announced-cache.ts). A transaction's repository reads
 * them fresh.
 */
export function reservationsRepository(db: Db, facilities?: FacilityCache, clock: Clock = systemClock): ReservationsRepository {
  const setup = setupQueries(db);
  return {
    ...setup,
    ...bookingQueries(db),
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
  };
}
