import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, buildPath } from '@airscope/contracts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { SAMPLE_PATH_PARAMS } from '../testing/sample-path-params.ts';

const protectedEndpoints = allEndpoints.filter((endpoint) => endpoint.access === 'session');

describe('route inventory', () => {
  let t: TestApp;
  // One sign-in for the whole table: a sign-in per route would trip the per-address sign-in limit.
  let admin: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    t = await createTestApp('embedded');
    admin = await t.signIn('admin@airscope.test');
  });
  afterAll(() => t.close());

  it('binds every endpoint of the contract', () => {
    for (const endpoint of allEndpoints) {
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), `${endpoint.method} ${endpoint.path}`).toBe(true);
    }
  });

  it.each(protectedEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers 401 without a session and 403 without the CSRF token',
    async (_, endpoint) => {
      const url = buildPath(endpoint.path, SAMPLE_PATH_PARAMS);
      const anonymous = await t.call(endpoint.method, url, { body: endpoint.body ? {} : undefined });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().errorMessageList[0].errorDescription).toBeTruthy();
      const noCsrf = await t.app.inject({
        method: endpoint.method,
        url,
        headers: { cookie: admin.cookie },
        ...(endpoint.body ? { payload: {} } : {}),
      });
      expect(noCsrf.statusCode).toBe(403);
    },
  );

  it('serves an OpenAPI document listing every endpoint', async () => {
    const response = await t.call('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const endpoint of allEndpoints) {
      expect(paths).toContain(endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}'));
    }
  });

  it('sends security headers and never caches API answers', async () => {
    const response = await t.call('GET', '/api/page-config');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers malformed JSON with a generic 400 that leaks no internals', async () => {
    const session = admin;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/userapi/v1/users/${session.userId}`,
      headers: { cookie: session.cookie, csrftoken: session.csrfToken, 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts|node_modules|stack/i);
    expect(response.json().requestId).toEqual(expect.any(String));
  });

  it('does not reflect a foreign Origin in CORS headers', async () => {
    const response = await t.call('GET', '/api/page-config', { headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
