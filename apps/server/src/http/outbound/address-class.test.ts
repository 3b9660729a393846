import { describe, expect, it } from 'vitest';
import { classifyAddress } from './address-class.ts';
import { refusedClass, schemeAllowed, STRICT_ADDRESS_POLICY } from './address-policy.ts';

// docs/security.md I2: which network an address is on, whatever its spelling, and what the policy lets through.

describe('classifyAddress', () => {
  it.each([
    // IPv4
    ['8.8.8.8', 'public'],
    ['203.0.113.9', 'public'],
    ['172.32.0.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['169.254.170.2', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['192.0.0.170', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    // IPv6
    ['2001:4860:4860::8888', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1%eth0', 'link-local'],
    ['FE80:0:0:0:0:0:0:1%eth0', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['fd00:ec2::254', 'metadata'],
    ['100::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['::2:0:0:1', 'reserved'],
    // IPv4-mapped ::ffff:0:0/96 and translated ::ffff:0:0:0/96: the IPv4 address inside
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    // IPv4-compatible ::/96 (deprecated): a non-public IPv4 inside by its class, a public one reserved
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::169.254.169.254', 'metadata'],
    ['::8.8.8.8', 'reserved'],
    // NAT64 64:ff9b::/96 and the local-use 64:ff9b:1::/48
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b:1::8.8.8.8', 'private'],
    // 6to4 2002::/16: the IPv4 address in bits 16–47
    ['2002:7f00:1::', 'loopback'],
    ['2002:7f00:0001:0:0:0:0:1', 'loopback'],
    ['2002:a9fe:a9fe::1', 'metadata'],
    ['2002:c0a8:0101::', 'private'],
    ['2002:0808:0808::1', 'public'],
    // Teredo 2001::/32: the server in bits 32–63, the client inverted in the last 32
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback'],
    ['2001:0:7f00:1:8000:63bf:f7f7:f7f7', 'loopback'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('is null for a host name', () => {
    expect(classifyAddress('dnac.example.com')).toBeNull();
    expect(classifyAddress('localhost')).toBeNull();
  });
});

describe('the policy', () => {
  const allowPrivate = { allowPrivateNetworks: true, allowedHosts: [] };
  const named = { allowPrivateNetworks: false, allowedHosts: ['dnac.lab', '10.9.9.9'] };

  it('lets public addresses through and names the class it refuses', () => {
    expect(refusedClass('api.mist.com', '34.1.2.3', STRICT_ADDRESS_POLICY)).toBeNull();
    expect(refusedClass('dnac.lab', '10.0.0.5', STRICT_ADDRESS_POLICY)).toBe('private');
    expect(refusedClass('x.test', '2002:7f00:1::', STRICT_ADDRESS_POLICY)).toBe('loopback');
    expect(refusedClass('x.test', 'not-an-address', STRICT_ADDRESS_POLICY)).toBe('reserved');
  });

  it('opens private networks by configuration, never metadata, unspecified, multicast or reserved', () => {
    for (const address of ['192.168.0.2', '::1', 'fd12::1', '100.64.0.9', 'fe80::1', '::ffff:10.0.0.1']) {
      expect(refusedClass('lab', address, allowPrivate)).toBeNull();
    }
    expect(refusedClass('lab', 'fd00:ec2::254', allowPrivate)).toBe('metadata');
    expect(refusedClass('lab', '2002:a9fe:a9fe::', allowPrivate)).toBe('metadata');
    expect(refusedClass('lab', '0.0.0.0', allowPrivate)).toBe('unspecified');
    expect(refusedClass('lab', 'ff02::1', allowPrivate)).toBe('multicast');
    expect(refusedClass('lab', '240.0.0.1', allowPrivate)).toBe('reserved');
  });

  it('lets a host named in the configuration reach whatever it resolves to, over http too', () => {
    expect(refusedClass('DNAC.lab', '10.0.0.5', named)).toBeNull();
    expect(refusedClass('10.9.9.9', '10.9.9.9', named)).toBeNull();
    expect(refusedClass('other.lab', '10.0.0.5', named)).toBe('private');
    expect(schemeAllowed(new URL('http://dnac.lab:8080/'), named)).toBe(true);
    expect(schemeAllowed(new URL('http://other.lab/'), named)).toBe(false);
    expect(schemeAllowed(new URL('https://other.lab/'), named)).toBe(true);
    expect(schemeAllowed(new URL('file:///etc/passwd'), named)).toBe(false);
  });
});
