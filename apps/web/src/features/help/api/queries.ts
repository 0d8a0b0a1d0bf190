import { wifiEndpoints as wifi } from '@portal/contract/endpoints/wifi';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '@/lib/endpoints';

/**
 * The Wi-Fi guide answers differently signed in (passwords) and signed out, so its key names whose
 * answer it is: a cached signed-out answer is never shown to her once she has signed in.
 */
export const wifiGuideKey = (userId: string | number | undefined) => ['wifi', 'guide', userId ?? 'signed-out'] as const;
export const wifiGuideQuery = (userId: string | number | undefined) => endpointQuery(wifi.guide, undefined, wifiGuideKey(userId));

export const useWifiGuide = (userId: string | number | undefined, enabled: boolean) => useQuery({ ...wifiGuideQuery(userId), enabled });

export const staffWifiQuery = () => endpointQuery(wifi.staffGet);
export const useStaffWifi = () => useQuery(staffWifiQuery());

export function useSaveWifi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof wifi.save>) => callEndpoint(wifi.save, { body }),
    onSuccess: async (saved) => {
      client.setQueryData(endpointKey(wifi.staffGet), saved);
      await client.invalidateQueries({ queryKey: ['wifi', 'guide'] });
    },
  });
}
