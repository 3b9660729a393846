import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ControllerError } from './controller-client.ts';
import { VendorHttp } from './vendor-http.ts';

// The shared HTTP part against small loopback servers for what no vendor document describes: redirects,
// server errors, oversized images and a host that is not there.

// Loopback servers on http are reached because the address policy (docs/security.md I2) names them.
const LOCAL = { addressPolicy: { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1'] } };
const servers: http.Server[] = [];

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function failure(p: Promise<unknown>): Promise<ControllerError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ControllerError);
  return err as ControllerError;
}

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

describe('VendorHttp', () => {
  it('follows a redirect on the same host and keeps the key', async () => {
    const seen: (string | undefined)[] = [];
    const base = await serve((req, res) => {
      seen.push(req.headers['x-key'] as string | undefined);
      if (req.url === '/first') return res.writeHead(307, { location: '/second' }).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    const httpc = new VendorHttp('MERAKI', base, LOCAL);
    expect((await httpc.json(`${base}/first`, { 'x-key': 'secret' })).body).toEqual({ ok: true });
    expect(seen).toEqual(['secret', 'secret']);
  });

  it('sends the key on to a shard host of the same site (api.meraki.com → n123.meraki.com)', async () => {
    const seen: (string | undefined)[] = [];
    const shard = await serve((req, res) => {
      seen.push(req.headers['x-key'] as string | undefined);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"shard":true}');
    });
    const api = await serve((req, res) => {
      seen.push(req.headers['x-key'] as string | undefined);
      res.writeHead(302, { location: `http://n123.lab.test:${new URL(shard).port}/organizations` }).end();
    });
    const options = {
      addressPolicy: { allowPrivateNetworks: false, allowedHosts: ['api.lab.test', 'n123.lab.test'] },
      resolver: async () => [{ address: '127.0.0.1', family: 4 }],
    };
    const base = `http://api.lab.test:${new URL(api).port}`;
    const httpc = new VendorHttp('MERAKI', base, options);
    expect((await httpc.json(`${base}/organizations`, { 'x-key': 'secret' })).body).toEqual({ shard: true });
    expect(seen).toEqual(['secret', 'secret']);
  });

  it('never sends the key on to another host', async () => {
    const elsewhere: string[] = [];
    const other = await serve((req, res) => {
      elsewhere.push(String(req.headers['x-key']));
      res.end('{}');
    });
    const port = new URL(other).port;
    const base = await serve((_req, res) => res.writeHead(302, { location: `http://localhost:${port}/steal` }).end());
    const err = await failure(new VendorHttp('MERAKI', base, LOCAL).json(`${base}/organizations`, { 'x-key': 'secret' }));
    expect(err.code).toBe('BAD_RESPONSE');
    expect(err.message).toMatch(/sent the request on to localhost/);
    expect(elsewhere).toEqual([]);
  });

  it('words a server error with its status', async () => {
    const base = await serve((_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"errors":["boom"]}'));
    const err = await failure(new VendorHttp('MIST', base, LOCAL).json(`${base}/api/v1/self`, {}));
    expect(err.code).toBe('BAD_RESPONSE');
    expect(err.message).toBe('Mist answered 500 Internal Server Error: {"errors":["boom"]}');
  });

  it('refuses an answer that is not JSON', async () => {
    const base = await serve((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>'));
    const err = await failure(new VendorHttp('MIST', base, LOCAL).json(`${base}/api/v1/self`, {}));
    expect(err.message).toBe('Mist answered something that is not JSON at /api/v1/self');
  });

  it('refuses a floor image announced past the size limit without reading it', async () => {
    const base = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(60 * 1024 * 1024) }).end(),
    );
    const err = await failure(new VendorHttp('MERAKI', base, LOCAL).bytes(`${base}/plan.png`, {}));
    expect(err.message).toBe('Meraki sent a floor image larger than 50 MB');
  });

  it('says the controller could not be reached when nothing listens, and keeps the errno for the debug log', async () => {
    const base = await serve((_req, res) => res.end());
    const gone = servers.pop()!;
    await new Promise((resolve) => gone.close(resolve));
    const logged: { detail?: string }[] = [];
    const log = { debug: (fields: object) => logged.push(fields) };
    const err = await failure(new VendorHttp('MIST', base, { ...LOCAL, log }).json(`${base}/api/v1/self`, {}));
    expect(err.code).toBe('UNREACHABLE');
    expect(err.message).toBe(`Mist could not be reached at ${new URL(base).host}`);
    expect(logged.map((f) => f.detail)).toEqual([expect.stringMatching(/^ECONNREFUSED/)]);
  });
});
