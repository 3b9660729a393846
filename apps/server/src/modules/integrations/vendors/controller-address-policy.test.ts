import { describe, expect, it } from 'vitest';
import { classifyAddress } from './address-class.ts';
import { addressRefusal, checkControllerUrl, STRICT_ADDRESS_POLICY } from './controller-address-policy.ts';
import { ControllerError } from './controller-client.ts';
import { VendorHttp } from './vendor-http.ts';

// docs/security.md I2: which addresses a controller connection may reach, and that the check is made on the
// address a name resolves to when the socket connects.

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['203.0.113.9', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['169.254.170.2', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1%eth0', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['fd00:ec2::254', 'metadata'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['::127.0.0.1', 'reserved'],
    ['2001:4860:4860::8888', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('is null for a host name', () => {
    expect(classifyAddress('dnac.example.com')).toBeNull();
  });

  it('reads every spelling of an IPv6 address alike', () => {
    expect(classifyAddress('0:0:0:0:0:ffff:7f00:0001')).toBe('loopback');
    expect(classifyAddress('FE80:0:0:0:0:0:0:1%eth0')).toBe('link-local');
    expect(classifyAddress('64:ff9b::8.8.8.8')).toBe('public');
    expect(classifyAddress('64:ff9b::a9fe:a9fe')).toBe('metadata');
  });
});

describe('addressRefusal', () => {
  const allowPrivate = { allowPrivateNetworks: true, allowedHosts: [] };
  const named = { allowPrivateNetworks: false, allowedHosts: ['dnac.lab', '10.9.9.9'] };

  it('lets public addresses through and names what it refuses', () => {
    expect(addressRefusal('Mist', 'api.mist.com', '34.1.2.3', STRICT_ADDRESS_POLICY)).toBeNull();
    expect(addressRefusal('Catalyst Center', 'dnac.lab', '10.0.0.5', STRICT_ADDRESS_POLICY)).toBe(
      'The Catalyst Center address dnac.lab (10.0.0.5) is a private network address; the server does not connect there unless CONTROLLER_ALLOW_PRIVATE_NETWORKS=true or CONTROLLER_ALLOWED_HOSTS allows it',
    );
    expect(addressRefusal('Meraki', '169.254.169.254', '169.254.169.254', allowPrivate)).toBe(
      'The Meraki address 169.254.169.254 is a cloud metadata address; the server does not connect there unless CONTROLLER_ALLOWED_HOSTS allows it',
    );
  });

  it('allows private networks by configuration, but never metadata', () => {
    expect(addressRefusal('Mist', 'mist.lab', '192.168.0.2', allowPrivate)).toBeNull();
    expect(addressRefusal('Mist', 'mist.lab', '::1', allowPrivate)).toBeNull();
    expect(addressRefusal('Mist', 'mist.lab', 'fd00:ec2::254', allowPrivate)).toMatch(/cloud metadata/);
  });

  it('allows a host named in the configuration whatever it resolves to', () => {
    expect(addressRefusal('Catalyst Center', 'DNAC.lab', '10.0.0.5', named)).toBeNull();
    expect(addressRefusal('Catalyst Center', '10.9.9.9', '10.9.9.9', named)).toBeNull();
    expect(addressRefusal('Catalyst Center', 'other.lab', '10.0.0.5', named)).toMatch(/private network/);
  });
});

describe('checkControllerUrl', () => {
  const refused = (url: string, policy = STRICT_ADDRESS_POLICY) => {
    try {
      checkControllerUrl('Mist', new URL(url), policy);
      return null;
    } catch (err) {
      expect(err).toBeInstanceOf(ControllerError);
      expect((err as ControllerError).code).toBe('ADDRESS_REFUSED');
      return (err as ControllerError).message;
    }
  };

  it('wants https unless the host is named, and refuses address literals by their class', () => {
    expect(refused('https://api.mist.com')).toBeNull();
    expect(refused('http://api.mist.com')).toBe('The Mist address must start with https://');
    expect(refused('http://127.0.0.1:8080', { allowPrivateNetworks: true, allowedHosts: [] })).toBe(
      'The Mist address must start with https://',
    );
    expect(refused('http://127.0.0.1:8080', { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1'] })).toBeNull();
    expect(refused('https://[::1]:8443')).toMatch(/^The Mist address ::1 is a loopback address/);
    expect(refused('https://[::ffff:169.254.169.254]/latest')).toMatch(/cloud metadata address/);
    expect(refused('https://169.254.169.254/latest/meta-data')).toMatch(/cloud metadata address/);
  });
});

describe('the check at connect time', () => {
  it('refuses a name that resolves to a loopback address, before any request is sent', async () => {
    // localhost passes the URL check (https, a name) and is refused only when its address is looked up.
    const client = new VendorHttp('MIST', 'https://localhost:8443');
    const err = await client.json('https://localhost:8443/api/v1/self', {}).then(
      () => null,
      (e: unknown) => e as ControllerError,
    );
    expect(err).toBeInstanceOf(ControllerError);
    expect(err!.code).toBe('ADDRESS_REFUSED');
    expect(err!.message).toMatch(/^The Mist address localhost \((127\.0\.0\.1|::1)\) is a loopback address; /);
  });
});
