// @vitest-environment node
import type { Profile } from '@portal/contract';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alarmArrived, invalidator, refetchFailed, renewPushLater, setUnreadChats } from './live-effects';
import { ALARM_LIST_KEY, profileKey } from './profile';

const push = vi.hoisted(() => ({ renewThisDevice: vi.fn(async () => 'renewed' as const) }));
vi.mock('./web-push', () => push);

const profile: Profile = {
  status: 'success',
  id: 1,
  category: 'student',
  bedge: { alarm: true, alarm_count: 2, chat: false, chat_count: 0 },
  email: 'harin.kim@cheongram.kr',
  picture: null,
  username: 'student1',
  name: '김하린',
};

describe('a live chat event', () => {
  it('moves the chat badge to the count the server sent, and leaves the alarm badge alone', () => {
    const client = new QueryClient();
    client.setQueryData(profileKey, profile);
    setUnreadChats(client, 4);
    expect(client.getQueryData<Profile>(profileKey)!.bedge).toEqual({ alarm: true, alarm_count: 2, chat: true, chat_count: 4 });
    setUnreadChats(client, 0);
    expect(client.getQueryData<Profile>(profileKey)!.bedge).toMatchObject({ chat: false, chat_count: 0 });
  });
});

describe('a live alarm event', () => {
  it('moves the alarm badge and marks the alarm list stale without asking for it', () => {
    const client = new QueryClient();
    client.setQueryData(ALARM_LIST_KEY, { pages: [{ results: [], nextPageToken: 0 }], pageParams: [0] });
    client.setQueryData(['alarms', 'settings'], { kinds: {} });
    const moved: number[] = [];
    alarmArrived(client, { unread: 3 }, (_c, unread) => moved.push(unread));
    expect(moved).toEqual([3]);
    expect(client.getQueryState(ALARM_LIST_KEY)).toMatchObject({ isInvalidated: true, fetchStatus: 'idle' });
    expect(client.getQueryState(['alarms', 'settings'])!.isInvalidated).toBe(false);
  });

  it('refreshes the lists of what it is about, and only those', () => {
    const client = new QueryClient();
    for (const key of [
      ['vacations', 'history', 5],
      ['contents', 'orders', 'awaiting', 5],
      ['reservations', 'my'],
      ['firewall', 'staff'],
      ['feedback', 'mine'],
    ])
      client.setQueryData(key, { pages: [], pageParams: [] });
    alarmArrived(client, { unread: 1, kind: 'vacation' }, () => {});
    expect(client.getQueryState(['vacations', 'history', 5])!.isInvalidated).toBe(true);
    expect(client.getQueryState(['contents', 'orders', 'awaiting', 5])!.isInvalidated).toBe(false);
    alarmArrived(client, { unread: 2, kind: 'contents' }, () => {});
    expect(client.getQueryState(['contents', 'orders', 'awaiting', 5])!.isInvalidated).toBe(true);
    expect(client.getQueryState(['reservations', 'my'])!.isInvalidated).toBe(false);
    // A site request is told as an inquiry: the firewall lists follow (they never did).
    expect(client.getQueryState(['firewall', 'staff'])!.isInvalidated).toBe(false);
    expect(client.getQueryState(['feedback', 'mine'])!.isInvalidated).toBe(false);
    alarmArrived(client, { unread: 2, kind: 'inquiry' }, () => {});
    expect(client.getQueryState(['firewall', 'staff'])!.isInvalidated).toBe(true);
    // Feedback and its answer are told as inquiries too: its lists follow.
    expect(client.getQueryState(['feedback', 'mine'])!.isInvalidated).toBe(true);
  });
});

describe('events replayed at once (a tab back after hours hidden)', () => {
  it('refetch each list once for the lot, a moment later', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const spy = vi.spyOn(client, 'invalidateQueries');
      const { invalidate, stop } = invalidator(client);
      for (let i = 0; i < 100; i++) {
        invalidate('chat-rooms', { queryKey: ['chat', 'rooms'] });
        alarmArrived(client, { unread: i, kind: 'notice' }, () => undefined, invalidate);
      }
      expect(spy).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(150);
      // The room list, the alarm list and the notices: three, not three hundred.
      expect(spy).toHaveBeenCalledTimes(3);
      invalidate('chat-rooms', { queryKey: ['chat', 'rooms'] });
      stop();
      await vi.advanceTimersByTimeAsync(500);
      expect(spy).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('push given back after she signs in again', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    push.renewThisDevice.mockClear();
  });
  /** A browser where `owner` turned push on, with the notification permission `permission`. */
  const browser = (owner: string | null, permission: NotificationPermission) => {
    vi.stubGlobal('localStorage', { getItem: () => owner });
    vi.stubGlobal('Notification', { permission });
  };

  it('registers the browser again a moment after the page is up, when it was she who turned push on here', async () => {
    vi.useFakeTimers();
    browser('7', 'granted');
    renewPushLater(7);
    expect(push.renewThisDevice).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    await vi.waitFor(() => expect(push.renewThisDevice).toHaveBeenCalledWith(7));
  });

  it('does nothing for someone else, without the permission, or when the page is left first', async () => {
    vi.useFakeTimers();
    browser('7', 'granted');
    renewPushLater(8);
    browser('7', 'default');
    renewPushLater(7);
    browser('7', 'granted');
    const cancel = renewPushLater(7);
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(push.renewThisDevice).not.toHaveBeenCalled();
  });
});

describe('the server back after it could not be reached', () => {
  it('asks again what is on screen and failed, and leaves what loaded alone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let up = false;
    const failing = vi.fn(async () => {
      if (!up) throw new Error('502');
      return ['공지'];
    });
    const fine = vi.fn(async () => 3);
    const offFailing = new QueryObserver(client, { queryKey: ['notices'], queryFn: failing }).subscribe(() => undefined);
    const offFine = new QueryObserver(client, { queryKey: ['meals'], queryFn: fine }).subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryState(['notices'])?.status).toBe('error'));
    await vi.waitFor(() => expect(client.getQueryState(['meals'])?.status).toBe('success'));
    up = true;
    await refetchFailed(client);
    expect(client.getQueryData(['notices'])).toEqual(['공지']);
    expect(fine).toHaveBeenCalledTimes(1);
    offFailing();
    offFine();
  });
});
