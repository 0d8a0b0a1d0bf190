import type { Alarm } from '@portal/contract';
import { alarmsEndpoints as alarms } from '@portal/contract/endpoints/alarms';
import type { EndpointBody } from '@portal/contract/endpoint';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, pagedQuery } from '@/lib/endpoints';
import { ALARM_LIST_KEY, setUnreadAlarms } from '@/lib/profile';

const PAGE_SIZE = 20;

export const alarmKeys = {
  all: ['alarms'] as const,
  settings: () => [...alarmKeys.all, 'settings'] as const,
  list: () => ALARM_LIST_KEY,
};

export const alarmSettingsQuery = () => endpointQuery(alarms.getSettings, {}, alarmKeys.settings());

export const useAlarmSettings = () => useQuery(alarmSettingsQuery());

export function useSaveAlarmSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof alarms.saveSettings>) => callEndpoint(alarms.saveSettings, { body }),
    onSuccess: (saved) => client.setQueryData(alarmKeys.settings(), saved),
  });
}

/** Her alarms, newest first, a page at a time (the same for every device: it comes with the page). */
export const alarmListQuery = () => pagedQuery(alarms.list, { query: { pageSize: PAGE_SIZE } }, alarmKeys.list());

/**
 * The list as the page's server render or the cache has it: fresh when she opens /alarms (the server
 * answers it with each page), and marked stale by every alarm that arrives while she is elsewhere
 * (`lib/live-effects`), so the first page load does not ask twice.
 */
export const useAlarmList = () => useInfiniteQuery(alarmListQuery());

type Pages = InfiniteData<{ results: Alarm[]; nextPageToken: number }>;

/** Marks alarms read in the list she is looking at (all, or those `which` picks), before the server answers. */
function markInList(client: QueryClient, which: (a: Alarm) => boolean) {
  const at = new Date().toISOString();
  client.setQueryData<Pages>(alarmKeys.list(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            results: p.results.map((a) => (a.readAt == null && which(a) ? { ...a, readAt: at } : a)),
          })),
        }
      : data,
  );
}

/**
 * Marks one alarm read. The list shows it at once; the badge takes the server's count. The callbacks
 * live on the mutation, not the call: she taps an alarm and leaves the page while it is answered.
 */
export function useReadAlarm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(alarms.read, { params: { id } }),
    onMutate: (id) => markInList(client, (a) => a.id === id),
    onSuccess: ({ unread }) => setUnreadAlarms(client, unread),
    onError: () => client.invalidateQueries({ queryKey: alarmKeys.list() }),
    // Made by opening the alarm, not asked for: offline it waits and is made once back online.
    networkMode: 'online',
  });
}

/**
 * Marks every alarm of hers read. The list shows it at the tap, as for one alarm (when the answer
 * redrew it, the rows that had been bold and wrapped shrank under her finger a moment later: an
 * audit), and is put back as it was when the server could not do it.
 */
export function useReadAllAlarms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(alarms.readAll),
    onMutate: async () => {
      // A page of the list on its way would draw the alarms unread again: it is waited for first.
      await client.cancelQueries({ queryKey: alarmKeys.list() });
      const before = client.getQueryData<Pages>(alarmKeys.list());
      markInList(client, () => true);
      return { before };
    },
    onSuccess: ({ unread }) => setUnreadAlarms(client, unread),
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData<Pages>(alarmKeys.list(), context.before);
    },
  });
}
