import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const noticesEndpoints = defineEndpoints('notices', {
  list: {
    method: 'GET',
    path: '/notices/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.noticeListQuery, response: s.paged(s.noticeSummary) })),
  },
  get: {
    method: 'GET',
    path: '/notices/:id/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.notice })),
  },
  staffList: {
    method: 'GET',
    path: '/staff/notices/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ query: s.staffNoticeListQuery, response: s.paged(s.staffNoticeSummary) })),
  },
  staffGet: {
    method: 'GET',
    path: '/staff/notices/:id/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.staffNotice })),
  },
  create: {
    method: 'POST',
    path: '/staff/notices/',
    access: ['teacher', 'admin'],
    status: 201,
    idempotent: true,
    schemas: load((s) => ({ body: s.saveNoticeInput, response: s.staffNotice })),
  },
  update: {
    method: 'PUT',
    path: '/staff/notices/:id/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.saveNoticeInput, response: s.staffNotice })),
  },
  pin: {
    method: 'PUT',
    path: '/staff/notices/:id/pin/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.noticePinInput, response: s.staffNotice })),
  },
  remove: {
    method: 'DELETE',
    path: '/staff/notices/:id/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, response: null })),
  },
  readers: {
    method: 'GET',
    path: '/staff/notices/:id/readers/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.noticeReaders })),
  },
  classes: {
    method: 'GET',
    path: '/staff/notices/classes/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ response: s.list(s.noticeClass) })),
  },
});
