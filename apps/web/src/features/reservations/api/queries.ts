'use client';
import type {
  CreateReservationInput,
  CreateTemplatesInput,
  FacilityDay,
  FacilityId,
  Paged,
  ReservationView,
  ResourceInput,
  StaffDay,
  StaffFacility,
  UpdateFacilityInput,
  UpdateTemplateInput,
} from '@portal/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { studentParam } from '@/lib/active-student';

/** Every key starts with `reservations`: a booking or a cancel invalidates them all by that prefix. */
export const reservationKeys = {
  all: ['reservations'] as const,
  day: (facility: FacilityId, date: string | undefined, studentId: number | undefined) =>
    [...reservationKeys.all, 'day', facility, date ?? 'today', studentId ?? 'me'] as const,
  upcoming: (studentId: number | undefined) => [...reservationKeys.all, 'upcoming', studentId ?? 'me'] as const,
  history: (studentId: number | undefined) => [...reservationKeys.all, 'history', studentId ?? 'me'] as const,
  staffFacilities: () => [...reservationKeys.all, 'staff', 'facilities'] as const,
  staffDay: (facility: FacilityId, date: string) => [...reservationKeys.all, 'staff', 'day', facility, date] as const,
};

const json = (method: string, body?: unknown, headers?: Record<string, string>): RequestInit => ({
  method,
  headers,
  body: body === undefined ? undefined : JSON.stringify(body),
});

export const facilityDayQuery = (facility: FacilityId, date: string | undefined, studentId: number | undefined) =>
  queryOptions({
    queryKey: reservationKeys.day(facility, date, studentId),
    queryFn: () => {
      const params = new URLSearchParams();
      if (date) params.set('date', date);
      if (studentId) params.set('studentId', String(studentId));
      const qs = params.toString();
      return request<FacilityDay>(`/reservations/facilities/${facility}/day/${qs ? `?${qs}` : ''}`);
    },
    // Others book too: the counts refresh while she looks.
    refetchInterval: 30_000,
    // Another date of the same student keeps the last one on screen (dimmed) until it arrives.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[4] === (studentId ?? 'me') ? previous : undefined,
  });

export const upcomingQuery = (studentId: number | undefined) =>
  queryOptions({
    queryKey: reservationKeys.upcoming(studentId),
    queryFn: () => request<{ results: ReservationView[] }>(`/reservations/upcoming/${studentParam(studentId)}`),
  });

export const historyQuery = (studentId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: reservationKeys.history(studentId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      request<Paged<ReservationView>>(`/reservations/history/?pageSize=20&pageToken=${pageParam}${studentParam(studentId, '&')}`),
    getNextPageParam: (last) => (last.nextPageToken === -1 ? undefined : last.nextPageToken),
  });

export const useFacilityDay = (facility: FacilityId, date: string | undefined, studentId: number | undefined, enabled = true) =>
  useQuery({ ...facilityDayQuery(facility, date, studentId), enabled });
export const useUpcoming = (studentId: number | undefined, enabled = true) => useQuery({ ...upcomingQuery(studentId), enabled });
export const useHistory = (studentId: number | undefined, enabled = true) => useInfiniteQuery({ ...historyQuery(studentId), enabled });

/** Any change to bookings: refetch every reservation list on screen. */
function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reservationKeys.all });
}

/** Books with an idempotency key, so that a retried request never books twice. */
export function useBook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateReservationInput; key: string }) =>
      request<ReservationView>('/reservations/', json('POST', input, { 'idempotency-key': key })),
    onSettled: invalidate,
  });
}

export function useCancel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => request<ReservationView>(`/reservations/${id}/cancel/`, json('POST')),
    onSettled: invalidate,
  });
}

/* ---------------------------------------------------------------- staff */

export const staffFacilitiesQuery = () =>
  queryOptions({
    queryKey: reservationKeys.staffFacilities(),
    queryFn: () => request<{ results: StaffFacility[] }>('/staff/reservations/facilities/'),
  });
export const staffDayQuery = (facility: FacilityId, date: string) =>
  queryOptions({
    queryKey: reservationKeys.staffDay(facility, date),
    queryFn: () => request<StaffDay>(`/staff/reservations/facilities/${facility}/days/${date}/`),
  });

export const useStaffFacilities = () => useQuery(staffFacilitiesQuery());
export const useStaffDay = (facility: FacilityId, date: string) => useQuery(staffDayQuery(facility, date));

export type StaffAction =
  | { kind: 'facility'; facility: FacilityId; input: UpdateFacilityInput }
  | { kind: 'addResource'; facility: FacilityId; input: ResourceInput }
  | { kind: 'updateResource'; id: number; input: ResourceInput }
  | { kind: 'addTemplates'; facility: FacilityId; input: CreateTemplatesInput }
  | { kind: 'updateTemplate'; id: number; input: UpdateTemplateInput }
  | { kind: 'deleteTemplate'; id: number }
  | { kind: 'close'; facility: FacilityId; date: string; reason: string }
  | { kind: 'reopen'; facility: FacilityId; date: string }
  | { kind: 'noShow'; id: number; noShow: boolean };

function staffCall(a: StaffAction): Promise<unknown> {
  const base = '/staff/reservations';
  switch (a.kind) {
    case 'facility':
      return request(`${base}/facilities/${a.facility}/`, json('PUT', a.input));
    case 'addResource':
      return request(`${base}/facilities/${a.facility}/resources/`, json('POST', a.input));
    case 'updateResource':
      return request(`${base}/resources/${a.id}/`, json('PUT', a.input));
    case 'addTemplates':
      return request(`${base}/facilities/${a.facility}/templates/`, json('POST', a.input));
    case 'updateTemplate':
      return request(`${base}/templates/${a.id}/`, json('PUT', a.input));
    case 'deleteTemplate':
      return request(`${base}/templates/${a.id}/`, json('DELETE'));
    case 'close':
      return request(`${base}/facilities/${a.facility}/days/${a.date}/closed/`, json('PUT', { reason: a.reason }));
    case 'reopen':
      return request(`${base}/facilities/${a.facility}/days/${a.date}/closed/`, json('DELETE'));
    case 'noShow':
      return request(`${base}/bookings/${a.id}/no-show/`, json('POST', { noShow: a.noShow }));
  }
}

/** Every staff change goes through one mutation; each refetches the reservation lists. */
export function useStaffAction() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: staffCall, onSettled: invalidate });
}
