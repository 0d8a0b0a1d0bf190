'use client';
import { endpoints, type EndpointBody } from '@portal/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '@/lib/endpoints';

const { counselingCycles } = endpoints;

export const counselingCyclesQuery = (studentId: number | undefined) =>
  endpointQuery(counselingCycles.get, { query: { studentId } });

export const useCounselingCycles = (studentId: number | undefined, enabled: boolean) =>
  useQuery({ ...counselingCyclesQuery(studentId), enabled });

export function useSaveCounselingCycles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof counselingCycles.save>) =>
      callEndpoint(counselingCycles.save, { body }),
    onSuccess: (saved) => client.setQueryData(endpointKey(counselingCycles.get, { query: {} }), saved),
  });
}
