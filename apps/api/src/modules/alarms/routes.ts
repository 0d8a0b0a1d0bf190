import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { AlarmsService } from './service';

const { alarms } = endpoints;

export function alarmsRoutes(router: Router, service: AlarmsService) {
  router.implement(alarms.list, ({ caller, query }) => service.list(caller, query));
  router.implement(alarms.read, ({ caller, params }) => service.read(caller, params.id));
  router.implement(alarms.readLink, ({ caller, body }) => service.readLink(caller, body.link));
  router.implement(alarms.readAll, ({ caller }) => service.readAll(caller));
  router.implement(alarms.getSettings, ({ caller }) => service.getSettings(caller));
  router.implement(alarms.saveSettings, ({ caller, body }) => service.saveSettings(caller, body));
}
