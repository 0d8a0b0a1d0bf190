import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const alarmsEndpoints = defineEndpoints('alarms', {
  getSettings: {
    method: 'GET',
    path: '/alarms/settings/',
    access: 'signed-in',
    schemas: load((s) => ({ response: s.alarmSettings })),
  },
  saveSettings: {
    method: 'PUT',
    path: '/alarms/settings/',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.alarmSettings, response: s.alarmSettings })),
  },
});
