import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { AlarmsService } from './service';

const { alarms } = endpoints;

export function alarmsRoutes(router: Router, service: AlarmsService) {
  router.implement(alarms.getSettings, ({ caller }) => service.getSettings(caller));
  router.implement(alarms.saveSettings, ({ caller, body }) => service.saveSettings(caller, body));
}
