import type { InquiryStatus } from '@portal/contract/inquiries-labels';
import { inquiriesEndpoints as inquiries } from '@portal/contract/endpoints/inquiries';
import type { EndpointBody } from '@portal/contract/endpoint';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, once, pagedQuery } from '@/lib/endpoints';

const PAGE_SIZE = 10;

export const inquiryKeys = {
  all: ['inquiries'] as const,
  /** A student's own list (studentId undefined) or a parent's list of one child. */
  mine: (studentId: number | undefined) => [...inquiryKeys.all, 'mine', studentId ?? 'self'] as const,
  /** Those of the list in one state (the home's open ones); refreshed with the list, under its key. */
  mineOf: (studentId: number | undefined, status: InquiryStatus) => [...inquiryKeys.mine(studentId), status] as const,
  detail: (id: number) => [...inquiryKeys.all, 'detail', id] as const,
  staff: (status: InquiryStatus) => [...inquiryKeys.all, 'staff', status] as const,
  teachers: () => [...inquiryKeys.all, 'teachers'] as const,
};

export const myInquiriesQuery = (studentId: number | undefined) =>
  pagedQuery(inquiries.mine, { query: { pageSize: PAGE_SIZE, studentId } }, inquiryKeys.mine(studentId));
/** Her (or the child's) inquiries of one state: the home's 답변을 기다리는 문의 asks for the open ones. */
export const myInquiriesOfQuery = (studentId: number | undefined, status: InquiryStatus) =>
  pagedQuery(inquiries.mine, { query: { pageSize: PAGE_SIZE, studentId, status } }, inquiryKeys.mineOf(studentId, status));
export const useMyInquiries = (studentId: number | undefined, enabled = true) =>
  useInfiniteQuery({ ...myInquiriesQuery(studentId), enabled });

export const inquiryQuery = (id: number) => endpointQuery(inquiries.get, { params: { id } }, inquiryKeys.detail(id));
export const useInquiry = (id: number, enabled = true) => useQuery({ ...inquiryQuery(id), enabled });

export const staffInquiriesQuery = (status: InquiryStatus) =>
  pagedQuery(inquiries.staffList, { query: { pageSize: PAGE_SIZE, status } }, inquiryKeys.staff(status));
export const useStaffInquiries = (status: InquiryStatus) => useInfiniteQuery(staffInquiriesQuery(status));

export const teachersQuery = () =>
  queryOptions({ ...endpointQuery(inquiries.teachers, {}, inquiryKeys.teachers()), staleTime: 10 * 60_000 });
export const useInquiryTeachers = (enabled = true) => useQuery({ ...teachersQuery(), enabled });

function useInquiryMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: inquiryKeys.all }) });
}

export const useAskInquiry = () =>
  useInquiryMutation(({ body, key }: { body: EndpointBody<typeof inquiries.create>; key: string }) =>
    callEndpoint(inquiries.create, { body }, once(key)),
  );

export const useAnswerInquiry = () =>
  useInquiryMutation(({ id, body }: { id: number; body: EndpointBody<typeof inquiries.answer> }) =>
    callEndpoint(inquiries.answer, { params: { id }, body }),
  );

export const useReassignInquiry = () =>
  useInquiryMutation(({ id, teacherId }: { id: number; teacherId: number | null }) =>
    callEndpoint(inquiries.reassign, { params: { id }, body: { teacherId } }),
  );

export const useCloseInquiry = () => useInquiryMutation((id: number) => callEndpoint(inquiries.close, { params: { id } }));
