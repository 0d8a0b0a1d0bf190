import type { FacilityDay, FacilityId } from '@portal/contract';
import { reservationsEndpoints as reservations } from '@portal/contract/endpoints/reservations';
import type { EndpointBody } from '@portal/contract/endpoint';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, pagedQuery } from '@/lib/endpoints';

/** Every key starts with `reservations`: a booking or a cancel invalidates them all by that prefix. */
export const reservationKeys = {
  all: ['reservations'] as const,
  day: (facility: FacilityId, date: string | undefined, studentId: number | undefined) =>
    [...reservationKeys.all, 'day', facility, date ?? 'today', studentId ?? 'me'] as const,
  upcoming: (studentId: number | undefined) => [...reservationKeys.all, 'upcoming', studentId ?? 'me'] as const,
  history: (studentId: number | undefined) => [...reservationKeys.all, 'history', studentId ?? 'me'] as const,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day a facility page opens on: the address's `?date=` when it is a date, else the API's default (today). */
export const shownDate = (raw: string | null | undefined): string | undefined => (raw && ISO_DATE.test(raw) ? raw : undefined);

export const facilityDayQuery = (facility: FacilityId, date: string | undefined, studentId: number | undefined) =>
  queryOptions({
    ...endpointQuery(
      reservations.day,
      { params: { facility }, query: { date, studentId } },
      reservationKeys.day(facility, date, studentId),
    ),
    // Others book too: the counts refresh while she looks.
    refetchInterval: 30_000,
    // Another date of the same student keeps the last one on screen (dimmed) until it arrives.
    placeholderData: (previous: FacilityDay | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
      previousQuery?.queryKey[4] === (studentId ?? 'me') ? previous : undefined,
  });

export const upcomingQuery = (studentId: number | undefined) =>
  endpointQuery(reservations.upcoming, { query: { studentId } }, reservationKeys.upcoming(studentId));

export const historyQuery = (studentId: number | undefined) =>
  pagedQuery(reservations.history, { query: { pageSize: 20, studentId } }, reservationKeys.history(studentId));

export const useFacilityDay = (facility: FacilityId, date: string | undefined, studentId: number | undefined, enabled = true) =>
  useQuery({ ...facilityDayQuery(facility, date, studentId), enabled });
export const useUpcoming = (studentId: number | undefined, enabled = true) => useQuery({ ...upcomingQuery(studentId), enabled });
export const useHistory = (studentId: number | undefined, enabled = true) => useInfiniteQuery({ ...historyQuery(studentId), enabled });

/** Any change to bookings: refetch every reservation list on screen. */
export function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reservationKeys.all });
}

/** Books with an idempotency key, so that a retried request never books twice. */
export function useBook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ input, key }: { input: EndpointBody<typeof reservations.book>; key: string }) =>
      callEndpoint(reservations.book, { body: input }, { headers: { 'idempotency-key': key } }),
    onSettled: invalidate,
  });
}

export function useCancel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(reservations.cancel, { params: { id } }),
    onSettled: invalidate,
  });
}
