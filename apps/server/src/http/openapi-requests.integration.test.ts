import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, CSRF_HEADER, DEVICE_CODE_GRANT_TYPE, requestMediaTypes } from '@airscope/contracts';
import { createTestApp, type TestApp, type TestSession } from '../testing/test-app.ts';
import { exampleOf, type SchemaNode } from '../testing/openapi-example.ts';

interface Operation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: SchemaNode }>;
  requestBody?: { content: Record<string, { schema?: SchemaNode }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaNode> };
}

/** A PNG of one pixel: the image routes' documented media type with bytes that are what it says. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function encode(type: string, value: unknown): string | Buffer {
  if (type === 'application/json') return JSON.stringify(value);
  if (type === 'application/x-www-form-urlencoded') {
    const fields = Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]);
    return new URLSearchParams(fields).toString();
  }
  if (type.startsWith('image/')) return ONE_PIXEL_PNG;
  return Buffer.from('Name,X,Y\n');
}

// Issue 32 item 7: the API description is the API. Every operation of /api/docs/json, sent a request built from its
// own description (documented example, else a minimal valid value of its schema) in each documented media type,
// is understood: never 415, never 5xx.
describe('the OpenAPI document describes what each route accepts', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let admin: TestSession;
  let deviceToken: string;

  beforeAll(async () => {
    t = await createTestApp('embedded');
    admin = await t.signIn('admin@airscope.test');
    doc = (await t.call('GET', '/api/docs/json')).json();
    // A device's bearer token, through the device flow as the agent runs it.
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const started = (
      await t.call('POST', '/activationapi/v1/device/device_authorization', { headers: form, body: 'client_id=airscope-agent' })
    ).json();
    await t.call('POST', `/activationapi/v1/device/activations/${started.user_code}/approve`, { session: admin });
    const body = new URLSearchParams({ grant_type: DEVICE_CODE_GRANT_TYPE, device_code: started.device_code, client_id: 'airscope-agent' });
    deviceToken = (await t.call('POST', '/activationapi/v1/device/token', { headers: form, body: body.toString() })).json().access_token;
  }, 300_000);
  afterAll(() => t?.close());

  const resolve = (ref: string): SchemaNode => {
    const name = ref.replace('#/components/schemas/', '');
    return doc.components?.schemas?.[name] ?? {};
  };

  it('writes each route its request media types from the endpoint declaration, raw bodies as binary', () => {
    for (const endpoint of allEndpoints) {
      const operation = doc.paths[endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      const documented = Object.keys(operation?.requestBody?.content ?? {});
      expect(documented, `${endpoint.method} ${endpoint.path}`).toEqual([...requestMediaTypes(endpoint)]);
      if (endpoint.rawBody) {
        for (const type of endpoint.rawBody.mediaTypes) {
          expect(operation?.requestBody?.content[type]?.schema, type).toMatchObject({ type: 'string', format: 'binary' });
        }
      }
    }
    const login = doc.paths['/authapi/v1/authentications']!.post!;
    expect(Object.keys(login.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(doc.paths['/projectapi/v1/projects/{projectId}/images']!.post!.requestBody!.content)).toEqual([
      'image/png',
      'image/jpeg',
    ]);
  });

  it('lists the answers any route may give before it is reached: 414 and 431, and 400, 413, 415 where a body is taken', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method} ${path}`;
        expect(Object.keys(operation.responses), where).toEqual(expect.arrayContaining(['414', '431']));
        if (operation.requestBody) expect(Object.keys(operation.responses), where).toEqual(expect.arrayContaining(['400', '413', '415']));
      }
    }
  });

  it('accepts every operation sent as documented: never 415, never 5xx', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(allEndpoints.length);
    // Ending the session goes last, so every other signed-in call is made with it.
    operations.sort((a, b) => Number(a.operation.operationId === 'logout') - Number(b.operation.operationId === 'logout'));
    const sent: string[] = [];
    for (const { path, method, operation } of operations) {
      const parameters = operation.parameters ?? [];
      let url = path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
        const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
        return encodeURIComponent(String(exampleOf(schema, resolve) ?? crypto.randomUUID()));
      });
      const query = new URLSearchParams();
      for (const p of parameters.filter((x) => x.in === 'query' && x.required)) query.set(p.name, String(exampleOf(p.schema, resolve)));
      if ([...query].length > 0) url += `?${query.toString()}`;
      const schemes = new Set((operation.security ?? []).flatMap((s) => Object.keys(s)));
      const contents = Object.entries(operation.requestBody?.content ?? {});
      for (const [type, media] of contents.length > 0 ? contents : [[undefined, undefined] as const]) {
        const send = () => {
          const headers: Record<string, string> = {};
          if (schemes.has('session')) Object.assign(headers, { cookie: admin.cookie, [CSRF_HEADER]: admin.csrfToken });
          if (schemes.has('deviceToken')) headers.authorization = `Bearer ${deviceToken}`;
          if (type) headers['content-type'] = type;
          const payload = type ? encode(type, exampleOf(media?.schema, resolve)) : undefined;
          return t.app.inject({ method: method as 'POST', url, headers, ...(payload !== undefined ? { payload } : {}) });
        };
        let response = await send();
        // An operation before this one may have ended the session (sign-out elsewhere, a password change): sign in again.
        if (response.statusCode === 401 && schemes.has('session')) {
          admin = await t.signIn('admin@airscope.test');
          response = await send();
        }
        const where = `${method} ${url} as ${type ?? 'no body'}: ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).not.toBe(415);
        expect(response.statusCode, where).toBeLessThan(500);
        sent.push(`${operation.operationId} ${type ?? ''}`);
      }
    }
    expect(sent.length).toBeGreaterThanOrEqual(allEndpoints.length);
  });
});
