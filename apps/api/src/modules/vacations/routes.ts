import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { VacationsService } from './service';

const { vacations } = endpoints;

export function vacationsRoutes(router: Router, service: VacationsService) {
  router.implement(vacations.list, ({ caller, query }) => service.list(caller, query));
  router.implement(vacations.request, ({ caller, body }) => service.request(caller, body));
  router.implement(vacations.cancel, ({ caller, params }) => service.cancel(caller, params.id));
  router.implement(vacations.consent, ({ caller, params }) => service.consent(caller, params.id));
  router.implement(vacations.decline, ({ caller, params, body }) => service.decline(caller, params.id, body.reason));
  router.implement(vacations.queue, ({ query }) => service.queue(query.queue, query));
  router.implement(vacations.decide, ({ caller, params, body }) =>
    service.decide(caller, params.id, body.decision === 'approve', body.reason),
  );
  router.implement(vacations.markReturned, ({ caller, params, body }) => service.markReturned(caller, params.id, body.returnedAt));
}
