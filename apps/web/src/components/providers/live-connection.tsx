'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api';
import { setUnreadAlarms } from '@/lib/profile';
import { isPushOwner } from '@/lib/push-owner';
import { useSession } from '@/lib/session';

/** After the page's own first requests. */
const PUSH_RENEWAL_DELAY_MS = 3_000;

/**
 * This tab's live connection while she is signed in, and what it moves (`lib/live-effects`): a
 * notification or a chat message arriving updates her badge counts (home, drawer) at once. Keyed on
 * who is signed in, not on the session's refreshes, so a token refresh does not restart the stream.
 * Also where a browser she had turned push on in gets it back after she signs in again.
 */
export function LiveConnection() {
  const { data } = useSession();
  const client = useQueryClient();
  const userId = data?.user?.id;
  useEffect(() => {
    if (userId == null) return;
    let stop = () => {};
    let cancelled = false;
    // Its code loads after the page is up: nothing on the first screen waits for it. The alarm
    // handler is handed over from here: the profile module (and the query code it uses) stays in the
    // shell's first load where every page shares it, instead of being cut into a chunk of its own.
    void import('@/lib/live-effects').then(({ startLive }) => {
      if (!cancelled) stop = startLive(client, apiFetch, setUnreadAlarms);
    });
    // She turned push on in this browser before: registered again if this sign-in is new to the
    // server (push code loads only then; lib/push-owner.ts).
    const renewal =
      isPushOwner(userId) && typeof Notification !== 'undefined' && Notification.permission === 'granted'
        ? setTimeout(() => {
            void import('@/lib/web-push').then(({ renewThisDevice }) => renewThisDevice(userId)).catch(() => undefined);
          }, PUSH_RENEWAL_DELAY_MS)
        : undefined;
    return () => {
      cancelled = true;
      clearTimeout(renewal);
      stop();
    };
  }, [userId, client]);
  return null;
}
