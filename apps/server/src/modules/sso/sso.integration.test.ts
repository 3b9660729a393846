import { CSRF_HEADER, SSO_ONLY_TEXT, SSO_REFUSAL_TEXT } from '@airscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuthnRequest, startTestIdp, type LoginResponseOptions, type TestIdp } from '../../testing/saml-test-idp.ts';
import { cookieHeaderFrom, createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

describe.each(DATABASE_KINDS)('SAML single sign-on on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let idp: TestIdp;
  let admin: TestSession;
  let orgId: string;
  let spMetadata: string;

  beforeAll(async () => {
    [t, idp] = await Promise.all([createTestApp(kind), startTestIdp()]);
    admin = await t.signIn('admin@airscope.test');
    orgId = (await t.call('GET', '/userapi/v1/org-preferences', { session: admin })).json().orgId;
    await t.call('PUT', `/userapi/v1/org-preferences/${orgId}`, {
      session: admin,
      body: { emailDomains: ['sso.example', 'airscope.test'] },
    });
    const saved = await t.call('PUT', `/userapi/v1/org-preferences/${orgId}/sso`, {
      session: admin,
      body: { metadataXml: idp.metadataXml, enabled: true, emailAttribute: 'email' },
    });
    expect(saved.statusCode).toBe(200);
    spMetadata = (await t.call('GET', `/authapi/v1/sso/metadata/${orgId}`)).body;
  });
  afterAll(async () => {
    await idp?.close();
    await t?.close();
  });

  // The cookie the browser got when it started the last sign-in; the consumer wants it back.
  let browserCookie = '';

  /** What the login page does: check-sso, then follow its login URL to the IdP; answers the request id. */
  async function startSignIn(email: string, redirect?: string): Promise<string> {
    const check = (await t.call('GET', `/authapi/v1/check-sso?email=${encodeURIComponent(email)}`)).json();
    expect(check.sso).toBe(true);
    const start = await t.call('GET', `${check.loginUrl}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`);
    expect(start.statusCode).toBe(302);
    browserCookie = cookieHeaderFrom(start);
    expect(browserCookie).toMatch(/^__Host-airscope_saml=/);
    const location = new URL(String(start.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${idp.baseUrl}/sso`);
    return readAuthnRequest(location.searchParams.get('SAMLRequest')!).id;
  }

  const post = (samlResponse: string, cookie = browserCookie) =>
    t.app.inject({
      method: 'POST',
      url: '/saml-consume',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
    });

  async function respond(email: string, options: Partial<LoginResponseOptions> = {}) {
    const inResponseTo = await startSignIn(email);
    return post(await idp.createLoginResponse(spMetadata, { inResponseTo, email, ...options }));
  }

  function refusalOf(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode).toBe(303);
    // No session starts: the only cookie touched is the spent sign-in marker.
    expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/airscope_session|airscope_csrf/);
    const code = new URL(String(response.headers.location), 'http://x').searchParams.get('error');
    return code as keyof typeof SSO_REFUSAL_TEXT | null;
  }

  it('creates an unknown address in the organisation just in time and starts a normal session (cookie and CSRF header)', async () => {
    const inResponseTo = await startSignIn('new.person@sso.example', '/insights');
    const response = await post(
      await idp.createLoginResponse(spMetadata, { inResponseTo, email: 'New.Person@sso.example', givenName: 'Nova', surname: 'Person' }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/saml-consume?status=signed-in&redirect=%2Finsights');
    const session = { cookie: cookieHeaderFrom(response), csrfToken: String(response.headers.csrftoken) };
    const me = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/users/who-am-i',
      headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrfToken },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'new.person@sso.example',
      orgId,
      firstName: 'Nova',
      lastName: 'Person',
      eulaVersionConsent: null,
    });
    const withoutCsrf = await t.app.inject({ method: 'GET', url: '/userapi/v1/users/who-am-i', headers: { cookie: session.cookie } });
    expect(withoutCsrf.statusCode).toBe(403);
  });

  it('signs an existing member of the organisation in as themselves', async () => {
    const response = await respond('user@airscope.test');
    const me = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/users/who-am-i',
      headers: { cookie: cookieHeaderFrom(response), [CSRF_HEADER]: String(response.headers.csrftoken) },
    });
    expect(me.json()).toMatchObject({ email: 'user@airscope.test', firstName: 'Sam' });
  });

  it('refuses a tampered assertion (the e-mail changed after signing)', async () => {
    const inResponseTo = await startSignIn('victim@sso.example');
    const signed = Buffer.from(await idp.createLoginResponse(spMetadata, { inResponseTo, email: 'victim@sso.example' }), 'base64').toString(
      'utf8',
    );
    const tampered = signed.replaceAll('victim@sso.example', 'admin@airscope.test');
    expect(tampered).not.toBe(signed);
    const code = refusalOf(await post(Buffer.from(tampered).toString('base64')));
    expect(code).toBe('invalid-signature');
    expect(SSO_REFUSAL_TEXT[code!]).toMatch(/altered or is not signed/);
  });

  it('refuses an expired assertion', async () => {
    const code = refusalOf(await respond('late@sso.example', { shiftMs: -60 * 60_000 }));
    expect(code).toBe('expired');
    expect(SSO_REFUSAL_TEXT[code!]).toMatch(/has expired/);
  });

  it('refuses a replayed assertion: the first post signs in, the same response again does not', async () => {
    const inResponseTo = await startSignIn('twice@sso.example');
    const samlResponse = await idp.createLoginResponse(spMetadata, { inResponseTo, email: 'twice@sso.example' });
    expect((await post(samlResponse)).headers.location).toBe('/saml-consume?status=signed-in');
    const code = refusalOf(await post(samlResponse));
    expect(code).toBe('replayed');
    expect(SSO_REFUSAL_TEXT[code!]).toMatch(/already been used/);
  });

  it('refuses an assertion issued for another audience', async () => {
    const code = refusalOf(await respond('elsewhere@sso.example', { audience: 'https://other-service.example/saml' }));
    expect(code).toBe('wrong-audience');
    expect(SSO_REFUSAL_TEXT[code!]).toMatch(/another service/);
  });

  it('refuses an assertion addressed to another recipient', async () => {
    expect(refusalOf(await respond('recipient@sso.example', { recipient: 'https://evil.example/saml-consume' }))).toBe('wrong-recipient');
  });

  it('refuses a response that answers no request of ours (InResponseTo)', async () => {
    const samlResponse = await idp.createLoginResponse(spMetadata, {
      inResponseTo: '_not-a-request-we-sent',
      email: 'someone@sso.example',
    });
    expect(refusalOf(await post(samlResponse))).toBe('unknown-request');
  });

  it('refuses a response posted in another browser than the one that started the sign-in (login CSRF)', async () => {
    const inResponseTo = await startSignIn('attacker@sso.example');
    const samlResponse = await idp.createLoginResponse(spMetadata, { inResponseTo, email: 'attacker@sso.example' });
    expect(refusalOf(await post(samlResponse, ''))).toBe('unknown-request');
    expect(refusalOf(await post(samlResponse, '__Host-airscope_saml=someone-elses-token'))).toBe('unknown-request');
    expect((await post(samlResponse)).headers.location).toBe('/saml-consume?status=signed-in');
  });

  it('refuses an address outside the organisation’s domains', async () => {
    const inResponseTo = await startSignIn('insider@sso.example');
    expect(refusalOf(await post(await idp.createLoginResponse(spMetadata, { inResponseTo, email: 'outsider@elsewhere.example' })))).toBe(
      'not-allowed',
    );
  });

  it('routes only the organisation’s domains to SSO', async () => {
    const other = (await t.call('GET', '/authapi/v1/check-sso?email=someone%40gmail.example')).json();
    expect(other).toEqual({ sso: false, ssoOnly: false, loginUrl: null });
    expect((await t.call('GET', '/authapi/v1/check-sso?email=a%40SSO.example')).json().sso).toBe(true);
  });

  it('with "SSO only" refuses password sign-in and reset e-mails of the organisation’s users, and allows them again when switched off', async () => {
    await t.call('PUT', `/userapi/v1/org-preferences/${orgId}/sso`, { session: admin, body: { ssoOnly: true } });
    expect((await t.call('GET', '/authapi/v1/check-sso?email=user%40airscope.test')).json()).toMatchObject({ sso: true, ssoOnly: true });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/authapi/v1/authentications',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'user@airscope.test', password: 'airscope-demo', grant_type: 'password' }).toString(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessageList[0].errorDescription).toBe(SSO_ONLY_TEXT);
    const userId = (await t.db.selectFrom('users').select('id').where('email', '=', 'user@airscope.test').executeTakeFirstOrThrow()).id;
    const resetTokens = async () => (await t.db.selectFrom('password_resets').select('id').where('user_id', '=', userId).execute()).length;
    // No password can be set by e-mail either; the answer stays the same as for any address.
    expect((await t.call('POST', '/userapi/v1/users/forgot-password', { body: { email: 'user@airscope.test' } })).statusCode).toBe(202);
    expect(await resetTokens()).toBe(0);

    await t.call('PUT', `/userapi/v1/org-preferences/${orgId}/sso`, { session: admin, body: { ssoOnly: false } });
    await expect(t.signIn('user@airscope.test')).resolves.toMatchObject({ userId: expect.any(String) });
    await t.call('POST', '/userapi/v1/users/forgot-password', { body: { email: 'user@airscope.test' } });
    expect(await resetTokens()).toBe(1);
  });

  it('shows the admin the SP metadata, ACS URL and IdP read from the metadata', async () => {
    const settings = (await t.call('GET', `/userapi/v1/org-preferences/${orgId}/sso`, { session: admin })).json();
    expect(settings).toMatchObject({
      enabled: true,
      emailAttribute: 'email',
      idpEntityId: idp.entityId,
      idpSsoUrl: `${idp.baseUrl}/sso`,
      acsUrl: `${t.config.publicUrl}/saml-consume`,
    });
    expect(settings.spMetadataXml).toContain(`Location="${t.config.publicUrl}/saml-consume"`);
    expect(spMetadata).toContain(`entityID="${settings.spEntityId}"`);
  });

  it('keeps the settings to admins with enterprise plus, refuses unusable metadata and private metadata URLs', async () => {
    const user = await t.signIn('user@airscope.test');
    expect((await t.call('GET', `/userapi/v1/org-preferences/${orgId}/sso`, { session: user })).statusCode).toBe(403);
    expect((await t.call('PUT', `/userapi/v1/org-preferences/${orgId}/sso`, { body: { enabled: false } })).statusCode).toBe(401);
    const broken = await t.call('PUT', `/userapi/v1/org-preferences/${orgId}/sso`, {
      session: admin,
      body: { metadataXml: '<EntityDescriptor entityID="x"/>' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorMessageList[0].errorDescription).toMatch(/no identity-provider descriptor/);
    const local = await t.call('PUT', `/userapi/v1/org-preferences/${orgId}/sso`, {
      session: admin,
      body: { metadataUrl: 'https://127.0.0.1:8443/metadata' },
    });
    expect(local.statusCode).toBe(400);
    expect(local.json().errorMessageList[0].errorDescription).toMatch(/private or local address/);
    const plain = await t.call('PUT', `/userapi/v1/org-preferences/${orgId}/sso`, {
      session: admin,
      body: { metadataUrl: 'http://idp.example/metadata' },
    });
    expect(plain.json().errorMessageList[0].errorDescription).toMatch(/must use https/);
  });
});
