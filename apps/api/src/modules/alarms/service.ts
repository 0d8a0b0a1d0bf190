import { alarmKinds, type AlarmSettings } from '@portal/contract';
import { systemClock, type Clock } from '../../config';
import type { AnnouncedCache } from '../../db/announced-cache';
import type { Caller } from '../../http/route';
import type { AlarmsRepository } from './repository';

/** Everything on, no quiet days: what a person has before she changes anything. */
export const DEFAULT_ALARM_SETTINGS: AlarmSettings = {
  kinds: Object.fromEntries(alarmKinds.map((k) => [k, true])) as AlarmSettings['kinds'],
  quietDays: [],
  quietAllDay: false,
  quietStart: '22:00',
  quietEnd: '07:00',
};

/** The database announces here whose alarms changed (payload: her id; a trigger of migration 0010). */
export const ALARMS_CHANNEL = 'portal_alarms';

/**
 * With `unread`, each person's unread count (asked by every page through the profile) is remembered
 * until the database announces a change to her alarms (db/announced-cache.ts).
 */
export function alarmsService(repo: AlarmsRepository, unread?: AnnouncedCache<number>, clock: Clock = systemClock) {
  return {
    /** How many of her notifications she has not read (the profile's badge). */
    unreadCount: async (userId: number): Promise<number> =>
      unread ? ((await unread.read(String(userId), clock().getTime(), () => repo.unreadCount(userId))) ?? 0) : repo.unreadCount(userId),

    /** The caller's own notification settings (defaults until she saves some). */
    async getSettings(caller: Caller): Promise<AlarmSettings> {
      const row = await repo.findSettings(caller.id);
      if (!row) return DEFAULT_ALARM_SETTINGS;
      return {
        // Kinds added after she saved default to on.
        kinds: { ...DEFAULT_ALARM_SETTINGS.kinds, ...row.kinds },
        quietDays: [...row.quietDays].sort((a, b) => a - b),
        quietAllDay: row.quietAllDay,
        quietStart: row.quietStart,
        quietEnd: row.quietEnd,
      };
    },

    /** Replaces the caller's settings; answers them as stored. */
    async saveSettings(caller: Caller, input: AlarmSettings): Promise<AlarmSettings> {
      await repo.saveSettings(caller.id, {
        kinds: input.kinds,
        quietDays: [...input.quietDays].sort((a, b) => a - b),
        quietAllDay: input.quietAllDay,
        quietStart: input.quietStart,
        quietEnd: input.quietEnd,
      });
      return this.getSettings(caller);
    },
  };
}
export type AlarmsService = ReturnType<typeof alarmsService>;
