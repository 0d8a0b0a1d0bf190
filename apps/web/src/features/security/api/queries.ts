import { accountSecurityEndpoints as accounts } from '@portal/contract/endpoints/account-security';
import { firewallEndpoints as firewall } from '@portal/contract/endpoints/firewall';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '@/lib/endpoints';

export const securityKeys = {
  firewall: ['firewall'] as const,
  mine: () => [...securityKeys.firewall, 'mine'] as const,
  staff: () => [...securityKeys.firewall, 'staff'] as const,
  devices: () => ['accounts', 'devices'] as const,
};

/** Her website requests and the sites allowed for her. */
export const myFirewallQuery = () => endpointQuery(firewall.mine, undefined, securityKeys.mine());
export const useMyFirewall = () => useQuery(myFirewallQuery());

/** Requests waiting for staff (oldest first) and the allow-list now. */
export const staffFirewallQuery = () => endpointQuery(firewall.queue, undefined, securityKeys.staff());
export const useStaffFirewall = () => useQuery(staffFirewallQuery());

/** Her sign-ins alive now. */
export const devicesQuery = () => endpointQuery(accounts.devices, undefined, securityKeys.devices());
export const useDevices = () => useQuery(devicesQuery());

function useFirewallMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: securityKeys.firewall }) });
}

export const useRequestSite = () =>
  useFirewallMutation((body: EndpointBody<typeof firewall.request>) => callEndpoint(firewall.request, { body }));

export const useWithdrawSite = () => useFirewallMutation((id: number) => callEndpoint(firewall.withdraw, { params: { id } }));

export const useDecideSite = () =>
  useFirewallMutation(({ id, ...body }: EndpointBody<typeof firewall.decide> & { id: number }) =>
    callEndpoint(firewall.decide, { params: { id }, body }),
  );

export const useRevokeSite = () => useFirewallMutation((id: number) => callEndpoint(firewall.revoke, { params: { id }, body: {} }));

function useDevicesMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: securityKeys.devices() }) });
}

/** Ends one of her sign-ins (this device's too: the caller then ends the portal's session). */
export const useSignOutDevice = () => useDevicesMutation((id: string) => callEndpoint(accounts.signOutDevice, { params: { id } }));

export const useSignOutOtherDevices = () => useDevicesMutation(() => callEndpoint(accounts.signOutOtherDevices, { body: {} }));
