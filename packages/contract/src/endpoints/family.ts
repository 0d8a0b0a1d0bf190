import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const familyEndpoints = defineEndpoints('family', {
  children: {
    method: 'GET',
    path: '/accounts/children/',
    access: ['student', 'parent'],
    schemas: load((s) => ({ response: s.list(s.studentSummary) })),
  },
});
