import { defineEndpoints } from '../endpoint';
import { load } from './load';

/** The operator's console: people, their sign-ins and the import of a sheet. Admins only. */
export const peopleEndpoints = defineEndpoints('people', {
  list: {
    method: 'GET',
    path: '/staff/people/',
    access: ['admin'],
    schemas: load((s) => ({ query: s.peopleListQuery, response: s.paged(s.person) })),
  },
  get: {
    method: 'GET',
    path: '/staff/people/:id/',
    access: ['admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.person })),
  },
  history: {
    method: 'GET',
    path: '/staff/people/:id/history/',
    access: ['admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.list(s.personChange) })),
  },
  create: {
    method: 'POST',
    path: '/staff/people/',
    access: ['admin'],
    status: 201,
    schemas: load((s) => ({ body: s.createPersonInput, response: s.oneTimePasswordOutput })),
  },
  update: {
    method: 'PUT',
    path: '/staff/people/:id/',
    access: ['admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.personInput, response: s.person })),
  },
  setActive: {
    method: 'PUT',
    path: '/staff/people/:id/active/',
    access: ['admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.personActiveInput, response: s.person })),
  },
  resetPassword: {
    method: 'POST',
    path: '/staff/people/:id/password-reset/',
    access: ['admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.oneTimePasswordOutput })),
  },
  importPreview: {
    method: 'POST',
    path: '/staff/people/import/preview/',
    access: ['admin'],
    schemas: load((s) => ({ body: s.importInput, response: s.importPreview })),
  },
  import: {
    method: 'POST',
    path: '/staff/people/import/',
    access: ['admin'],
    status: 201,
    schemas: load((s) => ({ body: s.importInput, response: s.importResult })),
  },
});
