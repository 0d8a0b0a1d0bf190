import { counselingCyclesEndpoints as counselingCycles } from '@portal/contract/endpoints/counseling-cycles';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '@/lib/endpoints';

export const counselingCyclesQuery = (studentId: number | undefined) => endpointQuery(counselingCycles.get, { query: { studentId } });

export const useCounselingCycles = (studentId: number | undefined, enabled: boolean) =>
  useQuery({ ...counselingCyclesQuery(studentId), enabled });

export function useSaveCounselingCycles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof counselingCycles.save>) => callEndpoint(counselingCycles.save, { body }),
    onSuccess: (saved) => {
      client.setQueryData(endpointKey(counselingCycles.get, { query: {} }), saved);
      // Her next counselling (features/education's nextCounselingQuery) is counted from the cycles she just chose.
      return client.invalidateQueries({ queryKey: endpointKey(counselingCycles.next, { query: {} }) });
    },
  });
}
