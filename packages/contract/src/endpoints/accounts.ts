import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const accountsEndpoints = defineEndpoints('accounts', {
  login: {
    method: 'POST',
    path: '/accounts/login/',
    access: 'public',
    schemas: load((s) => ({ body: s.loginInput, response: s.loginOutput })),
  },
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
  changePassword: {
    method: 'POST',
    path: '/accounts/password/',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.changePasswordInput, response: null })),
  },
  sendErpRefresh: {
    method: 'POST',
    path: '/accounts/erp/send-refresh/',
    access: 'signed-in',
    schemas: load(() => ({ response: null })),
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
