import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const contentsEndpoints = defineEndpoints('contents', {
  list: {
    method: 'GET',
    path: '/contents/',
    access: 'signed-in',
    schemas: load((s) => ({ query: s.contentListQuery, response: s.paged(s.contentItem) })),
  },
  get: {
    method: 'GET',
    path: '/contents/:id/',
    access: 'signed-in',
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, response: s.contentItemDetail })),
  },
  paymentOptions: {
    method: 'GET',
    path: '/contents/payment-options/',
    access: 'signed-in',
    schemas: load((s) => ({ response: s.paymentOptions })),
  },
  order: {
    method: 'POST',
    path: '/contents/orders/',
    access: ['student', 'parent'],
    status: 201,
    schemas: load((s) => ({ body: s.createOrderInput, response: s.contentOrder })),
  },
  orders: {
    method: 'GET',
    path: '/contents/orders/',
    access: ['student', 'parent'],
    schemas: load((s) => ({ query: s.orderListQuery, response: s.paged(s.contentOrder) })),
  },
  getOrder: {
    method: 'GET',
    path: '/contents/orders/:id/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.contentOrder })),
  },
  pay: {
    method: 'POST',
    path: '/contents/orders/:id/pay/',
    access: ['student', 'parent'],
    schemas: load((s) => ({ params: s.idParam, body: s.payOrderInput, response: s.contentOrder })),
  },
  discard: {
    method: 'DELETE',
    path: '/contents/orders/:id/',
    access: ['student', 'parent'],
    schemas: load((s) => ({ params: s.idParam, response: null })),
  },
  tossCheckout: {
    method: 'POST',
    path: '/contents/orders/:id/toss/',
    access: ['student', 'parent'],
    schemas: load((s) => ({ params: s.idParam, response: s.tossCheckout })),
  },
  tossConfirm: {
    method: 'POST',
    path: '/contents/payments/toss/confirm/',
    access: ['student', 'parent'],
    schemas: load((s) => ({ body: s.tossConfirmInput, response: s.contentOrder })),
  },
  requestCancel: {
    method: 'POST',
    path: '/contents/orders/:id/cancel/',
    access: ['student', 'parent'],
    schemas: load((s) => ({ params: s.idParam, body: s.cancelOrderInput, response: s.contentOrder })),
  },
  confirmPurchase: {
    method: 'POST',
    path: '/contents/orders/:id/confirm/',
    access: ['student', 'parent'],
    schemas: load((s) => ({ params: s.idParam, response: s.contentOrder })),
  },
  statement: {
    method: 'GET',
    path: '/contents/statement/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.statementQuery, response: s.statement })),
  },
});
