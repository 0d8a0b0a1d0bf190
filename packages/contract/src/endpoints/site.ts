import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const siteEndpoints = defineEndpoints('site', {
  get: {
    method: 'GET',
    path: '/site/',
    access: 'public',
    schemas: load((s) => ({ response: s.siteInfo })),
  },
});
