import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { AccountsService } from './service';

const { accounts } = endpoints;

export function accountsRoutes(router: Router, service: AccountsService) {
  router.implement(accounts.login, ({ body, req }) => service.login(body, req.ip, req.headers['user-agent']));
  router.implement(accounts.refresh, ({ body, req }) => service.refresh(body.refresh, req.ip, req.headers['user-agent']));
  router.implement(accounts.logout, ({ caller }) => service.logout(caller));
  router.implement(accounts.me, ({ caller }) => service.me(caller));
  router.implement(accounts.changePassword, ({ caller, body }) => service.changePassword(caller, body));
  router.implement(accounts.devices, ({ caller }) => service.devices(caller));
  router.implement(accounts.signOutDevice, ({ caller, params }) => service.signOutDevice(caller, params.id));
  router.implement(accounts.signOutOtherDevices, ({ caller }) => service.signOutOtherDevices(caller));
  router.implement(accounts.sendErpRefresh, ({ caller }) => service.sendErpRefresh(caller));
}
