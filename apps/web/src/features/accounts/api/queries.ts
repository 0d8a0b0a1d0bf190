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
  // What this tab kept of her goes with her: unsaved drafts (a counselling note, an inquiry, a phone
  // number typed for a new account) and the addresses of her lists with their searches, which stayed
  // in the tab of a shared PC after 로그아웃 (an audit). A session that ran out keeps them (api.ts).
  try {
    sessionStorage.clear();
  } catch {
    // Storage refused (a private window's quota): nothing was kept either.
  }
  await signOut({ callbackUrl: LOGIN_PATH });
}
