import type { ExamEntryInput, ExamUpdateInput, GoalsInput, PlanState } from '@portal/contract';
import { counselingCyclesEndpoints } from '@portal/contract/endpoints/counseling-cycles';
import { educationEndpoints as education } from '@portal/contract/endpoints/education';
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, once, pagedQuery } from '@/lib/endpoints';

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
  /** The staff's student picker, with each student's 진행 중 계획 (staff-queries.ts). */
  staffStudents: ['education', 'staff', 'students'] as const,
};

/** The query of a call about the student (`studentId` left out for herself). */
export const about = (sid: Sid, query: Record<string, unknown> = {}) => ({ ...query, studentId: sid });

// ── Exams ──

export const examListQuery = (sid: Sid) =>
  pagedQuery(education.listExams, { query: about(sid, { pageSize: PAGE }) }, educationKeys.examList(sid));
export const useExamList = (sid: Sid, enabled = true) => useInfiniteQuery({ ...examListQuery(sid), enabled });

export const examQuery = (sid: Sid, id: number) =>
  endpointQuery(education.getExam, { params: { id }, query: about(sid) }, educationKeys.exam(sid, id));
export const useExam = (sid: Sid, id: number, enabled = true) => useQuery({ ...examQuery(sid, id), enabled });

export const trendQuery = (sid: Sid) => endpointQuery(education.examTrend, { query: about(sid) }, educationKeys.trend(sid));
export const useTrend = (sid: Sid, enabled = true) => useQuery({ ...trendQuery(sid), enabled });

/** The whole calendar at once (about a year of exams) for the first step of the entry. */
export const calendarQuery = (sid: Sid) =>
  endpointQuery(education.examCalendar, { query: about(sid, { pageSize: 100 }) }, educationKeys.calendar(sid));

export function useSaveExam(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: number; input: ExamEntryInput | ExamUpdateInput }) =>
      v.id
        ? callEndpoint(education.updateExam, { params: { id: v.id }, query: about(sid), body: v.input as ExamUpdateInput })
        : callEndpoint(education.createExam, { query: about(sid), body: v.input as ExamEntryInput }),
    onSettled: () => client.invalidateQueries({ queryKey: educationKeys.student(sid) }),
  });
}

export function useDeleteExam(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(education.deleteExam, { params: { id }, query: about(sid) }),
    onSettled: (_done, error, id) => afterExamDelete(client, sid, id, !error),
  });
}

/**
 * After a delete, her lists are asked again. The deleted entry's own page is on screen until she is
 * taken back to the list: it is marked stale, not asked again (which could only answer 404).
 */
export function afterExamDelete(client: QueryClient, sid: Sid, id: number, deleted: boolean) {
  const gone = JSON.stringify(educationKeys.exam(sid, id));
  void client.invalidateQueries({
    queryKey: educationKeys.student(sid),
    predicate: (q) => !deleted || JSON.stringify(q.queryKey) !== gone,
  });
  if (deleted) void client.invalidateQueries({ queryKey: educationKeys.exam(sid, id), refetchType: 'none' });
}

// ── Goals ──

export const goalsQuery = (sid: Sid) => endpointQuery(education.getGoals, { query: about(sid) }, educationKeys.goals(sid));
export const useGoals = (sid: Sid, enabled = true) => useQuery({ ...goalsQuery(sid), enabled });

export function useSaveGoals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalsInput) => callEndpoint(education.saveGoals, { body: input }),
    onSuccess: (saved) => {
      client.setQueryData(educationKeys.goals(undefined), saved);
      void client.invalidateQueries({ queryKey: educationKeys.trend(undefined) });
    },
  });
}

// ── Plans ──

export const planListQuery = (sid: Sid, state: PlanState | 'all') =>
  pagedQuery(
    education.listPlans,
    { query: about(sid, { pageSize: PAGE, state: state === 'all' ? undefined : state }) },
    educationKeys.planList(sid, state),
  );
export const usePlanList = (sid: Sid, state: PlanState | 'all', enabled = true) =>
  useInfiniteQuery({ ...planListQuery(sid, state), enabled });

export const planQuery = (sid: Sid, id: number) =>
  endpointQuery(education.getPlan, { params: { id }, query: about(sid) }, educationKeys.plan(sid, id));
export const usePlan = (sid: Sid, id: number, enabled = true) => useQuery({ ...planQuery(sid, id), enabled });

const planMoves = { complete: education.completePlan, stop: education.stopPlan, restart: education.restartPlan } as const;

export function useMovePlan(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; move: keyof typeof planMoves }) =>
      callEndpoint(planMoves[v.move], { params: { id: v.id }, query: about(sid) }),
    onSettled: () => afterPlanMove(client, sid),
  });
}

/** After a plan moved: her plans, and the staff picker's count of plans in progress (a teacher's 완강 lowers it). */
export const afterPlanMove = (client: QueryClient, sid: Sid) =>
  Promise.all([
    client.invalidateQueries({ queryKey: educationKeys.plans(sid) }),
    sid === undefined ? undefined : client.invalidateQueries({ queryKey: educationKeys.staffStudents }),
  ]);

export const memosQuery = (sid: Sid, planId: number) =>
  pagedQuery(education.listMemos, { params: { id: planId }, query: about(sid, { pageSize: PAGE }) }, educationKeys.memos(sid, planId));
export const useMemos = (sid: Sid, planId: number, enabled = true) => useInfiniteQuery({ ...memosQuery(sid, planId), enabled });

export function useAddMemo(sid: Sid, planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: string; key: string }) =>
      callEndpoint(education.addMemo, { params: { id: planId }, query: about(sid), body: { body } }, once(key)),
    onSuccess: () => client.invalidateQueries({ queryKey: educationKeys.plans(sid) }),
  });
}

// ── Counselling ──

export const counselingListQuery = (sid: Sid) =>
  pagedQuery(education.listCounseling, { query: about(sid, { pageSize: PAGE }) }, educationKeys.counselingList(sid));
export const useCounselingList = (sid: Sid, enabled = true) => useInfiniteQuery({ ...counselingListQuery(sid), enabled });

/**
 * Her next counselling per subject: her last one plus her cycle (home's 다음 상담, the staff's 상담 기록).
 * Keyed by its path, so that saving her cycles (features/counseling-cycles) can refresh it by the same key.
 */
export const nextCounselingQuery = (sid: Sid) => endpointQuery(counselingCyclesEndpoints.next, { query: about(sid) });
export const useNextCounseling = (sid: Sid, enabled = true) => useQuery({ ...nextCounselingQuery(sid), enabled });

export function useCounselingRecord(sid: Sid, id: number, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: educationKeys.counselingRecord(sid, id),
    queryFn: async () => {
      const record = await callEndpoint(education.getCounseling, { params: { id }, query: about(sid) });
      // Opening it may have marked it read: the list shows the new flag.
      void client.invalidateQueries({ queryKey: educationKeys.counselingList(sid) });
      return record;
    },
    enabled,
  });
}
