import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { InquiriesService } from './service';

const { inquiries } = endpoints;

export function inquiriesRoutes(router: Router, service: InquiriesService) {
  router.implement(inquiries.teachers, () => service.teachers());
  router.implement(inquiries.create, ({ caller, body }) => service.create(caller, body));
  router.implement(inquiries.mine, ({ caller, query }) => service.mine(caller, query));
  router.implement(inquiries.get, ({ caller, params }) => service.get(caller, params.id));
  router.implement(inquiries.staffList, ({ caller, query }) => service.staffList(caller, query));
  router.implement(inquiries.answer, ({ caller, params, body }) => service.answer(caller, params.id, body));
  router.implement(inquiries.reassign, ({ caller, params, body }) => service.reassign(caller, params.id, body.teacherId));
  router.implement(inquiries.close, ({ caller, params }) => service.close(caller, params.id));
}
