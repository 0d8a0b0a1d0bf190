import { defineEndpoints } from '../endpoint';
import { load } from './load';

/** Sign-in, her password and her signed-in devices: the accounts domain's endpoints no page's shell needs. */
export const accountSecurityEndpoints = defineEndpoints('accounts', {
  login: {
    method: 'POST',
    path: '/accounts/login/',
    access: 'public',
    schemas: load((s) => ({ body: s.loginInput, response: s.loginOutput })),
  },
  changePassword: {
    method: 'POST',
    path: '/accounts/password/',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.changePasswordInput, response: null })),
  },
  devices: {
    method: 'GET',
    path: '/accounts/devices/',
    access: 'signed-in',
    schemas: load((s) => ({ response: s.signedInDevices })),
  },
  signOutDevice: {
    method: 'DELETE',
    path: '/accounts/devices/:id/',
    access: 'signed-in',
    schemas: load((s) => ({ params: s.deviceParam, response: null })),
  },
  signOutOtherDevices: {
    method: 'POST',
    path: '/accounts/devices/sign-out-others/',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.emptyBody, response: null })),
  },
});
