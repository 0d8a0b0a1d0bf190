import { asc, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wifiNetworks } from '../../db/schema';

export type WifiNetworkRow = typeof wifiNetworks.$inferSelect;
export type WifiNetworkValues = Pick<typeof wifiNetworks.$inferInsert, 'ssid' | 'area' | 'password' | 'note' | 'studentsOnly'>;

export function wifiRepository(db: Db) {
  return {
    /** Every network in the admin's order. */
    async list(): Promise<WifiNetworkRow[]> {
      return db.select().from(wifiNetworks).orderBy(asc(wifiNetworks.position));
    },

    /**
     * Replaces the whole list in one transaction. Two admins saving at once are taken one after the
     * other (the table lock), so the list is one of theirs, never a mix of both. Made from the version
     * `basedOn` (its newest row's time as read, null for an empty list), it answers null, changing
     * nothing, when the list has been saved since.
     */
    async replace(networks: readonly WifiNetworkValues[], basedOn?: string | null): Promise<WifiNetworkRow[] | null> {
      return db.transaction(async (t) => {
        await t.execute(sql`lock table ${wifiNetworks} in exclusive mode`);
        if (basedOn !== undefined) {
          const [newest] = await t.select({ latest: max(wifiNetworks.updatedAt) }).from(wifiNetworks);
          if ((newest?.latest?.getTime() ?? null) !== (basedOn === null ? null : new Date(basedOn).getTime())) return null;
        }
        await t.delete(wifiNetworks);
        if (networks.length) await t.insert(wifiNetworks).values(networks.map((n, position) => ({ ...n, position })));
        return t.select().from(wifiNetworks).orderBy(asc(wifiNetworks.position));
      });
    },
  };
}
export type WifiRepository = ReturnType<typeof wifiRepository>;
