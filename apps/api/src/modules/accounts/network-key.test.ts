import { describe, expect, it } from 'vitest';
import { networkKey } from './network-key';

describe('the network an address counts as for sign-in throttling', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('10.0.0.1')).toBe('10.0.0.1');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    expect(networkKey('2001:db8:1:2::1')).toBe(key);
    expect(networkKey('2001:db8:1:2:a1b2:c3d4:e5f6:789')).toBe(key);
    expect(networkKey('2001:0DB8:0001:0002:FFFF:FFFF:FFFF:FFFF')).toBe(key);
    expect(networkKey('2001:db8:1:2::ffff:1.2.3.4')).toBe(key);
    expect(networkKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(networkKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(networkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(networkKey('0:0:0:0:0:ffff:10.0.0.1')).toBe('10.0.0.1');
  });

  it('keeps anything that is no address as it is', () => {
    expect(networkKey('not-an-address')).toBe('not-an-address');
    expect(networkKey('')).toBe('');
    expect(networkKey('::ffff:999.1.1.1')).toBe('::ffff:999.1.1.1');
    expect(networkKey('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
