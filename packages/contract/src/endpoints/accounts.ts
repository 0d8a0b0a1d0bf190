import { defineEndpoints } from '../endpoint';
import { load } from './load';

/**
 * What every page's shell calls: the token refresh, her profile, sign-out and LUMINA's hand-off. The
 * rest of the domain (sign-in, password, devices) is declared in \`account-security.ts\`, so that pages
 * do not carry it; same domain, so the ids (\`accounts.login\`) and the API's routes are unchanged.
 */
export const accountsEndpoints = defineEndpoints('accounts', {
  refresh: {
    method: 'POST',
    path: '/accounts/login/refresh/',
    access: 'public',
    schemas: load((s) => ({ body: s.refreshInput, response: s.tokenPair })),
  },
  logout: {
    method: 'POST',
    path: '/accounts/logout/',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.emptyBody, response: null })),
  },
  me: {
    method: 'GET',
    path: '/accounts/me/',
    access: 'signed-in',
    schemas: load((s) => ({ response: s.profile })),
  },
  sendErpRefresh: {
    method: 'POST',
    path: '/accounts/erp/send-refresh/',
    access: 'signed-in',
    schemas: load(() => ({ response: null })),
  },
});
