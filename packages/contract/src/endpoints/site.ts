import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const siteEndpoints = defineEndpoints('site', {
  get: {
    method: 'GET',
    path: '/site/',
    access: 'public',
    schemas: load((s) => ({ response: s.siteInfo })),
  },
  staffGet: {
    method: 'GET',
    path: '/staff/site/',
    access: ['admin'],
    schemas: load((s) => ({ response: s.staffSiteInfo })),
  },
  update: {
    method: 'PUT',
    path: '/staff/site/',
    access: ['admin'],
    schemas: load((s) => ({ body: s.siteInfoInput, response: s.staffSiteInfo })),
  },
  backups: {
    method: 'GET',
    path: '/staff/site/backups/',
    access: ['admin'],
    schemas: load((s) => ({ response: s.backupStatus })),
  },
  backupNow: {
    method: 'POST',
    path: '/staff/site/backups/',
    access: ['admin'],
    schemas: load((s) => ({ response: s.backupStatus })),
  },
});
