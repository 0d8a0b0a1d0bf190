import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const alarmsEndpoints = defineEndpoints('alarms', {
  getSettings: {
    method: 'GET',
    path: '/alarms/settings/',
    summary: '내 알림 설정',
    access: 'signed-in',
    schemas: load((s) => ({ response: s.alarmSettings })),
  },
  saveSettings: {
    method: 'PUT',
    path: '/alarms/settings/',
    summary: '내 알림 설정 저장: 종류별 켜기/끄기, 방해 금지 요일과 시간(또는 종일)',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.alarmSettings, response: s.alarmSettings })),
  },
});
