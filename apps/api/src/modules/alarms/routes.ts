import { alarmSettings } from '@portal/contract';
import type { Router } from '../../http/route';
import type { AlarmsService } from './service';

export function alarmsRoutes(router: Router, service: AlarmsService) {
  router.route({
    method: 'GET',
    url: '/alarms/settings/',
    summary: '내 알림 설정',
    tag: 'alarms',
    access: 'signed-in',
    response: alarmSettings,
    handler: ({ caller }) => service.getSettings(caller),
  });
  router.route({
    method: 'PUT',
    url: '/alarms/settings/',
    summary: '내 알림 설정 저장: 종류별 켜기/끄기, 방해 금지 요일과 시간(또는 종일)',
    tag: 'alarms',
    access: 'signed-in',
    body: alarmSettings,
    response: alarmSettings,
    handler: ({ caller, body }) => service.saveSettings(caller, body),
  });
}
