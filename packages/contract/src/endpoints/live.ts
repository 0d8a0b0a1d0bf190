import { defineEndpoints } from '../endpoint';
import { load } from './load';

/** The server writes a comment line this often on a quiet stream; a tab that hears nothing for three of them takes it for dead. */
export const LIVE_HEARTBEAT_MS = 15_000;

export const liveEndpoints = defineEndpoints('live', {
  events: {
    method: 'GET',
    path: '/live/events/',
    access: 'signed-in',
    stream: 'events',
    schemas: load(() => ({ response: null })),
  },
});
