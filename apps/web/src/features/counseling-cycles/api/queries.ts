'use client';
import type { CounselingCycles } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { studentParam } from '@/lib/active-student';
import { request } from '@/lib/api';

export const counselingCycleKeys = {
  all: ['counseling-cycles'] as const,
  of: (studentId: number | undefined) => [...counselingCycleKeys.all, studentId ?? 'me'] as const,
};

export const counselingCyclesQuery = (studentId: number | undefined) =>
  queryOptions({
    queryKey: counselingCycleKeys.of(studentId),
    queryFn: () => request<CounselingCycles>(`/counseling-cycles/${studentParam(studentId)}`),
  });

export const useCounselingCycles = (studentId: number | undefined, enabled: boolean) =>
  useQuery({ ...counselingCyclesQuery(studentId), enabled });

export function useSaveCounselingCycles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cycles: CounselingCycles) =>
      request<CounselingCycles>('/counseling-cycles/', { method: 'PUT', body: JSON.stringify(cycles) }),
    onSuccess: (saved) => client.setQueryData(counselingCycleKeys.of(undefined), saved),
  });
}
