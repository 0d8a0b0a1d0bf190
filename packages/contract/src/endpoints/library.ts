import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const libraryEndpoints = defineEndpoints('library', {
  list: {
    method: 'GET',
    path: '/library/',
    access: 'signed-in',
    schemas: load((s) => ({ query: s.libraryListQuery, response: s.paged(s.libraryItem) })),
  },
  get: {
    method: 'GET',
    path: '/library/:id/',
    access: 'signed-in',
    schemas: load((s) => ({ params: s.idParam, response: s.libraryItem })),
  },
  create: {
    method: 'POST',
    path: '/staff/library/',
    access: ['teacher', 'admin'],
    status: 201,
    idempotent: true,
    schemas: load((s) => ({ body: s.createLibraryItemInput, response: s.libraryItem })),
  },
  update: {
    method: 'PUT',
    path: '/staff/library/:id/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.updateLibraryItemInput, response: s.libraryItem })),
  },
  remove: {
    method: 'DELETE',
    path: '/staff/library/:id/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, response: null })),
  },
});
