import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { FeedbackService } from './service';

const { feedback } = endpoints;

export function feedbackRoutes(router: Router, service: FeedbackService) {
  router.implement(feedback.send, ({ caller, body }) => service.send(caller, body));
  router.implement(feedback.mine, ({ caller, query }) => service.mine(caller, query));
  router.implement(feedback.get, ({ caller, params }) => service.get(caller, params.id));
  router.implement(feedback.staffList, ({ query }) => service.staffList(query));
  router.implement(feedback.answer, ({ caller, params, body }) => service.answer(caller, params.id, body.answer));
  router.implement(feedback.close, ({ caller, params }) => service.close(caller, params.id));
}
