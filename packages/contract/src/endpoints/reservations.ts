import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const reservationsEndpoints = defineEndpoints('reservations', {
  facilities: {
    method: 'GET',
    path: '/reservations/facilities/',
    access: 'signed-in',
    schemas: load((s) => ({ response: s.list(s.facilityInfo) })),
  },
  day: {
    method: 'GET',
    path: '/reservations/facilities/:facility/day/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ params: s.facilityParam, query: s.facilityDayQuery, response: s.facilityDay })),
  },
  book: {
    method: 'POST',
    path: '/reservations/',
    access: ['student'],
    status: 201,
    schemas: load((s) => ({ body: s.createReservationInput, response: s.reservationView })),
  },
  upcoming: {
    method: 'GET',
    path: '/reservations/upcoming/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.studentQuery, response: s.list(s.reservationView) })),
  },
  history: {
    method: 'GET',
    path: '/reservations/history/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.studentPageQuery, response: s.paged(s.reservationView) })),
  },
  get: {
    method: 'GET',
    path: '/reservations/:id/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, response: s.reservationView })),
  },
  cancel: {
    method: 'POST',
    path: '/reservations/:id/cancel/',
    access: ['student'],
    schemas: load((s) => ({ params: s.idParam, response: s.reservationView })),
  },
});
