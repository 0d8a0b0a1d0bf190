import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { PushService } from './service';

const { push } = endpoints;

export function pushRoutes(router: Router, service: PushService) {
  router.implement(push.publicKey, async () => service.publicKey());
  router.implement(push.subscribe, ({ caller, body }) => service.subscribe(caller, body));
  router.implement(push.status, ({ caller, body }) => service.status(caller, body));
  router.implement(push.unsubscribe, ({ caller, body }) => service.unsubscribe(caller, body));
  router.implement(push.test, ({ caller, body }) => service.test(caller, body));
}
