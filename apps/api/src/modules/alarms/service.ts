import { alarmKinds, NO_NEXT_PAGE, type Alarm, type AlarmKind, type AlarmSettings, type PageQuery, type Paged } from '@portal/contract';
import { systemClock, type Clock } from '../../config';
import type { AnnouncedCache } from '../../db/announced-cache';
import { AppError } from '../../http/errors';
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
  /**
   * Marks one (or all) of her alarms read, and when that changed anything, tells her other tabs the new
   * count in the same transaction. The trigger of migration 0010 announces the change to every
   * instance; this one forgets her count at once, so the profile asked right after is already right.
   */
  async function markRead(caller: Caller, which?: number | { link: string }): Promise<{ unread: number }> {
    const unreadNow = await repo.transaction(async (r) => {
      const changed = await r.markRead(caller.id, clock(), which);
      if (!changed && typeof which === 'number' && !(await r.isHers(caller.id, which))) throw new AppError('NOT_FOUND');
      // Her stream held before the count (holdLive): an alarm arriving at once is counted, or comes after.
      if (changed) await r.holdLive(caller.id);
      const n = await r.unreadCount(caller.id);
      if (changed) await r.announceUnread(caller.id, n);
      return n;
    });
    unread?.forget((key) => key === String(caller.id));
    return { unread: unreadNow };
  }

  return {
    /**
     * Her alarms, newest first. The page token is the id of the page's last alarm, not an offset:
     * alarms arriving while she scrolls would otherwise push the next page back and show her some twice.
     */
    async list(caller: Caller, query: PageQuery): Promise<Paged<Alarm>> {
      const rows = await repo.list(caller.id, query.pageToken, query.pageSize + 1);
      const page = rows.slice(0, query.pageSize);
      return {
        results: page.map((a) => ({
          ...a,
          kind: a.kind as AlarmKind,
          readAt: a.readAt?.toISOString() ?? null,
          createdAt: a.createdAt.toISOString(),
        })),
        nextPageToken: rows.length > query.pageSize ? page.at(-1)!.id : NO_NEXT_PAGE,
      };
    },

    /** Marks one of her alarms read (again is fine); someone else's answers 404. */
    read: (caller: Caller, id: number) => markRead(caller, id),

    /**
     * Marks read her alarms that lead to this page: the one whose push she tapped (and any other about
     * it). Only the alarm list marked read: a push tapped and its page read, the badge still counted it.
     */
    readLink: (caller: Caller, link: string) => markRead(caller, { link }),

    /** Marks every alarm of hers read. */
    readAll: (caller: Caller) => markRead(caller),

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
