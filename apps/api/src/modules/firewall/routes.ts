import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { FirewallService } from './service';

const { firewall } = endpoints;

export function firewallRoutes(router: Router, service: FirewallService) {
  router.implement(firewall.mine, ({ caller }) => service.mine(caller));
  router.implement(firewall.request, ({ caller, body }) => service.request(caller, body));
  router.implement(firewall.withdraw, ({ caller, params }) => service.withdraw(caller, params.id));
  router.implement(firewall.queue, () => service.queue());
  router.implement(firewall.decide, ({ caller, params, body }) => service.decide(caller, params.id, body));
  router.implement(firewall.revoke, ({ caller, params }) => service.revoke(caller, params.id));
}
