import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wifiNetworks } from '../../db/schema';

export type WifiNetworkRow = typeof wifiNetworks.$inferSelect;
export type WifiNetworkValues = Pick<typeof wifiNetworks.$inferInsert, 'ssid' | 'area' | 'password' | 'note'>;

export function wifiRepository(db: Db) {
  return {
    /** Every network in the admin's order. */
    async list(): Promise<WifiNetworkRow[]> {
      return db.select().from(wifiNetworks).orderBy(asc(wifiNetworks.position));
    },

    /**
     * Replaces the whole list in one transaction. Two admins saving at once are taken one after the
     * other (the table lock), so the list is one of theirs, never a mix of both.
     */
    async replace(networks: readonly WifiNetworkValues[]): Promise<WifiNetworkRow[]> {
      return db.transaction(async (t) => {
        await t.execute(sql`lock table ${wifiNetworks} in exclusive mode`);
        await t.delete(wifiNetworks);
        if (networks.length) await t.insert(wifiNetworks).values(networks.map((n, position) => ({ ...n, position })));
        return t.select().from(wifiNetworks).orderBy(asc(wifiNetworks.position));
      });
    },
  };
}
export type WifiRepository = ReturnType<typeof wifiRepository>;
