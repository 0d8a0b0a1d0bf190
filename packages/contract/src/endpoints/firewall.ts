import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const firewallEndpoints = defineEndpoints('firewall', {
  mine: {
    method: 'GET',
    path: '/firewall/',
    access: ['student'],
    schemas: load((s) => ({ response: s.myFirewall })),
  },
  request: {
    method: 'POST',
    path: '/firewall/',
    access: ['student'],
    status: 201,
    schemas: load((s) => ({ body: s.createFirewallRequestInput, response: s.firewallRequest })),
  },
  withdraw: {
    method: 'DELETE',
    path: '/firewall/:id/',
    access: ['student'],
    schemas: load((s) => ({ params: s.idParam, response: null })),
  },
  queue: {
    method: 'GET',
    path: '/staff/firewall/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ response: s.staffFirewall })),
  },
  decide: {
    method: 'POST',
    path: '/staff/firewall/:id/decision/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.firewallDecisionInput, response: s.firewallRequest })),
  },
  revoke: {
    method: 'POST',
    path: '/staff/firewall/:id/revoke/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.emptyBody, response: s.firewallRequest })),
  },
});
