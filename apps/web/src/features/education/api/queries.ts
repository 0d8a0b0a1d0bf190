'use client';
import type {
  CounselingInput,
  CounselingRecord,
  CounselingSummary,
  ExamCalendarItem,
  ExamEntryInput,
  ExamRecord,
  ExamTrend,
  ExamUpdateInput,
  Goals,
  GoalsInput,
  Paged,
  Plan,
  PlanInput,
  PlanMemo,
  PlanState,
  StaffStudent,
} from '@portal/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';

/** The student a query is about: undefined is the signed-in student herself. */
export type Sid = number | undefined;

const PAGE = 10;

export const educationKeys = {
  all: ['education'] as const,
  student: (sid: Sid) => [...educationKeys.all, sid ?? 'self'] as const,
  calendar: (sid: Sid) => [...educationKeys.student(sid), 'calendar'] as const,
  exams: (sid: Sid) => [...educationKeys.student(sid), 'exams'] as const,
  examList: (sid: Sid) => [...educationKeys.exams(sid), 'list'] as const,
  exam: (sid: Sid, id: number) => [...educationKeys.exams(sid), 'detail', id] as const,
  trend: (sid: Sid) => [...educationKeys.exams(sid), 'trend'] as const,
  goals: (sid: Sid) => [...educationKeys.student(sid), 'goals'] as const,
  plans: (sid: Sid) => [...educationKeys.student(sid), 'plans'] as const,
  planList: (sid: Sid, state: PlanState | 'all') => [...educationKeys.plans(sid), 'list', state] as const,
  plan: (sid: Sid, id: number) => [...educationKeys.plans(sid), 'detail', id] as const,
  memos: (sid: Sid, planId: number) => [...educationKeys.plans(sid), 'memos', planId] as const,
  counseling: (sid: Sid) => [...educationKeys.student(sid), 'counseling'] as const,
  counselingList: (sid: Sid) => [...educationKeys.counseling(sid), 'list'] as const,
  counselingRecord: (sid: Sid, id: number) => [...educationKeys.counseling(sid), 'detail', id] as const,
  staffStudents: (q: string) => [...educationKeys.all, 'staff', 'students', q] as const,
};

/** `?a=1&studentId=2`: the query string of a call, with the student when one is named. */
function qs(sid: Sid, params: Record<string, string | number | undefined> = {}) {
  const all: Record<string, string | number | undefined> = { ...params, studentId: sid };
  const parts = Object.entries(all)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

const nextPage = (last: Paged<unknown>) => (last.nextPageToken === -1 ? undefined : last.nextPageToken);

function pagedOptions<T>(queryKey: readonly unknown[], path: string, sid: Sid, extra: Record<string, string | undefined> = {}, pageSize = PAGE) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => request<Paged<T>>(`${path}${qs(sid, { ...extra, pageToken: pageParam, pageSize })}`),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
}

// ── Exams ──

export const examListQuery = (sid: Sid) => pagedOptions<ExamRecord>(educationKeys.examList(sid), '/education/exams/', sid);
export const useExamList = (sid: Sid, enabled = true) => useInfiniteQuery({ ...examListQuery(sid), enabled });

export const examQuery = (sid: Sid, id: number) =>
  queryOptions({ queryKey: educationKeys.exam(sid, id), queryFn: () => request<ExamRecord>(`/education/exams/${id}/${qs(sid)}`) });
export const useExam = (sid: Sid, id: number, enabled = true) => useQuery({ ...examQuery(sid, id), enabled });

export const trendQuery = (sid: Sid) =>
  queryOptions({ queryKey: educationKeys.trend(sid), queryFn: () => request<ExamTrend>(`/education/exams/trend/${qs(sid)}`) });
export const useTrend = (sid: Sid, enabled = true) => useQuery({ ...trendQuery(sid), enabled });

/** The whole calendar at once (about a year of exams) for the first step of the entry. */
export const calendarQuery = (sid: Sid) =>
  queryOptions({
    queryKey: educationKeys.calendar(sid),
    queryFn: () => request<Paged<ExamCalendarItem>>(`/education/exam-calendar/${qs(sid, { pageSize: 100 })}`),
  });
export const useCalendar = (sid: Sid, enabled = true) => useQuery({ ...calendarQuery(sid), enabled });

export function useSaveExam(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: number; input: ExamEntryInput | ExamUpdateInput }) =>
      v.id
        ? request<ExamRecord>(`/education/exams/${v.id}/${qs(sid)}`, json('PUT', v.input))
        : request<ExamRecord>(`/education/exams/${qs(sid)}`, json('POST', v.input)),
    onSettled: () => client.invalidateQueries({ queryKey: educationKeys.student(sid) }),
  });
}

export function useDeleteExam(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<void>(`/education/exams/${id}/${qs(sid)}`, json('DELETE')),
    onSettled: () => client.invalidateQueries({ queryKey: educationKeys.student(sid) }),
  });
}

export function useLockExam(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; locked: boolean }) =>
      request<ExamRecord>(`/staff/education/exams/${v.id}/lock/${qs(sid)}`, json(v.locked ? 'POST' : 'DELETE')),
    onSettled: () => client.invalidateQueries({ queryKey: educationKeys.all }),
  });
}

// ── Goals ──

export const goalsQuery = (sid: Sid) =>
  queryOptions({ queryKey: educationKeys.goals(sid), queryFn: () => request<Goals>(`/education/goals/${qs(sid)}`) });
export const useGoals = (sid: Sid, enabled = true) => useQuery({ ...goalsQuery(sid), enabled });

export function useSaveGoals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalsInput) => request<Goals>('/education/goals/', json('PUT', input)),
    onSuccess: (saved) => {
      client.setQueryData(educationKeys.goals(undefined), saved);
      void client.invalidateQueries({ queryKey: educationKeys.trend(undefined) });
    },
  });
}

// ── Plans ──

export const planListQuery = (sid: Sid, state: PlanState | 'all') =>
  pagedOptions<Plan>(educationKeys.planList(sid, state), '/education/plans/', sid, { state: state === 'all' ? undefined : state });
export const usePlanList = (sid: Sid, state: PlanState | 'all', enabled = true) => useInfiniteQuery({ ...planListQuery(sid, state), enabled });

export const planQuery = (sid: Sid, id: number) =>
  queryOptions({ queryKey: educationKeys.plan(sid, id), queryFn: () => request<Plan>(`/education/plans/${id}/${qs(sid)}`) });
export const usePlan = (sid: Sid, id: number, enabled = true) => useQuery({ ...planQuery(sid, id), enabled });

export function useCreatePlan(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanInput) => request<Plan>(`/staff/education/plans/${qs(sid)}`, json('POST', input)),
    onSuccess: () => client.invalidateQueries({ queryKey: educationKeys.plans(sid) }),
  });
}

export function useMovePlan(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; move: 'complete' | 'stop' | 'restart' }) =>
      request<Plan>(`/education/plans/${v.id}/${v.move}/${qs(sid)}`, json('POST')),
    onSettled: () => client.invalidateQueries({ queryKey: educationKeys.plans(sid) }),
  });
}

export const memosQuery = (sid: Sid, planId: number) =>
  pagedOptions<PlanMemo>(educationKeys.memos(sid, planId), `/education/plans/${planId}/memos/`, sid);
export const useMemos = (sid: Sid, planId: number, enabled = true) => useInfiniteQuery({ ...memosQuery(sid, planId), enabled });

export function useAddMemo(sid: Sid, planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => request<PlanMemo>(`/education/plans/${planId}/memos/${qs(sid)}`, json('POST', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: educationKeys.plans(sid) }),
  });
}

// ── Counselling ──

export const counselingListQuery = (sid: Sid) =>
  pagedOptions<CounselingSummary>(educationKeys.counselingList(sid), '/education/counseling/', sid);
export const useCounselingList = (sid: Sid, enabled = true) => useInfiniteQuery({ ...counselingListQuery(sid), enabled });

export function useCounselingRecord(sid: Sid, id: number, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: educationKeys.counselingRecord(sid, id),
    queryFn: async () => {
      const record = await request<CounselingRecord>(`/education/counseling/${id}/${qs(sid)}`);
      // Opening it may have marked it read: the list shows the new flag.
      void client.invalidateQueries({ queryKey: educationKeys.counselingList(sid) });
      return record;
    },
    enabled,
  });
}

export function useCreateCounseling(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CounselingInput) => request<CounselingRecord>(`/staff/education/counseling/${qs(sid)}`, json('POST', input)),
    onSuccess: () => client.invalidateQueries({ queryKey: educationKeys.counseling(sid) }),
  });
}

// ── Staff ──

export const staffStudentsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: educationKeys.staffStudents(q),
    queryFn: ({ pageParam }) => request<Paged<StaffStudent>>(`/staff/education/students/${qs(undefined, { q, pageToken: pageParam, pageSize: 30 })}`),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
export const useStaffStudents = (q: string) => useInfiniteQuery(staffStudentsQuery(q));
