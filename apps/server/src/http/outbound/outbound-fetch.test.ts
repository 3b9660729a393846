import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingListener, startRedirector, type CountingListener } from '../../testing/counting-listener.ts';
import type { OutboundAddressPolicy } from './address-policy.ts';
import { OutboundFailed, OutboundRefused } from './outbound-errors.ts';
import { outboundFetch } from './outbound-fetch.ts';
import type { Resolver } from './pinned-agent.ts';

// docs/security.md I2: every hop of an outbound request is judged before a socket opens. The first hop goes to a
// redirector on 127.0.0.1 that the policy names (as CONTROLLER_ALLOWED_HOSTS would); it sends the request on, in
// two steps, to a target whose listener counts the connections it accepts. A refused target must count zero.

let target: CountingListener;
let redirector: Awaited<ReturnType<typeof startRedirector>>;
let redirectTo = '';
const resolver: Resolver = async (name) => {
  if (name === 'rebound.test') return [{ address: '127.0.0.2', family: 4 }];
  if (name === 'mixed.test')
    return [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.2', family: 4 },
    ];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  target = await startCountingListener('127.0.0.2');
  redirector = await startRedirector((path) => (path === '/start' ? '/again' : redirectTo));
});
afterAll(async () => {
  await redirector?.close();
  await target?.close();
});

const onlyRedirector: OutboundAddressPolicy = { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1'] };

async function outcome(to: string, policy = onlyRedirector): Promise<OutboundRefused | OutboundFailed | number> {
  redirectTo = to;
  return outboundFetch(`${redirector.baseUrl}/start`, { policy, resolver }).then(
    ({ response }) => response.status,
    (error: unknown) => {
      if (error instanceof OutboundRefused || error instanceof OutboundFailed) return error;
      throw error;
    },
  );
}

describe('a redirect chain to a forbidden address', () => {
  const p = () => target.port;
  it.each([
    ['a loopback literal', () => `https://127.0.0.2:${p()}/plan.png`, 'loopback', false],
    ['an IPv4-mapped IPv6 literal', () => `https://[::ffff:127.0.0.2]:${p()}/plan.png`, 'loopback', false],
    ['the hex spelling of a mapped address', () => `https://[::ffff:7f00:2]:${p()}/plan.png`, 'loopback', false],
    ['a 6to4 literal carrying 127.0.0.2', () => `https://[2002:7f00:2::]:${p()}/plan.png`, 'loopback', false],
    ['a name resolving to loopback', () => `https://rebound.test:${p()}/plan.png`, 'loopback', true],
    ['a name with one public and one loopback address', () => `https://mixed.test:${p()}/plan.png`, 'loopback', true],
    ['a decimal spelling of 127.0.0.2', () => `https://2130706434:${p()}/plan.png`, 'loopback', false],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', 'scheme', false],
    ['the cloud metadata address over https', () => 'https://169.254.169.254/latest/meta-data/', 'metadata', false],
  ])('is refused before connecting: %s', async (_, to, kind, resolved) => {
    const before = { target: target.accepted(), redirector: redirector.requests() };
    const error = await outcome(to());
    expect(error).toBeInstanceOf(OutboundRefused);
    const refused = error as OutboundRefused;
    expect(refused.hop).toBe(2);
    expect(refused.refusal).toEqual(kind === 'scheme' ? { reason: 'scheme' } : { reason: 'address', addressClass: kind, resolved });
    // The redirector answered both steps; the target saw nothing.
    expect(redirector.requests() - before.redirector).toBe(2);
    expect(target.accepted() - before.target).toBe(0);
    // What a caller could echo names no address and no errno.
    expect(refused.message).toBe('The server does not connect to that address');
  });

  // The same chains with the target allowed: the listener does count them, so its zero above means something.
  it.each([
    ['a loopback literal', () => `https://127.0.0.2:${target.port}/`, '127.0.0.2'],
    ['an IPv4-mapped IPv6 literal', () => `https://[::ffff:127.0.0.2]:${target.port}/`, '::ffff:127.0.0.2'],
    ['a name resolving to loopback', () => `https://rebound.test:${target.port}/`, 'rebound.test'],
  ])('reaches the listener when the policy names the target: %s', async (_, to, host) => {
    const before = target.accepted();
    const error = await outcome(to(), { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1', host] });
    expect(error).toBeInstanceOf(OutboundFailed);
    expect(target.accepted() - before).toBe(1);
  });

  it('reaches a loopback target when private networks are allowed, but never the metadata address', async () => {
    const loose = { allowPrivateNetworks: true, allowedHosts: ['127.0.0.1'] };
    const before = target.accepted();
    expect(await outcome(`https://127.0.0.2:${target.port}/`, loose)).toBeInstanceOf(OutboundFailed);
    expect(target.accepted() - before).toBe(1);
    const metadata = await outcome('https://[::ffff:169.254.169.254]/latest/', loose);
    expect((metadata as OutboundRefused).refusal).toEqual({ reason: 'address', addressClass: 'metadata', resolved: false });
  });
});

describe('outboundFetch', () => {
  const servers: http.Server[] = [];
  afterAll(async () => {
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise((resolve) => s.close(resolve));
    }
  });
  async function serve(handler: http.RequestListener): Promise<number> {
    const server = http.createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  it('connects to the address the resolver gave and keeps the name as the Host', async () => {
    const seen: string[] = [];
    const port = await serve((req, res) => {
      seen.push(String(req.headers.host));
      res.end('ok');
    });
    const pinned: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const { response } = await outboundFetch(`http://idp.lab.test:${port}/m`, {
      policy: { allowPrivateNetworks: false, allowedHosts: ['idp.lab.test'] },
      resolver: pinned,
    });
    expect(await response.text()).toBe('ok');
    expect(seen).toEqual([`idp.lab.test:${port}`]);
  });

  it('keeps keys on their origin: a redirect to another origin carries only the accept header', async () => {
    const seen: Record<string, string | undefined>[] = [];
    const other = await serve((req, res) => {
      seen.push({ key: req.headers['x-key'] as string | undefined, accept: req.headers.accept });
      res.end('{}');
    });
    const first = await serve((_req, res) => res.writeHead(307, { location: `http://localhost:${other}/next` }).end());
    const policy = { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1', 'localhost'] };
    const { response, url } = await outboundFetch(`http://127.0.0.1:${first}/`, {
      policy,
      headers: { 'x-key': 'secret', accept: 'application/json' },
    });
    await response.text();
    expect(url.host).toBe(`localhost:${other}`);
    expect(seen).toEqual([{ key: undefined, accept: 'application/json' }]);
  });

  it('stops after the hop limit and when the caller refuses a redirect', async () => {
    const port = await serve((req, res) => res.writeHead(302, { location: `/n${Number(req.url!.slice(2) || 0) + 1}` }).end());
    const policy = { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1'] };
    const loop = await outboundFetch(`http://127.0.0.1:${port}/n0`, { policy, maxRedirects: 3 }).catch((e: unknown) => e);
    expect(loop).toMatchObject({ reason: 'too-many-redirects', hop: 3 });
    const refused = await outboundFetch(`http://127.0.0.1:${port}/n0`, { policy, mayFollow: () => false }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ reason: 'redirect-refused', hop: 1 });
  });

  it('keeps the connect error for the debug log and out of the message', async () => {
    const port = await serve((_req, res) => res.end());
    const gone = servers.pop()!;
    await new Promise((resolve) => gone.close(resolve));
    const logged: object[] = [];
    const error = (await outboundFetch(`http://127.0.0.1:${port}/`, {
      policy: { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1'] },
      log: { debug: (fields) => logged.push(fields) },
    }).catch((e: unknown) => e)) as OutboundFailed;
    expect(error).toBeInstanceOf(OutboundFailed);
    expect(error.reason).toBe('unreachable');
    expect(error.message).toBe('The address could not be reached');
    expect(error.detail).toMatch(/ECONNREFUSED/);
    expect(logged).toEqual([expect.objectContaining({ event: 'outbound.stopped', reason: 'unreachable', detail: error.detail })]);
  });
});
