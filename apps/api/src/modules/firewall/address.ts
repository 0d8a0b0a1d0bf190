import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';

export type SiteAddress = { ok: true; host: string } | { ok: false; message: string };

const EXAMPLE = '예: www.ebsi.co.kr';
const NOT_AN_ADDRESS = `웹사이트 주소 형식이 아닙니다. ${EXAMPLE}`;
const INTERNAL = '학원 내부망이나 이 기기를 가리키는 주소는 신청할 수 없습니다.';

/** Names that only mean something inside a network (RFC 6761, 6762, 8375 and common habits). */
const INTERNAL_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'home.arpa',
  'localdomain',
  'test',
  'invalid',
  'example',
];

function ipv4Private(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Expands an IPv6 text to its eight 16-bit groups (the URL parser has already checked it). */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1]!.split('.').map(Number);
    text = text.slice(0, -v4[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail ? tail.split(':') : [];
  const fill = tail !== undefined ? Array(8 - h.length - t.length).fill('0') : [];
  return [...h, ...fill, ...t].map((g) => parseInt(g, 16) || 0);
}

function ipv6Private(ip: string): boolean {
  const g = ipv6Groups(ip);
  const first = g[0] ?? 0;
  if (g.slice(0, 7).every((x) => x === 0) && (g[7] === 0 || g[7] === 1)) return true; // :: and ::1
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link local
  if ((first & 0xff00) === 0xff00) return true; // multicast
  // ::ffff:a.b.c.d and the NAT64 prefix carry an IPv4 address: judge that one.
  const mapped = g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
  const nat64 = first === 0x64 && g[1] === 0xff9b;
  if (mapped || nat64) return ipv4Private(`${(g[6]! >> 8) & 255}.${g[6]! & 255}.${(g[7]! >> 8) & 255}.${g[7]! & 255}`);
  return false;
}

/**
 * Whether an IP address (v4 or v6 text, no brackets) lies inside a network: loopback, private,
 * link-local, shared, benchmarking, multicast and reserved ranges, and v6 forms carrying such a v4 one.
 * False for anything that is not an IP address.
 */
export function internalIp(ip: string): boolean {
  const kind = isIP(ip);
  return kind === 4 ? ipv4Private(ip) : kind === 6 ? ipv6Private(ip) : false;
}

/**
 * The host a website request names, or why it cannot be asked for. Takes what a student types: a full
 * `http(s)://` address or a bare host (`ebsi.co.kr`, `한국어.kr`). Refuses other schemes, anything that
 * does not parse as a web address, and addresses inside the network (loopback, private and link-local
 * ranges, `.local`-like names, single-label names) however they are spelled (`0x7f.1`, `2130706433` and
 * `[::ffff:127.0.0.1]` are the URL parser's `127.0.0.1`). Answers the lower-case ASCII (punycode) host.
 */
export function siteHost(input: string): SiteAddress {
  const text = input.trim();
  if (!text) return { ok: false, message: '사이트 주소를 입력해 주세요.' };
  if (/\s/.test(text)) return { ok: false, message: `주소에 띄어쓰기가 들어갈 수 없습니다. ${EXAMPLE}` };
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https')
    return { ok: false, message: 'http:// 또는 https://로 시작하는 웹사이트 주소만 신청할 수 있습니다.' };
  // "mailto:x", "javascript:…", "data:…": a scheme without // is not a website.
  if (!scheme && /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return { ok: false, message: NOT_AN_ADDRESS };
  let url: URL;
  try {
    url = new URL(scheme ? text : `http://${text}`);
  } catch {
    return { ok: false, message: NOT_AN_ADDRESS };
  }
  if (url.username || url.password) return { ok: false, message: '아이디나 비밀번호가 들어간 주소는 신청할 수 없습니다.' };
  const raw = url.hostname.replace(/\.$/, '');
  if (raw.startsWith('[')) {
    const ip = raw.slice(1, -1);
    if (isIP(ip) !== 6) return { ok: false, message: NOT_AN_ADDRESS };
    return ipv6Private(ip) ? { ok: false, message: INTERNAL } : { ok: true, host: ip.toLowerCase() };
  }
  if (isIP(raw) === 4) return ipv4Private(raw) ? { ok: false, message: INTERNAL } : { ok: true, host: raw };
  const host = domainToASCII(raw).toLowerCase();
  if (!host || host.length > 253) return { ok: false, message: NOT_AN_ADDRESS };
  const labels = host.split('.');
  if (labels.some((l) => !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return { ok: false, message: NOT_AN_ADDRESS };
  if (labels.length < 2) {
    return host === 'localhost' ? { ok: false, message: INTERNAL } : { ok: false, message: `도메인까지 모두 입력해 주세요. ${EXAMPLE}` };
  }
  if (INTERNAL_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`))) return { ok: false, message: INTERNAL };
  // A top-level domain is letters (or an IDN's xn--): "1.2.3" style leftovers are not websites.
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(labels.at(-1)!)) return { ok: false, message: NOT_AN_ADDRESS };
  return { ok: true, host };
}
