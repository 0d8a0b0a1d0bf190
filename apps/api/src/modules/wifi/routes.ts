import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { WifiService } from './service';

const { wifi } = endpoints;

export function wifiRoutes(router: Router, service: WifiService) {
  // The answer depends on the bearer token (passwords or not): like every answer, no cache keeps it.
  router.implement(wifi.guide, ({ caller }) => service.guide(caller));
  router.implement(wifi.staffGet, () => service.staffList());
  router.implement(wifi.save, ({ body }) => service.save(body));
}
