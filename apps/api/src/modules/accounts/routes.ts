import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { AccountsService } from './service';

const { accounts } = endpoints;

export function accountsRoutes(router: Router, service: AccountsService) {
  router.implement(accounts.login, ({ body, req }) => service.login(body, req.ip));
  router.implement(accounts.refresh, ({ body }) => service.refresh(body.refresh));
  router.implement(accounts.logout, ({ caller }) => service.logout(caller));
  router.implement(accounts.me, ({ caller }) => service.me(caller));
  router.implement(accounts.changePassword, ({ caller, body }) => service.changePassword(caller, body));
  router.implement(accounts.sendErpRefresh, ({ caller }) => service.sendErpRefresh(caller));
}
