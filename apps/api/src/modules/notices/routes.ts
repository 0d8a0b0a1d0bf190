import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { NoticesService } from './service';

const { notices } = endpoints;

export function noticesRoutes(router: Router, service: NoticesService) {
  router.implement(notices.list, ({ caller, query }) => service.list(caller, query));
  router.implement(notices.get, ({ caller, params }) => service.get(caller, params.id));
  router.implement(notices.staffList, ({ caller, query }) => service.staffList(caller, query));
  router.implement(notices.staffGet, ({ caller, params }) => service.staffGet(caller, params.id));
  router.implement(notices.create, ({ caller, body }) => service.create(caller, body));
  router.implement(notices.update, ({ caller, params, body }) => service.update(caller, params.id, body));
  router.implement(notices.pin, ({ caller, params, body }) => service.pin(caller, params.id, body.pinned));
  router.implement(notices.remove, ({ params }) => service.remove(params.id));
  router.implement(notices.readers, ({ caller, params }) => service.readers(caller, params.id));
  router.implement(notices.classes, () => service.classes());
}
