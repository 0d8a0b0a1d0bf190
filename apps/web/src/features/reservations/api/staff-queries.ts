import type { CreateTemplatesInput, FacilityId, ResourceInput, UpdateFacilityInput, UpdateTemplateInput } from '@portal/contract';
import { reservationsStaffEndpoints as reservations } from '@portal/contract/endpoints/reservations-staff';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '@/lib/endpoints';
import { reservationKeys, useInvalidate } from './queries';

/**
 * The staff's reservation screens: a day's bookings, facility settings and their changes. Apart from
 * queries.ts so that a student's booking page does not carry them; the keys share the `reservations`
 * prefix, so a booking or a staff change refetches both sides.
 */
export const staffKeys = {
  facilities: () => [...reservationKeys.all, 'staff', 'facilities'] as const,
  day: (facility: FacilityId, date: string) => [...reservationKeys.all, 'staff', 'day', facility, date] as const,
};

export const staffFacilitiesQuery = () => endpointQuery(reservations.staffFacilities, {}, staffKeys.facilities());
export const staffDayQuery = (facility: FacilityId, date: string) =>
  endpointQuery(reservations.staffDay, { params: { facility, date } }, staffKeys.day(facility, date));

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
  switch (a.kind) {
    case 'facility':
      return callEndpoint(reservations.updateFacility, { params: { facility: a.facility }, body: a.input });
    case 'addResource':
      return callEndpoint(reservations.addResource, { params: { facility: a.facility }, body: a.input });
    case 'updateResource':
      return callEndpoint(reservations.updateResource, { params: { id: a.id }, body: a.input });
    case 'addTemplates':
      return callEndpoint(reservations.addTemplates, { params: { facility: a.facility }, body: a.input });
    case 'updateTemplate':
      return callEndpoint(reservations.updateTemplate, { params: { id: a.id }, body: a.input });
    case 'deleteTemplate':
      return callEndpoint(reservations.deleteTemplate, { params: { id: a.id } });
    case 'close':
      return callEndpoint(reservations.closeDay, { params: { facility: a.facility, date: a.date }, body: { reason: a.reason } });
    case 'reopen':
      return callEndpoint(reservations.reopenDay, { params: { facility: a.facility, date: a.date } });
    case 'noShow':
      return callEndpoint(reservations.markNoShow, { params: { id: a.id }, body: { noShow: a.noShow } });
  }
}

/** Every staff change goes through one mutation; each refetches the reservation lists. */
export function useStaffAction() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: staffCall, onSettled: invalidate });
}
