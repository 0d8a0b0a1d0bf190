import { noticeCategories, type NoticeCategory } from '@portal/contract/notices-labels';
import { noticesEndpoints as notices } from '@portal/contract/endpoints/notices';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, once, pagedQuery } from '@/lib/endpoints';
import { oneOf } from '@/lib/search-params';

const PAGE_SIZE = 15;

export const noticeKeys = {
  all: ['notices'] as const,
  list: (q: string, category: NoticeCategory | null) => [...noticeKeys.all, 'list', q, category ?? 'all'] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
  staff: ['notices', 'staff'] as const,
  staffList: (q: string) => [...noticeKeys.staff, 'list', q] as const,
  staffDetail: (id: number) => [...noticeKeys.staff, 'detail', id] as const,
  readers: (id: number) => [...noticeKeys.staff, 'readers', id] as const,
  classes: () => [...noticeKeys.staff, 'classes'] as const,
};

/** The notices she may read: pinned first, searched by title, narrowed by category. */
export type NoticeFilter = NoticeCategory | 'all';
/** The chips' values, as the page's address may hold them (`?category=`). */
export const isNoticeFilter = oneOf<NoticeFilter>(['all', ...noticeCategories]);

export const noticeListQuery = (q = '', category: NoticeCategory | null = null) =>
  pagedQuery(
    notices.list,
    { query: { pageSize: PAGE_SIZE, q: q || undefined, category: category ?? undefined } },
    noticeKeys.list(q, category),
  );

export const useNoticeList = (q: string, category: NoticeCategory | null) => useInfiniteQuery(noticeListQuery(q, category));

export const noticeQuery = (id: number) => endpointQuery(notices.get, { params: { id } }, noticeKeys.detail(id));

/** One notice (opening it counts her view: the detail component refreshes the lists after it). */
export const useNotice = (id: number) => useQuery(noticeQuery(id));

export const staffNoticeListQuery = (q = '') =>
  pagedQuery(notices.staffList, { query: { pageSize: PAGE_SIZE, q: q || undefined } }, noticeKeys.staffList(q));

export const useStaffNoticeList = (q: string) => useInfiniteQuery(staffNoticeListQuery(q));

export const useStaffNotice = (id: number | null) =>
  useQuery({ ...endpointQuery(notices.staffGet, { params: { id: id ?? 0 } }, noticeKeys.staffDetail(id ?? 0)), enabled: id != null });

export const useNoticeReaders = (id: number) => useQuery(endpointQuery(notices.readers, { params: { id } }, noticeKeys.readers(id)));

export const useNoticeClasses = () =>
  useQuery({ ...endpointQuery(notices.classes, undefined, noticeKeys.classes()), staleTime: 5 * 60_000 });

/** Every change to a notice changes lists on both sides: refetch them (they are small). */
function useNoticeMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }) });
}

export type SaveNoticeBody = EndpointBody<typeof notices.create>;

export const useSaveNotice = () =>
  useNoticeMutation(({ id, body, key }: { id: number | null; body: SaveNoticeBody; key: string }) =>
    id == null ? callEndpoint(notices.create, { body }, once(key)) : callEndpoint(notices.update, { params: { id }, body }),
  );

export const usePinNotice = () =>
  useNoticeMutation(({ id, pinned }: { id: number; pinned: boolean }) => callEndpoint(notices.pin, { params: { id }, body: { pinned } }));

export const useDeleteNotice = () => useNoticeMutation((id: number) => callEndpoint(notices.remove, { params: { id } }));
