import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const pushEndpoints = defineEndpoints('push', {
  publicKey: {
    method: 'GET',
    path: '/push/public-key/',
    access: 'public',
    schemas: load((s) => ({ response: s.pushPublicKey })),
  },
  subscribe: {
    method: 'POST',
    path: '/push/subscriptions/',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.pushSubscriptionInput, response: s.pushStatus })),
  },
  status: {
    method: 'POST',
    path: '/push/subscriptions/status/',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.pushEndpointInput, response: s.pushStatus })),
  },
  unsubscribe: {
    method: 'POST',
    path: '/push/subscriptions/remove/',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.pushEndpointInput, response: null })),
  },
  test: {
    method: 'POST',
    path: '/push/test/',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.pushTestInput, response: s.pushTestResult })),
  },
});
