'use client';
import type { CreateVacationInput, Paged, StaffVacationQueue, Vacation, VacationDecisionInput } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentParam } from '@/lib/active-student';
import { request } from '@/lib/api';

const PAGE_SIZE = 10;

export const vacationKeys = {
  all: ['vacations'] as const,
  history: (studentId: number | undefined) => [...vacationKeys.all, 'history', studentId ?? 'me'] as const,
  queue: (queue: StaffVacationQueue) => [...vacationKeys.all, 'queue', queue] as const,
};

const nextPage = (last: Paged<Vacation>) => (last.nextPageToken === -1 ? undefined : last.nextPageToken);

export const vacationHistoryQuery = (studentId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: vacationKeys.history(studentId),
    queryFn: ({ pageParam }) =>
      request<Paged<Vacation>>(`/vacations/?pageSize=${PAGE_SIZE}&pageToken=${pageParam}${studentParam(studentId, '&')}`),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

/** A student's own history, or the active child's for a parent (wait for `ready`). */
export const useVacationHistory = (studentId: number | undefined, enabled: boolean) =>
  useInfiniteQuery({ ...vacationHistoryQuery(studentId), enabled });

export const staffQueueQuery = (queue: StaffVacationQueue) =>
  infiniteQueryOptions({
    queryKey: vacationKeys.queue(queue),
    queryFn: ({ pageParam }) =>
      request<Paged<Vacation>>(`/staff/vacations/?queue=${queue}&pageSize=${PAGE_SIZE}&pageToken=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

export const useStaffQueue = (queue: StaffVacationQueue) => useInfiniteQuery(staffQueueQuery(queue));

/** Every vacation mutation changes some list: refetch them all (they are small). */
function useVacationMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: vacationKeys.all }) });
}

const post = <T,>(path: string, body?: unknown) =>
  request<T>(path, { method: 'POST', body: JSON.stringify(body ?? {}) });

export const useRequestVacation = () =>
  useVacationMutation((input: CreateVacationInput) => post<Vacation>('/vacations/', input));

export const useCancelVacation = () =>
  useVacationMutation((id: number) => request<void>(`/vacations/${id}/`, { method: 'DELETE' }));

export const useConsentVacation = () =>
  useVacationMutation((id: number) => post<Vacation>(`/vacations/${id}/consent/`));

export const useDecideVacation = () =>
  useVacationMutation(({ id, ...body }: VacationDecisionInput & { id: number }) => post<Vacation>(`/staff/vacations/${id}/decision/`, body));

export const useMarkReturned = () =>
  useVacationMutation(({ id, returnedAt }: { id: number; returnedAt?: string }) =>
    post<Vacation>(`/staff/vacations/${id}/return/`, returnedAt ? { returnedAt } : {}),
  );
