import type { CounselingInput, PlanInput } from '@portal/contract';
import { educationStaffEndpoints as education } from '@portal/contract/endpoints/education-staff';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, once, pagedQuery } from '@/lib/endpoints';
import { about, educationKeys, nextCounselingQuery, type Sid } from './queries';

/**
 * What only the staff's education screens do: lock an exam, write a plan or a counselling record for a
 * student, find a student. Apart from queries.ts so that a student's and a parent's pages do not carry it;
 * the keys share the `education` prefix, so a change refetches both sides.
 */
export const staffKeys = {
  allStudents: educationKeys.staffStudents,
  students: (q: string) => [...staffKeys.allStudents, q] as const,
};

export function useLockExam(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    // A lock names the entry as the list showed it (`updatedAt`): changed by her since, it is refused.
    mutationFn: (v: { id: number; locked: boolean; updatedAt: string }) =>
      v.locked
        ? callEndpoint(education.lockExam, { params: { id: v.id }, query: about(sid, { updatedAt: v.updatedAt }) })
        : callEndpoint(education.unlockExam, { params: { id: v.id }, query: about(sid) }),
    onSettled: () => client.invalidateQueries({ queryKey: educationKeys.all }),
  });
}

export function useCreatePlan(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: PlanInput; key: string }) =>
      callEndpoint(education.createPlan, { query: about(sid), body: input }, once(key)),
    // Her plans, and the picker's 진행 중 계획 of every search.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: educationKeys.plans(sid) }),
        client.invalidateQueries({ queryKey: staffKeys.allStudents }),
      ]),
  });
}

export function useCreateCounseling(sid: Sid) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CounselingInput; key: string }) =>
      callEndpoint(education.createCounseling, { query: about(sid), body: input }, once(key)),
    // Her records, when her next counselling falls (counted from the newest record), and the picker's
    // counts of every search (안 읽은 상담, 상담 차례).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: educationKeys.counseling(sid) }),
        client.invalidateQueries({ queryKey: nextCounselingQuery(sid).queryKey }),
        client.invalidateQueries({ queryKey: staffKeys.allStudents }),
      ]),
  });
}

export const staffStudentsQuery = (q: string) => pagedQuery(education.listStudents, { query: { q, pageSize: 30 } }, staffKeys.students(q));
export const useStaffStudents = (q: string) => useInfiniteQuery(staffStudentsQuery(q));
