import { defineEndpoints } from '../endpoint';
import type { FacilityId } from '../reservations';
import { load } from './load';

/** The server writes a comment line this often on a quiet stream; a tab that hears nothing for three of them takes it for dead. */
export const LIVE_HEARTBEAT_MS = 15_000;

/**
 * Told to every open stream, without a number (not stored, not replayed), when a facility's days
 * changed: a place booked or given back, its periods, closed days or booths. Its open pages read the
 * day again, instead of waiting for their next poll.
 */
export const FACILITY_DAY_EVENT = 'facility-day';
export type FacilityDayEvent = { facility: FacilityId };

export const liveEndpoints = defineEndpoints('live', {
  events: {
    method: 'GET',
    path: '/live/events/',
    access: 'signed-in',
    stream: 'events',
    schemas: load(() => ({ response: null })),
  },
});
