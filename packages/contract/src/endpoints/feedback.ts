import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const feedbackEndpoints = defineEndpoints('feedback', {
  send: {
    method: 'POST',
    path: '/feedback/',
    access: 'signed-in',
    status: 201,
    idempotent: true,
    schemas: load((s) => ({ body: s.sendFeedbackInput, response: s.feedback })),
  },
  mine: {
    method: 'GET',
    path: '/feedback/',
    access: 'signed-in',
    schemas: load((s) => ({ query: s.pageQuery, response: s.paged(s.feedback) })),
  },
  get: {
    method: 'GET',
    path: '/feedback/:id/',
    access: 'signed-in',
    schemas: load((s) => ({ params: s.idParam, response: s.feedback })),
  },
  staffList: {
    method: 'GET',
    path: '/staff/feedback/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ query: s.staffFeedbackQuery, response: s.paged(s.feedback) })),
  },
  answer: {
    method: 'POST',
    path: '/staff/feedback/:id/answer/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.answerFeedbackInput, response: s.feedback })),
  },
  close: {
    method: 'POST',
    path: '/staff/feedback/:id/close/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.feedback })),
  },
});
