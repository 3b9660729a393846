import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../../http/outbound/index.ts';
import { startCountingListener, startRedirector, type CountingListener } from '../../../testing/counting-listener.ts';
import { checkControllerUrl, STRICT_ADDRESS_POLICY } from './controller-address-policy.ts';
import { ControllerError } from './controller-client.ts';
import { VendorHttp } from './vendor-http.ts';

// docs/security.md I2 for controllers: the address an org admin types, the API calls and the floor image links a
// controller sends all pass the server's one outbound address policy (http/outbound), hop by hop, before a socket
// opens; the sentences name the host as written and the setting, never a resolved address or an errno.

async function failure(p: Promise<unknown>): Promise<ControllerError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ControllerError);
  return err as ControllerError;
}

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
    expect(refused('https://169.254.169.254/latest/meta-data')).toBe(
      'The Mist address 169.254.169.254 is a cloud metadata address; the server does not connect there unless CONTROLLER_ALLOWED_HOSTS allows it',
    );
    expect(refused('https://[2002:7f00:1::]/')).toMatch(/^The Mist address 2002:7f00:1:: is a loopback address; /);
    expect(refused('https://[::7f00:1]/')).toMatch(/loopback address/);
    expect(refused('https://10.0.0.5', { allowPrivateNetworks: true, allowedHosts: [] })).toBeNull();
    expect(refused('https://100.64.0.1')).toMatch(/carrier-grade NAT address; .*CONTROLLER_ALLOW_PRIVATE_NETWORKS=true/);
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
    expect(err!.message).toBe(
      'The Mist address localhost resolves to a loopback address; the server does not connect there unless CONTROLLER_ALLOW_PRIVATE_NETWORKS=true or CONTROLLER_ALLOWED_HOSTS allows it',
    );
  });
});

describe('every hop of a controller request, proved by a listener that counts connections', () => {
  let target: CountingListener;
  let redirector: Awaited<ReturnType<typeof startRedirector>>;
  let redirectTo = '';
  // As a DNS server could answer: the lab's controller on 127.0.0.1 (named in the policy), a shard and a CDN host on 127.0.0.2.
  const resolver: Resolver = async (name) => [{ address: name === 'lab.test' ? '127.0.0.1' : '127.0.0.2', family: 4 }];
  const policy = { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1', 'lab.test'] };

  beforeAll(async () => {
    target = await startCountingListener('127.0.0.2');
    redirector = await startRedirector((path) => (path.startsWith('/start') ? '/again' : redirectTo));
  });
  afterAll(async () => {
    await redirector?.close();
    await target?.close();
  });

  it.each([
    [
      'a loopback literal',
      () => `https://127.0.0.2:${target.port}/plan.png`,
      'Meraki floor image redirected to 127.0.0.2, which is a loopback address; ',
    ],
    [
      'an IPv4-mapped IPv6 literal',
      () => `https://[::ffff:127.0.0.2]:${target.port}/plan.png`,
      'Meraki floor image redirected to ::ffff:7f00:2, which is a loopback address; ',
    ],
    [
      'a 6to4 literal',
      () => `https://[2002:7f00:2::]:${target.port}/plan.png`,
      'Meraki floor image redirected to 2002:7f00:2::, which is a loopback address; ',
    ],
    [
      'a name resolving to loopback',
      () => `https://cdn.example.test:${target.port}/plan.png`,
      'Meraki floor image redirected to cdn.example.test, which resolves to a loopback address; ',
    ],
    [
      'the cloud metadata address',
      () => 'https://169.254.169.254/latest/meta-data/',
      'Meraki floor image redirected to 169.254.169.254, which is a cloud metadata address; ',
    ],
  ])('a floor image link redirecting to %s is refused before connecting', async (_, to, words) => {
    redirectTo = to();
    const before = target.accepted();
    const http = new VendorHttp('MERAKI', redirector.baseUrl, { addressPolicy: policy, resolver });
    const err = await failure(http.bytes(`${redirector.baseUrl}/start`, {}));
    expect(err.code).toBe('ADDRESS_REFUSED');
    expect(err.message.startsWith(words)).toBe(true);
    expect(target.accepted() - before).toBe(0);
  });

  it('a floor image link does reach the listener when the policy names its host (the count above can be 1)', async () => {
    redirectTo = `https://127.0.0.2:${target.port}/plan.png`;
    const before = target.accepted();
    const http = new VendorHttp('MERAKI', redirector.baseUrl, {
      addressPolicy: { ...policy, allowedHosts: [...policy.allowedHosts, '127.0.0.2'] },
    });
    expect((await failure(http.bytes(`${redirector.baseUrl}/start`, {}))).code).toBe('UNREACHABLE');
    expect(target.accepted() - before).toBe(1);
  });

  it('an API call redirected within the controller site to a host not allowed is refused before connecting', async () => {
    const port = new URL(redirector.baseUrl).port;
    redirectTo = `http://n2.lab.test:${target.port}/api/v1/self`;
    const before = target.accepted();
    const http = new VendorHttp('MIST', `http://lab.test:${port}`, { addressPolicy: policy, resolver });
    const err = await failure(http.json(`http://lab.test:${port}/start`, { authorization: 'Token k' }));
    expect(err.code).toBe('ADDRESS_REFUSED');
    expect(err.message).toBe(
      'Mist redirected to http://n2.lab.test; the server follows only https:// addresses unless CONTROLLER_ALLOWED_HOSTS names the host',
    );
    expect(target.accepted() - before).toBe(0);
  });

  it('an API base address that resolves to loopback is refused before connecting', async () => {
    const before = target.accepted();
    const http = new VendorHttp('MIST', `https://api.lab2.test:${target.port}`, { resolver });
    const err = await failure(http.json(http.url('/api/v1/self'), {}));
    expect(err.message).toBe(
      'The Mist address api.lab2.test resolves to a loopback address; the server does not connect there unless CONTROLLER_ALLOW_PRIVATE_NETWORKS=true or CONTROLLER_ALLOWED_HOSTS allows it',
    );
    expect(target.accepted() - before).toBe(0);
  });
});
