import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const counselingCyclesEndpoints = defineEndpoints('counselingCycles', {
  get: {
    method: 'GET',
    path: '/counseling-cycles/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.studentQuery, response: s.counselingCycles })),
  },
  next: {
    method: 'GET',
    path: '/counseling-cycles/next/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.studentQuery, response: s.counselingOutlook })),
  },
  save: {
    method: 'PUT',
    path: '/counseling-cycles/',
    access: ['student'],
    schemas: load((s) => ({ body: s.counselingCycles, response: s.counselingCycles })),
  },
});
