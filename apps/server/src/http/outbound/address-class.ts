import { isIPv4, isIPv6 } from 'node:net';

/**
 * What kind of network an IP address is on, for the outbound address policy (docs/security.md I2): only 'public'
 * is reached without the operator's say-so. IPv4: RFC 1122 (0/8, 127/8), RFC 1918 (10/8, 172.16/12, 192.168/16),
 * RFC 6598 (100.64/10 carrier-grade NAT), RFC 3927 (169.254/16), RFC 5771 (224/4), RFC 1112 (240/4), RFC 6890
 * (192.0.0/24, 198.18/15). IPv6: RFC 4291 (::, ::1, fe80::/10, ff00::/8, the rest of ::/8), RFC 4193 (fc00::/7),
 * RFC 3879 (fec0::/10), RFC 8215 (64:ff9b:1::/48), RFC 3849 (2001:db8::/32). An IPv6 address that carries an IPv4
 * address — mapped ::ffff:0:0/96, translated ::ffff:0:0:0/96, compatible ::/96, NAT64 64:ff9b::/96, 6to4 2002::/16,
 * Teredo 2001::/32 — is judged by the IPv4 address inside, since that is where the packets end up. The cloud
 * instance metadata addresses (AWS, GCP, Azure 169.254.169.254; AWS ECS 169.254.170.2; Alibaba 100.100.100.200;
 * AWS IPv6 fd00:ec2::254) are a class of their own, which nothing but a host named by the operator reaches.
 */

export type AddressClass =
  'public' | 'loopback' | 'private' | 'unique-local' | 'cgnat' | 'link-local' | 'metadata' | 'unspecified' | 'multicast' | 'reserved';

type V4Range = readonly [AddressClass, network: string, prefix: number];

// In the order they are tried: a metadata address lies inside a link-local or CGNAT range.
const V4_RANGES: readonly V4Range[] = [
  ['metadata', '169.254.169.254', 32],
  ['metadata', '169.254.170.2', 32],
  ['metadata', '100.100.100.200', 32],
  ['unspecified', '0.0.0.0', 8],
  ['loopback', '127.0.0.0', 8],
  ['private', '10.0.0.0', 8],
  ['private', '172.16.0.0', 12],
  ['private', '192.168.0.0', 16],
  ['cgnat', '100.64.0.0', 10],
  ['link-local', '169.254.0.0', 16],
  ['reserved', '192.0.0.0', 24],
  ['reserved', '198.18.0.0', 15],
  ['multicast', '224.0.0.0', 4],
  ['reserved', '240.0.0.0', 4],
];

function v4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => ((n << 8) | Number(part)) >>> 0, 0);
}

const V4_TABLE = V4_RANGES.map(([kind, network, prefix]) => [kind, v4Number(network), prefix] as const);

function classifyV4(ip: number): AddressClass {
  for (const [kind, network, prefix] of V4_TABLE) {
    const shift = 32 - prefix;
    if (prefix === 0 || ip >>> shift === network >>> shift) return kind;
  }
  return 'public';
}

/** The 16 bytes of a valid IPv6 address, in any of its spellings (`::`, a dotted IPv4 tail, upper case). */
function v6Bytes(ip: string): Uint8Array {
  let text = ip.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const n = parseInt(group, 16);
    bytes[2 * i] = n >> 8;
    bytes[2 * i + 1] = n & 0xff;
  });
  return bytes;
}

function v6Prefix(network: string, prefix: number): readonly [Uint8Array, number] {
  return [v6Bytes(network), prefix];
}

function within(bytes: Uint8Array, [network, prefix]: readonly [Uint8Array, number]): boolean {
  const whole = Math.floor(prefix / 8);
  for (let i = 0; i < whole; i++) if (bytes[i] !== network[i]) return false;
  const rest = prefix % 8;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((bytes[whole] ?? 0) & mask) === ((network[whole] ?? 0) & mask);
}

function v4At(bytes: Uint8Array, offset: number, xor = 0): number {
  return (((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) ^ xor) >>> 0;
}

const V6_METADATA = v6Prefix('fd00:ec2::254', 128);
const V6_UNSPECIFIED = v6Prefix('::', 128);
const V6_LOOPBACK = v6Prefix('::1', 128);
// Prefixes whose last 32 bits are an IPv4 address the packets are delivered to.
const V6_TAIL_V4 = [v6Prefix('::ffff:0:0', 96), v6Prefix('::ffff:0:0:0', 96), v6Prefix('64:ff9b::', 96)];
const V6_COMPATIBLE = v6Prefix('::', 96);
const V6_6TO4 = v6Prefix('2002::', 16);
const V6_TEREDO = v6Prefix('2001::', 32);
const V6_RANGES: ReadonlyArray<readonly [AddressClass, readonly [Uint8Array, number]]> = [
  ['private', v6Prefix('64:ff9b:1::', 48)],
  ['unique-local', v6Prefix('fc00::', 7)],
  ['private', v6Prefix('fec0::', 10)],
  ['link-local', v6Prefix('fe80::', 10)],
  ['multicast', v6Prefix('ff00::', 8)],
  ['reserved', v6Prefix('::', 8)],
  ['reserved', v6Prefix('100::', 64)],
  ['reserved', v6Prefix('2001:db8::', 32)],
];

function classifyV6(bytes: Uint8Array): AddressClass {
  if (within(bytes, V6_METADATA)) return 'metadata';
  if (within(bytes, V6_UNSPECIFIED)) return 'unspecified';
  if (within(bytes, V6_LOOPBACK)) return 'loopback';
  if (V6_TAIL_V4.some((range) => within(bytes, range))) return classifyV4(v4At(bytes, 12));
  // Deprecated (RFC 4291 2.5.5.1): nothing public is reached this way, so a public IPv4 inside is still refused.
  if (within(bytes, V6_COMPATIBLE)) return orReserved(classifyV4(v4At(bytes, 12)));
  if (within(bytes, V6_6TO4)) return classifyV4(v4At(bytes, 2));
  if (within(bytes, V6_TEREDO)) {
    // RFC 4380 4: the server's address in bits 32–63, the client's (the destination) inverted in the last 32.
    const client = classifyV4(v4At(bytes, 12, 0xffffffff));
    return client !== 'public' ? client : classifyV4(v4At(bytes, 4));
  }
  for (const [kind, range] of V6_RANGES) if (within(bytes, range)) return kind;
  return 'public';
}

function orReserved(kind: AddressClass): AddressClass {
  return kind === 'public' ? 'reserved' : kind;
}

/** The class of an IP address literal (IPv4, IPv6 with or without brackets or zone); null when it is not one. */
export function classifyAddress(address: string): AddressClass | null {
  const ip = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  if (isIPv4(ip)) return classifyV4(v4Number(ip));
  if (isIPv6(ip)) return classifyV6(v6Bytes(ip));
  return null;
}
