'use client';
import type { FacilityId } from '@portal/contract';
import { FACILITY_DAY_EVENT, type FacilityDayEvent } from '@portal/contract/endpoints/live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { retryingImport } from '@/lib/retrying-import';
import { reservationKeys } from './api/queries';

/** One read of the day at most this often, however busy the break: every open page hears every booking. */
const MIN_GAP_MS = 5_000;
/** Each page waits up to this much longer, at random: the open pages do not all ask in the same instant. */
const SPREAD_MS = 1_000;

/**
 * Someone booked or gave back a place of this facility (the API tells every open tab): the day on
 * screen is read again within about a second, not at its next poll up to 30 s later, when the last
 * place she was about to tap could long be gone.
 */
export function useLiveFacilityDay(facility: FacilityId) {
  const client = useQueryClient();
  useEffect(() => {
    let off = () => {};
    let gone = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const read = () => {
      timer = undefined;
      last = Date.now();
      void client.invalidateQueries({ queryKey: [...reservationKeys.all, 'day', facility] });
    };
    void retryingImport(() => import('@/lib/live')).then(({ onLiveEvent }) => {
      if (gone) return;
      off = onLiveEvent<FacilityDayEvent>(FACILITY_DAY_EVENT, (e) => {
        if (e.facility !== facility || timer) return;
        timer = setTimeout(read, Math.max(0, last + MIN_GAP_MS - Date.now()) + Math.random() * SPREAD_MS);
      });
    });
    return () => {
      gone = true;
      off();
      clearTimeout(timer);
    };
  }, [client, facility]);
}
