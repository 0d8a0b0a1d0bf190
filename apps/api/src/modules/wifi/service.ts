import type { StaffWifiNetworks, WifiGuide, WifiNetworksInput } from '@portal/contract';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { WifiNetworkRow, WifiRepository } from './repository';

function staffView(rows: readonly WifiNetworkRow[]): StaffWifiNetworks {
  const latest = rows.reduce<Date | null>((max, r) => (!max || r.updatedAt > max ? r.updatedAt : max), null);
  return {
    networks: rows.map(({ ssid, area, password, note, studentsOnly }) => ({ ssid, area, password, note, studentsOnly })),
    updatedAt: latest ? latest.toISOString() : null,
  };
}

/**
 * The Wi-Fi guide's networks. Read from the table on every call (no per-instance copy): the page is
 * opened rarely, and an admin's change then shows on every instance at once.
 */
export function wifiService(repo: WifiRepository) {
  return {
    /**
     * The guide: names and places for everyone, passwords only for a signed-in caller, and a
     * students-only network's not for a parent (she is not on the centre's study or dormitory network).
     */
    async guide(caller: Caller | null): Promise<WifiGuide> {
      const rows = await repo.list();
      const shown = caller !== null;
      const parent = caller?.category === 'parent';
      return {
        networks: rows.map((r) => ({
          ssid: r.ssid,
          area: r.area,
          note: r.note,
          hasPassword: r.password !== '',
          password: shown && r.password !== '' && !(parent && r.studentsOnly) ? r.password : null,
          studentsOnly: r.studentsOnly,
        })),
        passwordsShown: shown,
      };
    },

    /** The admin's editable list. */
    async staffList(): Promise<StaffWifiNetworks> {
      return staffView(await repo.list());
    },

    /** Saves the admin's whole list (already checked by the contract: lengths, duplicates). */
    async save(input: WifiNetworksInput): Promise<StaffWifiNetworks> {
      const rows = await repo.replace(
        input.networks.map((n) => ({
          ssid: n.ssid.trim(),
          area: n.area.trim(),
          password: n.password,
          note: n.note.trim(),
          studentsOnly: n.studentsOnly ?? false,
        })),
        input.updatedAt,
      );
      // Saved by another admin since she read it: refused, so her list does not undo theirs unseen.
      if (!rows) throw new AppError('EDIT_CONFLICT');
      return staffView(rows);
    },
  };
}
export type WifiService = ReturnType<typeof wifiService>;
