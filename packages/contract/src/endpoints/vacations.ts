import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const vacationsEndpoints = defineEndpoints('vacations', {
  list: {
    method: 'GET',
    path: '/vacations/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.vacationListQuery, response: s.paged(s.vacation) })),
  },
  request: {
    method: 'POST',
    path: '/vacations/',
    access: ['student'],
    status: 201,
    // Sent again after a lost answer it is the same request, not "같은 기간에 이미 신청한 휴가" (an audit).
    idempotent: true,
    schemas: load((s) => ({ body: s.createVacationInput, response: s.vacation })),
  },
  cancel: {
    method: 'DELETE',
    path: '/vacations/:id/',
    access: ['student'],
    schemas: load((s) => ({ params: s.idParam, response: null })),
  },
  consent: {
    method: 'POST',
    path: '/vacations/:id/consent/',
    access: ['parent'],
    schemas: load((s) => ({ params: s.idParam, response: s.vacation })),
  },
  decline: {
    method: 'POST',
    path: '/vacations/:id/decline/',
    access: ['parent'],
    schemas: load((s) => ({ params: s.idParam, body: s.declineVacationInput, response: s.vacation })),
  },
  queue: {
    method: 'GET',
    path: '/staff/vacations/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ query: s.staffVacationQuery, response: s.paged(s.vacation) })),
  },
  decide: {
    method: 'POST',
    path: '/staff/vacations/:id/decision/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.vacationDecisionInput, response: s.vacation })),
  },
  markReturned: {
    method: 'POST',
    path: '/staff/vacations/:id/return/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.vacationReturnInput, response: s.vacation })),
  },
});
