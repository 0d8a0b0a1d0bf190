import { facilityIds } from '@portal/contract';
import { FACILITY_DAY_EVENT, type FacilityDayEvent } from '@portal/contract/endpoints/live';
import type { Broadcast } from '../live/hub';
import { FACILITY_DAYS_CHANNEL } from './repository';

/**
 * Every change to a facility's days is announced by the database already (migration 0023: its id);
 * every open tab is told, and a student looking at that facility sees the places left without waiting
 * for her page's next poll (30 s, during which others booked what she was about to tap).
 */
export const facilityDayBroadcast: Broadcast = {
  channel: FACILITY_DAYS_CHANNEL,
  type: FACILITY_DAY_EVENT,
  data: (payload): FacilityDayEvent | null =>
    (facilityIds as readonly string[]).includes(payload) ? { facility: payload as FacilityDayEvent['facility'] } : null,
};
