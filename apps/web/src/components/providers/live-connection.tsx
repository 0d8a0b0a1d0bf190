'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api';
import { setUnreadAlarms } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { retryingImport } from '@/lib/retrying-import';

/**
 * This tab's live connection while she is signed in, and what it moves (`lib/live-effects`): a
 * notification or a chat message arriving updates her badge counts (home, drawer) at once. Keyed on
 * who is signed in, not on the session's refreshes, so a token refresh does not restart the stream.
 * It also gives her push back on a browser where she had turned it on (`lib/live-effects`).
 */
export function LiveConnection() {
  const { data } = useSession();
  const client = useQueryClient();
  // Not while a one-time password holds her (every call but the change is refused: its 403s filled the console).
  const userId = data?.user?.mustChangePassword ? undefined : data?.user?.id;
  useEffect(() => {
    if (userId == null) return;
    let stop = () => {};
    let cancelled = false;
    // Its code loads after the page is up: nothing on the first screen waits for it. The alarm
    // handler is handed over from here: the profile module (and the query code it uses) stays in the
    // shell's first load where every page shares it, instead of being cut into a chunk of its own.
    void retryingImport(() => import('@/lib/live-effects')).then(({ startLive }) => {
      if (!cancelled) stop = startLive(client, apiFetch, setUnreadAlarms, userId);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [userId, client]);
  return null;
}
