import net from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@airscope/contracts';
import { createTestApp, type TestApp, type TestSession } from '../testing/test-app.ts';
import { BODY_TEXT } from './body-parsers.ts';
import { HEADERS_TOO_LARGE_TEXT } from './client-errors.ts';
import { INPUT_GUARD_TEXT } from './input-guards.ts';

/** How a route refuses: the product's error body, RFC 6749's on the OAuth routes, a redirect on the SAML post. */
type Refuses = 'product' | 'oauth' | 'saml';
type Encoding = 'json' | 'form' | 'raw';

interface Target {
  name: string;
  method: 'POST' | 'PUT';
  encoding: Encoding;
  signedIn: boolean;
  refuses: Refuses;
  url: () => string;
  /** The media type the route takes (for the raw routes, one of theirs). */
  type: string;
}

const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc3]);
const bytes = (...parts: Array<string | Buffer>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));

/** Bodies each encoding's parser must refuse as the client's error (400), with the text the client reads. */
const MALFORMED: Record<'json' | 'form', Array<{ name: string; body: string | Buffer; text: string }>> = {
  json: [
    { name: 'truncated JSON', body: '{"a":', text: BODY_TEXT.notJson },
    { name: 'a bare word', body: 'undefined', text: BODY_TEXT.notJson },
    { name: 'invalid UTF-8 bytes', body: bytes('{"a":"', INVALID_UTF8, '"}'), text: BODY_TEXT.notUtf8 },
    { name: '__proto__ key', body: '{"__proto__":{"x":1}}', text: INPUT_GUARD_TEXT.prototypeKey },
    { name: 'nested __proto__ key', body: '{"a":[{"__proto__":{"isAdmin":true}}]}', text: INPUT_GUARD_TEXT.prototypeKey },
    { name: 'constructor.prototype', body: '{"constructor":{"prototype":{"x":1}}}', text: INPUT_GUARD_TEXT.prototypeKey },
  ],
  form: [
    { name: 'invalid UTF-8 bytes', body: bytes('client_id=', INVALID_UTF8), text: BODY_TEXT.notUtf8 },
    { name: 'a %-escape of bytes that are not UTF-8', body: 'client_id=%ff%fe', text: BODY_TEXT.notUtf8 },
    { name: 'a cut %-escape', body: 'client_id=%E2%82', text: BODY_TEXT.notUtf8 },
    { name: '__proto__ field', body: '__proto__=x&client_id=airscope-agent', text: INPUT_GUARD_TEXT.prototypeKey },
  ],
};

const WRONG_TYPES: Record<Encoding, Array<{ type: string; body: string | Buffer }>> = {
  json: [
    { type: 'application/x-www-form-urlencoded', body: 'a=1' },
    { type: 'text/plain', body: '{}' },
    { type: 'application/xml', body: '<a/>' },
    { type: 'image/png', body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    { type: 'multipart/form-data; boundary=x', body: '--x--' },
  ],
  form: [
    { type: 'application/json', body: '{"a":' },
    { type: 'application/json', body: '{"__proto__":{"x":1}}' },
    { type: 'text/plain', body: 'a=1' },
    { type: 'application/octet-stream', body: INVALID_UTF8 },
  ],
  raw: [
    { type: 'application/json', body: '{"a":' },
    { type: 'application/x-www-form-urlencoded', body: '__proto__=x' },
    { type: 'text/plain', body: 'x' },
    { type: 'application/xml', body: '<a/>' },
  ],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A refusal in the shape its route promises: never the framework's own shape, never a 5xx. */
function expectWellFormedRefusal(response: LightMyRequestResponse, target: Target, where: string) {
  expect(response.statusCode, `${where}: ${response.body}`).toBeLessThan(500);
  if (target.refuses === 'saml' && response.statusCode === 303) {
    expect(response.headers.location, where).toBe('/saml-consume?error=invalid-response');
    return;
  }
  expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const body = response.json();
  if (target.refuses === 'oauth' && [400, 401].includes(response.statusCode)) {
    expect(body, where).toEqual({ error: expect.stringMatching(/^[a-z_]+$/), error_description: expect.any(String) });
    return;
  }
  expect(body, where).toEqual({
    errorMessageList: [{ errorDescription: body.message, errorCode: expect.not.stringMatching(/^FST_/) }],
    message: expect.any(String),
    requestId: expect.stringMatching(UUID),
  });
}

/** The text a refusal carries, whichever shape it is in. */
const textOf = (response: LightMyRequestResponse): string => {
  const body = response.json();
  return body.error_description ?? body.message;
};

// Security bar A6 / issue 32 item 2: a body that is not what its media type says, or not in a media type the route
// takes, is the client's error in the product's shape, on every parser the app registers, signed in or not.
describe('malformed and mistyped bodies', () => {
  let t: TestApp;
  let admin: TestSession;
  let orgId: string;
  let uploadUrl: string;

  beforeAll(async () => {
    t = await createTestApp('embedded');
    admin = await t.signIn('admin@airscope.test');
    orgId = (await t.call('GET', '/userapi/v1/org-preferences', { session: admin })).json().orgId;
    const initiated = await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', {
      session: admin,
      body: { fileName: 'x.esx', fileExtension: 'esx' },
    });
    uploadUrl = initiated.json().url;
  }, 300_000);
  afterAll(() => t?.close());

  const targets: Target[] = [
    json('org preferences', 'PUT', () => `/userapi/v1/org-preferences/${orgId}`, true),
    json('user update', 'PUT', () => `/userapi/v1/users/${admin.userId}`, true),
    json('password reset request', 'POST', () => '/userapi/v1/users/forgot-password', false),
    json('secure view sign-in', 'POST', () => '/shareapi/secureProjectView/login', false),
    form('sign-in', '/authapi/v1/authentications', 'product'),
    form('device authorization', '/activationapi/v1/device/device_authorization', 'oauth'),
    form('device token', '/activationapi/v1/device/token', 'oauth'),
    form('SAML post', '/saml-consume', 'saml'),
    {
      name: 'upload bytes',
      method: 'PUT',
      encoding: 'raw',
      signedIn: false,
      refuses: 'product',
      url: () => uploadUrl,
      type: 'application/octet-stream',
    },
    {
      name: 'floor-plan image',
      method: 'POST',
      encoding: 'raw',
      signedIn: true,
      refuses: 'product',
      url: () => `/projectapi/v1/projects/${crypto.randomUUID()}/images`,
      type: 'image/png',
    },
  ];

  function send(target: Target, type: string | undefined, payload: string | Buffer) {
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    if (target.signedIn) Object.assign(headers, { cookie: admin.cookie, [CSRF_HEADER]: admin.csrfToken });
    return t.app.inject({ method: target.method, url: target.url(), headers, payload });
  }

  for (const encoding of ['json', 'form'] as const) {
    for (const target of targets.filter((x) => x.encoding === encoding)) {
      it(`refuses malformed ${encoding} bodies on ${target.name} with a 400 that says why`, async () => {
        for (const bad of MALFORMED[encoding]) {
          const response = await send(target, target.type, bad.body);
          const where = `${target.name}: ${bad.name}`;
          expectWellFormedRefusal(response, target, where);
          if (target.refuses === 'saml') expect(response.statusCode, where).toBe(303);
          else expect([response.statusCode, textOf(response)], where).toEqual([400, expect.stringContaining(bad.text)]);
        }
      });
    }
  }

  for (const target of targets) {
    it(`refuses bodies in other media types on ${target.name} with 415 before reading them`, async () => {
      for (const wrong of [...WRONG_TYPES[target.encoding], { type: undefined, body: 'a=1' }]) {
        const response = await send(target, wrong.type, wrong.body);
        const where = `${target.name} as ${wrong.type ?? 'no type'}`;
        expectWellFormedRefusal(response, target, where);
        expect([response.statusCode, textOf(response)], where).toEqual([415, `Content-Type must be ${acceptedTypes(target)}`]);
      }
    });
  }

  it('takes a media type with parameters and in any case, as HTTP says', async () => {
    const org = targets[0]!;
    const response = await send(org, 'Application/JSON; charset=UTF-8', '{"passwordPolicyEnabled":false}');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers a device token request for the client id __proto__ in the OAuth shape', async () => {
    const token = targets.find((x) => x.name === 'device token')!;
    const response = await send(
      token,
      token.type,
      'grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code&device_code=abc&client_id=__proto__',
    );
    expectWellFormedRefusal(response, token, 'client_id=__proto__');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it("answers headers past Node's limit with 431 in the product's shape", async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(answer));
      socket.write(`GET /api/page-config HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({
      errorMessageList: [{ errorDescription: HEADERS_TOO_LARGE_TEXT, errorCode: 'HEADERS_TOO_LARGE' }],
      message: HEADERS_TOO_LARGE_TEXT,
      requestId: expect.stringMatching(UUID),
    });
  });

  it('refuses a __proto__ key in a query too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/insightapi/v1/surveyEvents?__proto__=x',
      headers: { cookie: admin.cookie, [CSRF_HEADER]: admin.csrfToken },
    });
    expect([response.statusCode, textOf(response)]).toEqual([400, expect.stringContaining(INPUT_GUARD_TEXT.prototypeKey)]);
  });
});

function json(name: string, method: 'POST' | 'PUT', url: () => string, signedIn: boolean): Target {
  return { name, method, encoding: 'json', signedIn, refuses: 'product', url, type: 'application/json' };
}

function form(name: string, path: string, refuses: Refuses): Target {
  return { name, method: 'POST', encoding: 'form', signedIn: false, refuses, url: () => path, type: 'application/x-www-form-urlencoded' };
}

function acceptedTypes(target: Target): string {
  if (target.encoding === 'json') return 'application/json';
  if (target.encoding === 'form') return 'application/x-www-form-urlencoded';
  return target.name === 'floor-plan image' ? 'image/png or image/jpeg' : 'application/octet-stream or application/zip or text/csv';
}
