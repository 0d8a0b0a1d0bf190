import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const siteEndpoints = defineEndpoints('site', {
  get: {
    method: 'GET',
    path: '/site/',
    summary: '운영사 사이트 정보',
    access: 'public',
    schemas: load((s) => ({ response: s.siteInfo })),
  },
});
