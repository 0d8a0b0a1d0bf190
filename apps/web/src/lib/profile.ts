import type { Profile } from '@portal/contract';
import { accountsEndpoints as accounts } from '@portal/contract/endpoints/accounts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { endpointQuery } from './endpoints';
import { useSession } from './session';

/**
 * The signed-in person's profile and badge counts: the shell (drawer) and the accounts feature (home,
 * my page) read it, and the live connection moves its counts, so it lives below both.
 */
export const profileKey = ['accounts', 'me'] as const;

export const profileQuery = () => endpointQuery(accounts.me, {}, profileKey);

/**
 * Her profile: shown at once from the session, then kept fresh from the API. Until the API has
 * answered (or when it could not), the session's copy says `status: 'faild'` (spec section 3).
 */
export function useProfile() {
  const { data: session, status } = useSession();
  const user = session?.user;
  return useQuery({
    ...profileQuery(),
    enabled: status === 'authenticated',
    placeholderData: user ? { ...user, status: 'faild' as const } : undefined,
  });
}

/** The alarm list's query key (`features/alarms`' `alarmKeys.list()`): an arriving alarm makes it stale (`lib/live-effects`). */
export const ALARM_LIST_KEY = ['alarms', 'list'] as const;

/** A live `alarm` event: her unread count as the server counted it when the notification arrived. */
export function setUnreadAlarms(client: QueryClient, unread: number) {
  const current = client.getQueryData<Profile>(profileKey);
  if (!current) {
    void client.invalidateQueries({ queryKey: profileKey });
    return;
  }
  client.setQueryData<Profile>(profileKey, { ...current, bedge: { ...current.bedge, alarm: unread > 0, alarm_count: unread } });
}
