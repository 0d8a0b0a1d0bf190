import type { Db } from '../../../db/client';
import { bookingQueries } from './bookings';
import { setupQueries } from './setup';

export * from './shared';

/** Every query of the reservations module: the facilities' setup (setup.ts) and the bookings (bookings.ts). */
export type ReservationsRepository = ReturnType<typeof setupQueries> &
  ReturnType<typeof bookingQueries> & {
    /** Runs `work` in one transaction with a repository bound to it, and the transaction (for `notify`). */
    transaction<T>(work: (repo: ReservationsRepository, tx: Db) => Promise<T>): Promise<T>;
  };

export function reservationsRepository(db: Db): ReservationsRepository {
  return {
    ...setupQueries(db),
    ...bookingQueries(db),
    transaction: (work) => db.transaction((tx) => work(reservationsRepository(tx as unknown as Db), tx as unknown as Db)),
  };
}
