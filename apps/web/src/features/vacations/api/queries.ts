import type { StaffVacationQueue } from '@portal/contract';
import { vacationsEndpoints as vacations } from '@portal/contract/endpoints/vacations';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, once, pagedQuery } from '@/lib/endpoints';

const PAGE_SIZE = 10;

export const vacationKeys = {
  all: ['vacations'] as const,
  history: (studentId: number | undefined) => [...vacationKeys.all, 'history', studentId ?? 'me'] as const,
  queue: (queue: StaffVacationQueue) => [...vacationKeys.all, 'queue', queue] as const,
};

export const vacationHistoryQuery = (studentId: number | undefined) =>
  pagedQuery(vacations.list, { query: { pageSize: PAGE_SIZE, studentId } }, vacationKeys.history(studentId));

/**
 * Her requests waiting for a parent's consent, all of them (the home's card): the first page of her
 * history held only the latest starts, and missed a request for tomorrow behind ten later ones.
 */
export const toConsentQuery = (studentId: number) =>
  pagedQuery(vacations.list, { query: { pageSize: 50, studentId, status: 'requested' } }, [
    ...vacationKeys.history(studentId),
    'requested',
  ] as const);

/** A student's own history, or the active child's for a parent (wait for `ready`). */
export const useVacationHistory = (studentId: number | undefined, enabled: boolean) =>
  useInfiniteQuery({ ...vacationHistoryQuery(studentId), enabled });

export const staffQueueQuery = (queue: StaffVacationQueue) =>
  pagedQuery(vacations.queue, { query: { queue, pageSize: PAGE_SIZE } }, vacationKeys.queue(queue));

export const useStaffQueue = (queue: StaffVacationQueue) => useInfiniteQuery(staffQueueQuery(queue));

/** Every vacation mutation changes some list: refetch them all (they are small). */
function useVacationMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: vacationKeys.all }) });
}

export const useRequestVacation = () =>
  useVacationMutation(({ body, key }: { body: EndpointBody<typeof vacations.request>; key: string }) =>
    callEndpoint(vacations.request, { body }, once(key)),
  );

export const useCancelVacation = () => useVacationMutation((id: number) => callEndpoint(vacations.cancel, { params: { id } }));

export const useConsentVacation = () => useVacationMutation((id: number) => callEndpoint(vacations.consent, { params: { id } }));

export const useDeclineVacation = () =>
  useVacationMutation(({ id, reason }: { id: number; reason: string }) =>
    callEndpoint(vacations.decline, { params: { id }, body: { reason } }),
  );

export const useDecideVacation = () =>
  useVacationMutation(({ id, ...body }: EndpointBody<typeof vacations.decide> & { id: number }) =>
    callEndpoint(vacations.decide, { params: { id }, body }),
  );

export const useMarkReturned = () =>
  useVacationMutation(({ id, returnedAt }: { id: number; returnedAt?: string }) =>
    callEndpoint(vacations.markReturned, { params: { id }, body: returnedAt ? { returnedAt } : {} }),
  );
