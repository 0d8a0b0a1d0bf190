import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const alarmsEndpoints = defineEndpoints('alarms', {
  list: {
    method: 'GET',
    path: '/alarms/',
    access: 'signed-in',
    schemas: load((s) => ({ query: s.alarmListQuery, response: s.alarmList })),
  },
  read: {
    method: 'POST',
    path: '/alarms/:id/read/',
    access: 'signed-in',
    schemas: load((s) => ({ params: s.idParam, response: s.alarmsReadResult })),
  },
  readLink: {
    method: 'POST',
    path: '/alarms/read-link/',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.alarmsReadLinkInput, response: s.alarmsReadResult })),
  },
  readAll: {
    method: 'POST',
    path: '/alarms/read-all/',
    access: 'signed-in',
    schemas: load((s) => ({ response: s.alarmsReadResult })),
  },
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
