import { defineEndpoints } from '../endpoint';
import { load } from './load';

/**
 * The staff's side of reservations (under `/staff/`, docs/decisions.md): facility settings, a day's bookings, closing
 * a day, no-shows. Declared apart from the students' endpoints so that a student's page never carries
 * them; same domain, so their ids (`reservations.staffDay`) and the API's routes are what they were.
 */
export const reservationsStaffEndpoints = defineEndpoints('reservations', {
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
