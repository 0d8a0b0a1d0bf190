import { contentCategories, type ContentCategory } from '@portal/contract/contents-labels';
import { contentsEndpoints as contents } from '@portal/contract/endpoints/contents';
import type { EndpointBody } from '@portal/contract/endpoint';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, pagedQuery } from '@/lib/endpoints';
import { oneOf } from '@/lib/search-params';

const PAGE_SIZE = 12;

/** A category, or every one. */
export type ContentFilter = ContentCategory | 'all';
/** The chips' values, as the page's address may hold them (`?category=`). */
export const isContentFilter = oneOf<ContentFilter>(['all', ...contentCategories]);

export const contentKeys = {
  all: ['contents'] as const,
  list: (category: ContentFilter) => [...contentKeys.all, 'list', category] as const,
  item: (id: number, studentId: number | undefined) => [...contentKeys.all, 'item', id, studentId ?? 'me'] as const,
  options: () => [...contentKeys.all, 'payment-options'] as const,
  orders: (view: 'receipts' | 'awaiting', studentId: number | undefined) =>
    [...contentKeys.all, 'orders', view, studentId ?? 'me'] as const,
  order: (id: number) => [...contentKeys.all, 'order', id] as const,
  statement: (month: string | undefined, studentId: number | undefined) =>
    [...contentKeys.all, 'statement', month ?? 'now', studentId ?? 'me'] as const,
};

/** The catalogue as the page first shows it is `contentListQuery('all')`. */
export const contentListQuery = (category: ContentFilter) =>
  pagedQuery(
    contents.list,
    { query: { pageSize: PAGE_SIZE, category: category === 'all' ? undefined : category } },
    contentKeys.list(category),
  );
export const useContentList = (category: ContentFilter) => useInfiniteQuery(contentListQuery(category));

/** An item, with the live order of it of the student (herself, a parent's active child). */
export const contentItemQuery = (id: number, studentId: number | undefined) =>
  endpointQuery(contents.get, { params: { id }, query: { studentId } }, contentKeys.item(id, studentId));
export const useContentItem = (id: number, studentId: number | undefined, enabled = true) =>
  useQuery({ ...contentItemQuery(id, studentId), enabled });

export const paymentOptionsQuery = () =>
  queryOptions({ ...endpointQuery(contents.paymentOptions, undefined, contentKeys.options()), staleTime: 10 * 60_000 });
export const usePaymentOptions = () => useQuery(paymentOptionsQuery());

export const ordersQuery = (view: 'receipts' | 'awaiting', studentId: number | undefined) =>
  pagedQuery(contents.orders, { query: { view, studentId, pageSize: 10 } }, contentKeys.orders(view, studentId));
export const useOrders = (view: 'receipts' | 'awaiting', studentId: number | undefined, enabled = true) =>
  useInfiniteQuery({ ...ordersQuery(view, studentId), enabled });

export const orderQuery = (id: number) => endpointQuery(contents.getOrder, { params: { id } }, contentKeys.order(id));

export const statementQuery = (month: string | undefined, studentId: number | undefined) =>
  endpointQuery(contents.statement, { query: { month, studentId } }, contentKeys.statement(month, studentId));
export const useStatement = (month: string | undefined, studentId: number | undefined, enabled = true) =>
  useQuery({ ...statementQuery(month, studentId), enabled });

/**
 * Every order or item change touches some list, receipt or statement: refetch the domain (small lists),
 * after a refusal too (a price changed, an item taken off sale, an order paid elsewhere: she sees why).
 */
export function useContentsMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: contentKeys.all }) });
}

export const useCreateOrder = () =>
  useContentsMutation((body: EndpointBody<typeof contents.order>) => callEndpoint(contents.order, { body }));
export const usePayOrder = () =>
  useContentsMutation((id: number) => callEndpoint(contents.pay, { params: { id }, body: { method: 'billing' } }));
export const useDiscardOrder = () => useContentsMutation((id: number) => callEndpoint(contents.discard, { params: { id } }));
export const useRequestCancel = () =>
  useContentsMutation(({ id, reason }: { id: number; reason: string }) =>
    callEndpoint(contents.requestCancel, { params: { id }, body: { reason } }),
  );
export const useConfirmPurchase = () => useContentsMutation((id: number) => callEndpoint(contents.confirmPurchase, { params: { id } }));
/** The API waits up to 30 s for Toss's confirmation: she waits a little longer for the API. */
export const useTossConfirm = () =>
  useContentsMutation((body: EndpointBody<typeof contents.tossConfirm>) =>
    callEndpoint(contents.tossConfirm, { body }, { timeout: 60_000 }),
  );
/** The checkout values of an order (no cache: each checkout asks afresh). */
export const tossCheckout = (id: number) => callEndpoint(contents.tossCheckout, { params: { id } });
