import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const liveEndpoints = defineEndpoints('live', {
  events: {
    method: 'GET',
    path: '/live/events/',
    access: 'signed-in',
    stream: 'events',
    schemas: load(() => ({ response: null })),
  },
});
