import type { EndpointBody } from '@portal/contract/endpoint';
import { educationStaffEndpoints as education } from '@portal/contract/endpoints/education-staff';
import { siteEndpoints as site } from '@portal/contract/endpoints/site';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '@/lib/endpoints';

/**
 * The centre's settings on the console: the site information of spec section 1 (the record itself with
 * its version, not the public minute-old copy) and the exam calendar.
 */
export const siteInfoQuery = () => endpointQuery(site.staffGet);
export const useSiteInfo = () => useQuery(siteInfoQuery());
export function useSaveSiteInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof site.update>) => callEndpoint(site.update, { body }),
    onSuccess: (saved) => {
      client.setQueryData(endpointKey(site.staffGet), saved);
      void client.invalidateQueries({ queryKey: endpointKey(site.get) });
    },
  });
}

/** The nightly backups' state (admin): the console's 백업 card. */
export const backupStatusQuery = () => endpointQuery(site.backups);
export const useBackupStatus = () => useQuery(backupStatusQuery());
/** A backup made now (admin, embedded database): the card shows the state it answers with. A large database takes minutes. */
export function useBackupNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(site.backupNow, undefined, { timeout: 600_000 }),
    onSuccess: (status) => client.setQueryData(endpointKey(site.backups), status),
  });
}

export const examSessionsQuery = () => endpointQuery(education.staffExamSessions);
export const useExamSessions = () => useQuery(examSessionsQuery());
/** A change to the calendar refreshes the admin's list and every student's calendar (the home's D-days). */
function useCalendarMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: endpointKey(education.staffExamSessions) });
      // Every student's calendar and the home's D-days (the education feature's keys start so).
      await client.invalidateQueries({ queryKey: ['education'] });
    },
  });
}
export const useCreateExamSession = () =>
  useCalendarMutation((body: EndpointBody<typeof education.createExamSession>) => callEndpoint(education.createExamSession, { body }));
export const useUpdateExamSession = () =>
  useCalendarMutation(({ id, body }: { id: number; body: EndpointBody<typeof education.updateExamSession> }) =>
    callEndpoint(education.updateExamSession, { params: { id }, body }),
  );
export const useDeleteExamSession = () =>
  useCalendarMutation((id: number) => callEndpoint(education.deleteExamSession, { params: { id } }));
