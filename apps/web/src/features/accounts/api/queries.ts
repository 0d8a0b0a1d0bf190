'use client';
import { accountsEndpoints as accounts } from '@portal/contract/endpoints/accounts';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { callEndpoint, endpointQuery } from '@/lib/endpoints';

export const accountKeys = {
  all: ['accounts'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export const meQuery = () => endpointQuery(accounts.me, {}, accountKeys.me());

/** The signed-in person's profile: shown at once from the session, then kept fresh from the API. */
export function useMe() {
  const { data: session, status } = useSession();
  return useQuery({ ...meQuery(), enabled: status === 'authenticated', placeholderData: session?.user });
}

/** Changes her password; the API ends her other sign-ins and keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof accounts.changePassword>) => callEndpoint(accounts.changePassword, { body }),
  });
}

/** Ends this sign-in on the API (the refresh token's family); the caller then ends the portal's session. */
export const signOutOfApi = () => callEndpoint(accounts.logout, { body: {} });
