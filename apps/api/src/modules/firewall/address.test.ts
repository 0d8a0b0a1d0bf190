import { describe, expect, it } from 'vitest';
import { siteHost } from './address';

describe('siteHost', () => {
  it.each([
    ['https://www.EBSI.co.kr/main?x=1', 'www.ebsi.co.kr'],
    ['megastudy.net', 'megastudy.net'],
    ['ebsi.co.kr:8080/path', 'ebsi.co.kr'],
    ['ebsi.co.kr.', 'ebsi.co.kr'],
    ['한국어강의.kr', 'xn--939amzz64cbqbq66a.kr'],
    ['8.8.8.8', '8.8.8.8'],
    ['http://[2001:db8::1]/', '2001:db8::1'],
  ])('%s is the host %s', (input, host) => {
    expect(siteHost(input)).toEqual({ ok: true, host });
  });

  it.each([
    'localhost',
    'http://localhost:3000',
    'app.localhost',
    '127.0.0.1',
    '127.1',
    '0x7f.1',
    'http://2130706433/',
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '[::1]',
    '[::]',
    '[fc00::1]',
    '[fdab::1]',
    '[fe80::1]',
    '[::ffff:192.168.1.1]',
    '[64:ff9b::a00:1]',
    'printer.local',
    'nas.home.arpa',
    'wiki.internal',
  ])('%s is inside the network', (input) => {
    const r = siteHost(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe('학원 내부망이나 이 기기를 가리키는 주소는 신청할 수 없습니다.');
  });

  it.each([
    '',
    ' ',
    'hello world',
    'javascript:alert(1)',
    'mailto:a@b.kr',
    'ftp://a.com',
    'file:///etc/passwd',
    'intranet',
    'exa_mple.com',
    'a.b.123',
    'user:pw@a.com',
    'http://',
    '*.ebsi.co.kr',
  ])('%j is not a website address', (input) => {
    expect(siteHost(input).ok).toBe(false);
  });

  it('keeps public ranges next to private ones', () => {
    expect(siteHost('172.32.0.1')).toEqual({ ok: true, host: '172.32.0.1' });
    expect(siteHost('11.0.0.1')).toEqual({ ok: true, host: '11.0.0.1' });
  });
});
