import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingListener, startRedirector, type CountingListener } from '../../testing/counting-listener.ts';
import { startTestIdp, type TestIdp } from '../../testing/saml-test-idp.ts';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';

// docs/security.md I2 and A7 through the API: an admin's metadata URL is fetched under the server's one outbound
// address policy, configured as for controllers (here CONTROLLER_ALLOWED_HOSTS=127.0.0.1, the lab IdP's host).

describe('the IdP metadata URL through the API', () => {
  let t: TestApp;
  let idp: TestIdp;
  let admin: TestSession;
  let orgId: string;
  let target: CountingListener;
  let redirector: Awaited<ReturnType<typeof startRedirector>>;
  let redirectTo = '';

  beforeAll(async () => {
    [t, idp, target, redirector] = await Promise.all([
      createTestApp('embedded', { env: { CONTROLLER_ALLOWED_HOSTS: '127.0.0.1' } }),
      startTestIdp(),
      startCountingListener('127.0.0.2'),
      startRedirector((path) => (path === '/start' ? '/again' : redirectTo)),
    ]);
    admin = await t.signIn('admin@airscope.test');
    orgId = (await t.call('GET', '/userapi/v1/org-preferences', { session: admin })).json().orgId;
  });
  afterAll(async () => {
    await Promise.all([t?.close(), idp?.close(), target?.close(), redirector?.close()]);
  });

  const saveUrl = (metadataUrl: string) =>
    t.call('PUT', `/userapi/v1/org-preferences/${orgId}/sso`, { session: admin, body: { metadataUrl } });

  it('reads the metadata from a host the configuration names', async () => {
    const res = await saveUrl(`${idp.baseUrl}/metadata`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ idpEntityId: idp.entityId, metadataUrl: `${idp.baseUrl}/metadata` });
  });

  it.each([
    ['a loopback literal', () => `https://127.0.0.2:${target.port}/metadata`],
    ['an IPv4-mapped IPv6 literal', () => `https://[::ffff:127.0.0.2]:${target.port}/metadata`],
    ['a 6to4 literal', () => `https://[2002:7f00:2::]:${target.port}/metadata`],
    ['localhost', () => `https://localhost:${target.port}/metadata`],
  ])('refuses a redirect chain to %s with 400 and never connects there', async (_, to) => {
    redirectTo = to();
    const before = { target: target.accepted(), redirector: redirector.requests() };
    const res = await saveUrl(`${redirector.baseUrl}/start`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessageList[0]).toEqual({
      errorDescription: 'The metadata URL redirects to a private or local address.',
      errorCode: 'INVALID_METADATA',
    });
    expect(redirector.requests() - before.redirector).toBe(2);
    expect(target.accepted() - before.target).toBe(0);
    // The settings still hold the metadata read before.
    const settings = (await t.call('GET', `/userapi/v1/org-preferences/${orgId}/sso`, { session: admin })).json();
    expect(settings.metadataUrl).toBe(`${idp.baseUrl}/metadata`);
  });
});
