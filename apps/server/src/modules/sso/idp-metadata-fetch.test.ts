import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../http/outbound/index.ts';
import { startCountingListener, startRedirector, type CountingListener } from '../../testing/counting-listener.ts';
import { fetchIdpMetadata } from './idp-metadata-fetch.ts';
import { IdpMetadataError } from './idp-metadata.ts';

// docs/security.md I2 and A7: an IdP metadata URL passes the same outbound address policy as a controller, every
// redirect judged before a socket opens; the admin's message names no address and no errno.

let target: CountingListener;
let redirector: Awaited<ReturnType<typeof startRedirector>>;
let redirectTo = '';
const resolver: Resolver = async () => [{ address: '127.0.0.2', family: 4 }];
const policy = { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1'] };

beforeAll(async () => {
  target = await startCountingListener('127.0.0.2');
  redirector = await startRedirector((path) => (path === '/start' ? '/again' : redirectTo));
});
afterAll(async () => {
  await redirector?.close();
  await target?.close();
});

async function refusal(url: string, options: Parameters<typeof fetchIdpMetadata>[1]): Promise<string> {
  const error = await fetchIdpMetadata(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdpMetadataError);
  return (error as Error).message;
}

describe('fetching IdP metadata', () => {
  it.each([
    ['a loopback literal', () => `https://127.0.0.2:${target.port}/metadata`],
    ['an IPv4-mapped IPv6 literal', () => `https://[::ffff:127.0.0.2]:${target.port}/metadata`],
    ['an IPv4-compatible IPv6 literal', () => `https://[::127.0.0.2]:${target.port}/metadata`],
    ['a 6to4 literal', () => `https://[2002:7f00:2::]:${target.port}/metadata`],
    ['a name resolving to loopback', () => `https://idp.rebound.test:${target.port}/metadata`],
    ['the cloud metadata address', () => 'https://169.254.169.254/latest/meta-data/'],
  ])('refuses a redirect chain to %s before connecting', async (_, to) => {
    redirectTo = to();
    const before = { target: target.accepted(), redirector: redirector.requests() };
    expect(await refusal(`${redirector.baseUrl}/start`, { policy, resolver })).toBe(
      'The metadata URL redirects to a private or local address.',
    );
    expect(redirector.requests() - before.redirector).toBe(2);
    expect(target.accepted() - before.target).toBe(0);
  });

  it('reaches the listener when the policy names the target (so the zero above is a real zero)', async () => {
    redirectTo = `https://127.0.0.2:${target.port}/metadata`;
    const before = target.accepted();
    const named = { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1', '127.0.0.2'] };
    expect(await refusal(`${redirector.baseUrl}/start`, { policy: named })).toBe('The metadata URL could not be read.');
    expect(target.accepted() - before).toBe(1);
  });

  it('refuses a first address that is or resolves to a non-public address, and plain http', async () => {
    const before = target.accepted();
    expect(await refusal(`https://[::ffff:7f00:2]:${target.port}/m`, {})).toBe('The metadata URL points to a private or local address.');
    expect(await refusal(`https://idp.rebound.test:${target.port}/m`, { resolver })).toBe(
      'The metadata URL points to a private or local address.',
    );
    expect(await refusal(`https://localhost:${target.port}/m`, {})).toBe('The metadata URL points to a private or local address.');
    expect(await refusal(`http://idp.example/metadata`, {})).toBe('The metadata URL must use https.');
    expect(target.accepted() - before).toBe(0);
  });

  it('echoes no connect error: the errno goes to the debug log', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    const logged: string[] = [];
    const log = { debug: (fields: object) => logged.push(JSON.stringify(fields)) };
    expect(await refusal(`http://127.0.0.1:${port}/metadata`, { policy, log })).toBe('The metadata URL could not be read.');
    expect(logged.join('\n')).toMatch(/ECONNREFUSED/);
  });

  it('reads metadata from a host the policy names, following its redirects', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/old') return res.writeHead(301, { location: '/metadata' }).end();
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end('<EntityDescriptor entityID="x"/>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      expect(await fetchIdpMetadata(`http://127.0.0.1:${port}/old`, { policy })).toBe('<EntityDescriptor entityID="x"/>');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
