import { defineEndpoints } from '../endpoint';
import { load } from './load';

/**
 * The staff's side of the contents shop (under `/staff/`, docs/decisions.md): the catalogue's items,
 * every order, cancellations to decide, the month's invoices. Declared apart from the endpoints a
 * student's and a parent's pages call, so that those pages never carry them; same domain, so their ids
 * (`contents.staffOrders`) and the API's routes are what they were.
 */
export const contentsStaffEndpoints = defineEndpoints('contents', {
  staffItems: {
    method: 'GET',
    path: '/staff/contents/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ query: s.contentListQuery, response: s.paged(s.contentItem) })),
  },
  createItem: {
    method: 'POST',
    path: '/staff/contents/',
    access: ['teacher', 'admin'],
    status: 201,
    idempotent: true,
    schemas: load((s) => ({ body: s.saveContentItemInput, response: s.contentItem })),
  },
  updateItem: {
    method: 'PUT',
    path: '/staff/contents/:id/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.saveContentItemInput, response: s.contentItem })),
  },
  staffOrders: {
    method: 'GET',
    path: '/staff/contents/orders/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ query: s.staffOrderQuery, response: s.paged(s.contentOrder) })),
  },
  decideCancel: {
    method: 'POST',
    path: '/staff/contents/orders/:id/cancellation/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.cancellationDecisionInput, response: s.contentOrder })),
  },
  invoices: {
    method: 'GET',
    path: '/staff/contents/invoices/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ query: s.invoiceQuery, response: s.invoices })),
  },
});
