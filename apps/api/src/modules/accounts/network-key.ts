import { isIPv4, isIPv6 } from 'node:net';

/** An IPv6 address as its eight 16-bit groups (a zone and a dotted IPv4 tail understood); null for anything else. */
function groupsOf(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * What sign-in throttling counts a client address as: the network one person holds. An IPv6 client
 * is given a whole /64 (and picks a new address in it as often as it likes: privacy addresses), so
 * it counts as its /64, written `2001:db8:1:2::/64`; an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`,
 * a dual-stack listener's way of writing an IPv4 client) as that IPv4 address; an IPv4 address as it
 * is. Found by an audit: keyed on the raw address, one attacker with a /64 took a new address for
 * every guess, and the per-address and per-pair limits never applied to him. Anything else (a proxy
 * that wrote no address) is kept as it is.
 */
export function networkKey(address: string): string {
  const trimmed = address.trim();
  if (isIPv4(trimmed)) return trimmed;
  const groups = groupsOf(trimmed);
  if (!groups) return trimmed;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
