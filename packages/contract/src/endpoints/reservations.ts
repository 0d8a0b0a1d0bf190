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
  staffFacilities: {
    method: 'GET',
    path: '/staff/reservations/facilities/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ response: s.list(s.staffFacility) })),
  },
  updateFacility: {
    method: 'PUT',
    path: '/staff/reservations/facilities/:facility/',
    access: ['admin'],
    schemas: load((s) => ({ params: s.facilityParam, body: s.updateFacilityInput, response: s.staffFacility })),
  },
  addResource: {
    method: 'POST',
    path: '/staff/reservations/facilities/:facility/resources/',
    access: ['admin'],
    status: 201,
    schemas: load((s) => ({ params: s.facilityParam, body: s.resourceInput, response: s.staffFacility })),
  },
  updateResource: {
    method: 'PUT',
    path: '/staff/reservations/resources/:id/',
    access: ['admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.resourceInput, response: s.staffFacility })),
  },
  addTemplates: {
    method: 'POST',
    path: '/staff/reservations/facilities/:facility/templates/',
    access: ['admin'],
    status: 201,
    schemas: load((s) => ({ params: s.facilityParam, body: s.createTemplatesInput, response: s.staffFacility })),
  },
  updateTemplate: {
    method: 'PUT',
    path: '/staff/reservations/templates/:id/',
    access: ['admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.updateTemplateInput, response: s.staffFacility })),
  },
  deleteTemplate: {
    method: 'DELETE',
    path: '/staff/reservations/templates/:id/',
    access: ['admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.staffFacility })),
  },
  staffDay: {
    method: 'GET',
    path: '/staff/reservations/facilities/:facility/days/:date/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.facilityDateParams, response: s.staffDay })),
  },
  closeDay: {
    method: 'PUT',
    path: '/staff/reservations/facilities/:facility/days/:date/closed/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.facilityDateParams, body: s.closeDayInput, response: s.staffDay })),
  },
  reopenDay: {
    method: 'DELETE',
    path: '/staff/reservations/facilities/:facility/days/:date/closed/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.facilityDateParams, response: s.staffDay })),
  },
  markNoShow: {
    method: 'POST',
    path: '/staff/reservations/bookings/:id/no-show/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.noShowInput, response: s.reservationView })),
  },
});
