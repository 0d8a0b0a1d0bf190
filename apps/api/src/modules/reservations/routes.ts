import { endpoints } from '@portal/contract/endpoints';
import { idempotencyKeyOf } from '../../http/idempotency';
import type { Router } from '../../http/route';
import type { ReservationsService } from './service';
import type { ReservationsStaffService } from './staff-service';

const { reservations } = endpoints;

export function reservationsRoutes(router: Router, service: ReservationsService, staff: ReservationsStaffService) {
  router.implement(reservations.facilities, async () => ({ results: await service.facilities() }));
  router.implement(reservations.day, ({ caller, params, query }) => service.day(caller, params.facility, query));
  router.implement(reservations.book, async ({ caller, body, req, reply }) => {
    const { reservation, replayed } = await service.book(caller, body, idempotencyKeyOf(req.headers['idempotency-key']));
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    return reservation;
  });
  router.implement(reservations.upcoming, ({ caller, query }) => service.upcoming(caller, query.studentId));
  router.implement(reservations.history, ({ caller, query }) => service.history(caller, query));
  router.implement(reservations.get, ({ caller, params, query }) => service.get(caller, params.id, query.studentId));
  router.implement(reservations.cancel, ({ caller, params }) => service.cancel(caller, params.id));

  // Staff: teachers run the days (who booked, no-shows, closing); the admin sets the rules.
  router.implement(reservations.staffFacilities, async () => ({ results: await staff.facilities() }));
  router.implement(reservations.updateFacility, ({ params, body }) => staff.updateFacility(params.facility, body));
  router.implement(reservations.addResource, ({ params, body }) => staff.addResource(params.facility, body));
  router.implement(reservations.updateResource, ({ params, body }) => staff.updateResource(params.id, body));
  router.implement(reservations.addTemplates, ({ params, body }) => staff.addTemplates(params.facility, body));
  router.implement(reservations.updateTemplate, ({ params, body }) => staff.updateTemplate(params.id, body));
  router.implement(reservations.deleteTemplate, ({ params }) => staff.deleteTemplate(params.id));
  router.implement(reservations.staffDay, ({ params }) => staff.day(params.facility, params.date));
  router.implement(reservations.closeDay, ({ caller, params, body }) => staff.closeDay(caller, params.facility, params.date, body.reason));
  router.implement(reservations.reopenDay, ({ params }) => staff.reopenDay(params.facility, params.date));
  router.implement(reservations.markNoShow, ({ caller, params, body }) => staff.markNoShow(caller, params.id, body.noShow));
}
