'use client';
import type { AlarmKind, Profile } from '@portal/contract';
import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import { connectLive, onLiveEvent } from './live';
import { ALARM_LIST_KEY, profileKey } from './profile';
import { isPushOwner } from './push-owner';
import { readPushedAlarms } from './pushed-alarm';

/** The query keys of the chat screens (`features/chat` keys start with it): a chat event refreshes them. */
const CHAT_KEY = ['chat'] as const;

/**
 * The first key segment of the lists an alarm of each kind is about (the features key their queries by
 * their API path, `lib/endpoints.ts`): a parent's home shows the vacation her child just asked her to
 * consent to, and the payment request, without a reload. Chat has its own event.
 */
const KEYS_OF_KIND: Record<AlarmKind, readonly string[]> = {
  reservation: ['reservations'],
  counseling: ['education'],
  notice: ['notices'],
  vacation: ['vacations'],
  chat: [],
  // Firewall requests and decisions, and feedback and its answers, are told as inquiries are (the
  // feedback page kept 접수 after the answer's alarm arrived: an audit).
  inquiry: ['inquiries', 'firewall', 'feedback'],
  contents: ['contents'],
};

/** Marks queries stale (and refetches those on screen), `key` naming the filter so that the same one is made once. */
type Invalidate = (key: string, filters: InvalidateQueryFilters) => void;

/**
 * Invalidations gathered for a moment and made once each: a tab back after hours hidden, or back
 * online, is sent every event it missed at once (a hundred chat messages were a hundred refetches of
 * the room list, every tab of a study room at the same moment: an audit). Answers it and `stop`.
 */
export function invalidator(client: QueryClient, ms = 150): { invalidate: Invalidate; stop: () => void } {
  const pending = new Map<string, InvalidateQueryFilters>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    invalidate: (key, filters) => {
      pending.set(key, filters);
      timer ??= setTimeout(() => {
        timer = null;
        const all = [...pending.values()];
        pending.clear();
        for (const f of all) void client.invalidateQueries(f);
      }, ms);
    },
    stop: () => {
      if (timer) clearTimeout(timer);
      pending.clear();
    },
  };
}

const at =
  (client: QueryClient): Invalidate =>
  (_key, filters) =>
    void client.invalidateQueries(filters);

/**
 * A live `alarm` event: the badge moves to the server's count; the alarm list, wherever she is, is
 * marked stale without being fetched, so that opening it asks again (the open list refetches itself);
 * and the lists of what the alarm is about refetch where they are on screen (stale elsewhere).
 */
/** Asks again, once, what is on screen and failed (a list, the profile); what loaded is left alone. */
export const refetchFailed = (client: QueryClient) =>
  client.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });

export function alarmArrived(
  client: QueryClient,
  event: { unread: number; kind?: AlarmKind },
  setUnreadAlarms: (client: QueryClient, unread: number) => void,
  invalidate: Invalidate = at(client),
) {
  setUnreadAlarms(client, event.unread);
  invalidate('alarms', { queryKey: ALARM_LIST_KEY, refetchType: 'none' });
  const keys = event.kind ? KEYS_OF_KIND[event.kind] : [];
  if (keys.length) invalidate(`kind:${event.kind}`, { predicate: (q) => keys.includes(String(q.queryKey[0])) });
}

/** A live `chat` event: her unread chat count as the server counted it. */
export function setUnreadChats(client: QueryClient, unread: number) {
  const current = client.getQueryData<Profile>(profileKey);
  if (!current) {
    void client.invalidateQueries({ queryKey: profileKey });
    return;
  }
  client.setQueryData<Profile>(profileKey, { ...current, bedge: { ...current.bedge, chat: unread > 0, chat_count: unread } });
}

/** After the page's own first requests. */
const PUSH_RENEWAL_DELAY_MS = 3_000;

/**
 * When she turned push on in this browser before, registers it again a moment later if this sign-in
 * is new to the server (`renewThisDevice`; its code loads only then). Answers `cancel`.
 */
export function renewPushLater(userId: number): () => void {
  if (!isPushOwner(userId) || typeof Notification === 'undefined' || Notification.permission !== 'granted') return () => {};
  const timer = setTimeout(() => {
    void import('./web-push').then(({ renewThisDevice }) => renewThisDevice(userId)).catch(() => undefined);
  }, PUSH_RENEWAL_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * What the tab's live events move everywhere, loaded after the page is up (nothing of it is in the
 * shell's first load): a notification moves the alarm badge; a chat event moves the chat badge and
 * refreshes the room lists (an open room adds the message itself, `features/chat`); and her push is
 * given back on this browser when it was she who turned it on here. Answers `stop`.
 */
export function startLive(
  client: QueryClient,
  fetch: (path: string, init: RequestInit) => Promise<Response>,
  /** `lib/profile`'s, handed over by the shell (see live-connection.tsx). */
  setUnreadAlarms: (client: QueryClient, unread: number) => void,
  /** Who is signed in: her push comes back on a browser where she had turned it on (`renewPushLater`). */
  userId: number,
): () => void {
  const stopRenewal = renewPushLater(userId);
  const { invalidate, stop } = invalidator(client);
  const offAlarm = onLiveEvent<{ unread: number; kind?: AlarmKind }>('alarm', (d) => alarmArrived(client, d, setUnreadAlarms, invalidate));
  const offChat = onLiveEvent<{ unread: number; roomId: number }>('chat', (d) => {
    setUnreadChats(client, d.unread);
    invalidate('chat-rooms', { queryKey: [...CHAT_KEY, 'rooms'] });
  });
  // An inquiry a colleague answered, handed over or closed: the staff lists (inbox, home, counts) refresh.
  const offInquiry = onLiveEvent('inquiry', () => invalidate('inquiries', { queryKey: KEYS_OF_KIND.inquiry }));
  // The server is back after it could not be reached: what it failed to give meanwhile (a list, the
  // profile) is asked again, instead of waiting for her tap on 다시 시도 (a bad-day audit).
  const disconnect = connectLive({
    fetch,
    onResumed: () => void refetchFailed(client),
  });
  const stopPushed = readPushedAlarms(fetch, (unread) => alarmArrived(client, { unread }, setUnreadAlarms, invalidate));
  return () => {
    stopPushed();
    stop();
    stopRenewal();
    disconnect();
    offAlarm();
    offChat();
    offInquiry();
  };
}
