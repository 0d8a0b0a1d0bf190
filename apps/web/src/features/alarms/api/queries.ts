'use client';
import type { AlarmSettings } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';

export const alarmKeys = {
  all: ['alarms'] as const,
  settings: () => [...alarmKeys.all, 'settings'] as const,
};

export const alarmSettingsQuery = () =>
  queryOptions({ queryKey: alarmKeys.settings(), queryFn: () => request<AlarmSettings>('/alarms/settings/') });

export const useAlarmSettings = () => useQuery(alarmSettingsQuery());

export function useSaveAlarmSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlarmSettings) =>
      request<AlarmSettings>('/alarms/settings/', { method: 'PUT', body: JSON.stringify(settings) }),
    onSuccess: (saved) => client.setQueryData(alarmKeys.settings(), saved),
  });
}
