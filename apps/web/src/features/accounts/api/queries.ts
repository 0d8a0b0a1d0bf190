import { accountSecurityEndpoints } from '@portal/contract/endpoints/account-security';
import { accountsEndpoints } from '@portal/contract/endpoints/accounts';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoints';
import { LOGIN_PATH } from '@/lib/routes';
import { signOut } from '@/lib/session';

/** The signed-in person's profile (shared with the shell, which shows her badge in the drawer). */
export { useProfile as useMe } from '@/lib/profile';

/** Changes her password; the API ends her other sign-ins and keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof accountSecurityEndpoints.changePassword>) =>
      callEndpoint(accountSecurityEndpoints.changePassword, { body }),
  });
}

/** Ends this sign-in on the API (the refresh token's family); the caller then ends the portal's session. */
export const signOutOfApi = () => callEndpoint(accountsEndpoints.logout, { body: {} });

/** Signs her out: this sign-in ends on the API too (even when it cannot be reached, the portal's session ends), then the login page. */
export async function signOutCompletely() {
  await signOutOfApi().catch(() => undefined);
  await signOut({ callbackUrl: LOGIN_PATH, forget: true });
}
