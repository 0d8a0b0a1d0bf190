import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { WifiService } from './service';

const { wifi } = endpoints;

export function wifiRoutes(router: Router, service: WifiService) {
  router.implement(wifi.guide, async ({ caller, reply }) => {
    // The answer depends on the bearer token (passwords or not): no shared cache may keep it.
    reply.header('Cache-Control', 'private, no-store');
    return service.guide(caller);
  });
  router.implement(wifi.staffGet, () => service.staffList());
  router.implement(wifi.save, ({ body }) => service.save(body));
}
