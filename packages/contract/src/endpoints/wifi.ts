import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const wifiEndpoints = defineEndpoints('wifi', {
  guide: {
    method: 'GET',
    path: '/wifi/',
    access: 'public',
    schemas: load((s) => ({ response: s.wifiGuide })),
  },
  staffGet: {
    method: 'GET',
    path: '/staff/wifi/',
    access: ['admin'],
    schemas: load((s) => ({ response: s.staffWifiNetworks })),
  },
  save: {
    method: 'PUT',
    path: '/staff/wifi/',
    access: ['admin'],
    schemas: load((s) => ({ body: s.wifiNetworksInput, response: s.staffWifiNetworks })),
  },
});
