import type { OrderStatus } from '@portal/contract/contents-labels';
import { contentsStaffEndpoints as contents } from '@portal/contract/endpoints/contents-staff';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, once, pagedQuery } from '@/lib/endpoints';
import { contentKeys, useContentsMutation } from './queries';

/** What a staff list shows: one state of the receipts, all of them, or the orders not paid yet. */
export type StaffOrderList = OrderStatus | 'all' | 'awaiting';

/**
 * The staff's contents screens: items, every order, cancellations, invoices. Apart from queries.ts so
 * that a student's and a parent's pages do not carry them; the keys share the `contents` prefix, so any
 * change refetches both sides.
 */
export const staffKeys = {
  items: () => [...contentKeys.all, 'staff', 'items'] as const,
  orders: (status: StaffOrderList) => [...contentKeys.all, 'staff', 'orders', status] as const,
  invoices: (month: string | undefined) => [...contentKeys.all, 'staff', 'invoices', month ?? 'now'] as const,
};

export const staffItemsQuery = () => pagedQuery(contents.staffItems, { query: { pageSize: 20 } }, staffKeys.items());
export const useStaffItems = () => useInfiniteQuery(staffItemsQuery());

export const staffOrdersQuery = (status: StaffOrderList) =>
  pagedQuery(
    contents.staffOrders,
    { query: { pageSize: 20, status: status === 'all' ? undefined : (status as 'paid' | 'awaiting') } },
    staffKeys.orders(status),
  );
export const useStaffOrders = (status: StaffOrderList) => useInfiniteQuery(staffOrdersQuery(status));

export const invoicesQuery = (month: string | undefined) =>
  endpointQuery(contents.invoices, { query: { month } }, staffKeys.invoices(month));
export const useInvoices = (month: string | undefined) => useQuery(invoicesQuery(month));

export const useSaveItem = () =>
  useContentsMutation(({ id, key, ...body }: EndpointBody<typeof contents.createItem> & { id?: number; key: string }) =>
    id ? callEndpoint(contents.updateItem, { params: { id }, body }) : callEndpoint(contents.createItem, { body }, once(key)),
  );
export const useDecideCancel = () =>
  useContentsMutation(({ id, ...body }: EndpointBody<typeof contents.decideCancel> & { id: number }) =>
    callEndpoint(contents.decideCancel, { params: { id }, body }),
  );
