import { BlockList, isIP } from 'node:net';

/**
 * What kind of network an IP address is on, for docs/security.md I2 (controller addresses): only 'public' is
 * reachable without the operator's say-so. Ranges: RFC 1122 (0/8, 127/8), RFC 1918 (10/8, 172.16/12,
 * 192.168/16), RFC 6598 (100.64/10 carrier-grade NAT), RFC 3927 (169.254/16), RFC 5771 (224/4), RFC 1112
 * (240/4), RFC 4291 (::, ::1, fe80::/10, ff00::/8, ::ffff:0:0/96 IPv4-mapped), RFC 4193 (fc00::/7), RFC 3879
 * (fec0::/10 site-local), RFC 6052 (64:ff9b::/96 NAT64, judged by the IPv4 address inside), and the cloud
 * instance metadata addresses (AWS, GCP, Azure 169.254.169.254; AWS ECS 169.254.170.2; Alibaba 100.100.100.200;
 * AWS IPv6 fd00:ec2::254), which are refused even where private networks are allowed.
 */

export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'unspecified' | 'multicast' | 'reserved';

type Subnet = readonly [network: string, prefix: number];

// In the order they are tried: a metadata address lies inside a link-local or private range.
const RANGES: ReadonlyArray<readonly [Exclude<AddressClass, 'public'>, v4: Subnet[], v6: Subnet[]]> = [
  [
    'metadata',
    [
      ['169.254.169.254', 32],
      ['169.254.170.2', 32],
      ['100.100.100.200', 32],
    ],
    [['fd00:ec2::254', 128]],
  ],
  ['unspecified', [['0.0.0.0', 8]], [['::', 128]]],
  ['loopback', [['127.0.0.0', 8]], [['::1', 128]]],
  [
    'private',
    [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
      ['100.64.0.0', 10],
    ],
    [
      ['fc00::', 7],
      ['fec0::', 10],
    ],
  ],
  ['link-local', [['169.254.0.0', 16]], [['fe80::', 10]]],
  ['multicast', [['224.0.0.0', 4]], [['ff00::', 8]]],
  ['reserved', [['240.0.0.0', 4]], []],
];

/** The NAT64 (64:ff9b::/96) twin of an IPv4 subnet: a NAT64 gateway reaches the same hosts. */
function nat64Of([network, prefix]: Subnet): Subnet {
  const [a = 0, b = 0, c = 0, d = 0] = network.split('.').map(Number);
  return [`64:ff9b::${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`, 96 + prefix];
}

function blockListOf(v4: Subnet[], v6: Subnet[]): BlockList {
  const list = new BlockList();
  // Node checks IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) against the IPv4 subnets itself.
  for (const [network, prefix] of v4) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of [...v6, ...v4.map(nat64Of)]) list.addSubnet(network, prefix, 'ipv6');
  return list;
}

const CLASSES = RANGES.map(([kind, v4, v6]) => [kind, blockListOf(v4, v6)] as const);
// A mapped or NAT64 address no range above claims is the public IPv4 host inside it; the rest of ::/8 is not routable.
const EMBEDDED_V4 = blockListOf(
  [],
  [
    ['::ffff:0:0', 96],
    ['64:ff9b::', 96],
  ],
);
const RESERVED_V6 = blockListOf([], [['::', 8]]);

/** The class of an IP address literal (IPv4, IPv6 with or without brackets or zone); null when it is not one. */
export function classifyAddress(address: string): AddressClass | null {
  const ip = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  const family = isIP(ip);
  if (family === 0) return null;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const [kind, list] of CLASSES) if (list.check(ip, type)) return kind;
  if (type === 'ipv6' && !EMBEDDED_V4.check(ip, type) && RESERVED_V6.check(ip, type)) return 'reserved';
  return 'public';
}
