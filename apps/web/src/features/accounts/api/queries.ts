'use client';
import type { ChangePasswordInput, Profile } from '@portal/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { request } from '@/lib/api';

export const accountKeys = {
  all: ['accounts'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export const meQuery = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: () => request<Profile>('/accounts/me/') });

/** The signed-in person's profile: shown at once from the session, then kept fresh from the API. */
export function useMe() {
  const { data: session, status } = useSession();
  return useQuery({ ...meQuery(), enabled: status === 'authenticated', placeholderData: session?.user });
}

/** Changes her password; the API ends her other sign-ins and keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      request<void>('/accounts/password/', { method: 'POST', body: JSON.stringify(input) }),
  });
}
