import { alarmsEndpoints as alarms } from '@portal/contract/endpoints/alarms';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '@/lib/endpoints';

export const alarmKeys = {
  all: ['alarms'] as const,
  settings: () => [...alarmKeys.all, 'settings'] as const,
};

export const alarmSettingsQuery = () => endpointQuery(alarms.getSettings, {}, alarmKeys.settings());

export const useAlarmSettings = () => useQuery(alarmSettingsQuery());

export function useSaveAlarmSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof alarms.saveSettings>) => callEndpoint(alarms.saveSettings, { body }),
    onSuccess: (saved) => client.setQueryData(alarmKeys.settings(), saved),
  });
}
