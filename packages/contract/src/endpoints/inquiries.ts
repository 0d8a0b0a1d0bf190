import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const inquiriesEndpoints = defineEndpoints('inquiries', {
  teachers: {
    method: 'GET',
    path: '/inquiries/teachers/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ response: s.list(s.inquiryTeacher) })),
  },
  create: {
    method: 'POST',
    path: '/inquiries/',
    access: ['student', 'parent'],
    status: 201,
    idempotent: true,
    schemas: load((s) => ({ body: s.createInquiryInput, response: s.inquiry })),
  },
  mine: {
    method: 'GET',
    path: '/inquiries/',
    access: ['student', 'parent'],
    schemas: load((s) => ({ query: s.myInquiriesQuery, response: s.paged(s.inquiry) })),
  },
  get: {
    method: 'GET',
    path: '/inquiries/:id/',
    access: ['student', 'parent'],
    schemas: load((s) => ({ params: s.idParam, response: s.inquiry })),
  },
  staffList: {
    method: 'GET',
    path: '/staff/inquiries/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ query: s.staffInquiriesQuery, response: s.paged(s.inquiry) })),
  },
  answer: {
    method: 'POST',
    path: '/staff/inquiries/:id/answer/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.answerInquiryInput, response: s.inquiry })),
  },
  reassign: {
    method: 'POST',
    path: '/staff/inquiries/:id/reassign/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.reassignInquiryInput, response: s.inquiry })),
  },
  close: {
    method: 'POST',
    path: '/staff/inquiries/:id/close/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.inquiry })),
  },
});
