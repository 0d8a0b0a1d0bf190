'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api';
import { connectLive, onLiveEvent } from '@/lib/live';
import { setUnreadAlarms } from '@/lib/profile';
import { useSession } from '@/lib/session';

/**
 * This tab's live connection while she is signed in, and what it moves: a notification arriving
 * updates her badge counts (home, drawer) at once. Keyed on who is signed in, not on the session's
 * refreshes, so a token refresh does not restart the stream.
 */
export function LiveConnection() {
  const { data } = useSession();
  const client = useQueryClient();
  const userId = data?.user?.id;
  useEffect(() => {
    if (userId == null) return;
    const offAlarm = onLiveEvent<{ unread: number }>('alarm', (d) => setUnreadAlarms(client, d.unread));
    const stop = connectLive({ fetch: apiFetch });
    return () => {
      stop();
      offAlarm();
    };
  }, [userId, client]);
  return null;
}
