import { CSRF_HEADER, SSO_REFUSAL_TEXT } from '@airscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuthnRequest, startTestIdp, type LoginResponseOptions, type TestIdp } from '../../testing/saml-test-idp.ts';
import { cookieHeaderFrom, createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

/** SAML sign-in held to the profiles' words, against the test IdP acting as a legacy or an LDAP-schema IdP. */
describe.each(DATABASE_KINDS)('SAML to the letter of the profiles on %s PostgreSQL', (kind) => {
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
      body: { emailDomains: ['ldap.example', 'airscope.test'] },
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

  /** Starts a sign-in as the login page does, then posts the IdP's answer back from the same browser. */
  async function signIn(email: string, options: Partial<LoginResponseOptions> = {}) {
    const check = (await t.call('GET', `/authapi/v1/check-sso?email=${encodeURIComponent(email)}`)).json();
    const start = await t.call('GET', check.loginUrl);
    const inResponseTo = readAuthnRequest(new URL(String(start.headers.location)).searchParams.get('SAMLRequest')!).id;
    const samlResponse = await idp.createLoginResponse(spMetadata, { inResponseTo, email, ...options });
    return t.app.inject({
      method: 'POST',
      url: '/saml-consume',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeaderFrom(start) },
      payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
    });
  }
  const refusalOf = (response: Awaited<ReturnType<typeof signIn>>) =>
    new URL(String(response.headers.location), 'http://x').searchParams.get('error');
  async function whoAmI(response: Awaited<ReturnType<typeof signIn>>) {
    expect(response.headers.location).toBe('/saml-consume?status=signed-in');
    const me = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/users/who-am-i',
      headers: { cookie: cookieHeaderFrom(response), [CSRF_HEADER]: String(response.headers.csrftoken) },
    });
    return me.json() as { email: string; firstName: string; lastName: string };
  }
  const setAllowSha1 = (allowSha1: boolean) =>
    t.call('PUT', `/userapi/v1/org-preferences/${orgId}/sso`, { session: admin, body: { allowSha1 } });

  // NIST SP 800-131A Rev. 2 (table 8): SHA-1 is disallowed for signature generation and left for "legacy use" in
  // verification. The federation interoperability profile still lists rsa-sha1 (IIP-ALG02), so a legacy IdP can be
  // allowed, per connection, by its organisation's admin.
  it('refuses an assertion signed with RSA-SHA1 and a SHA-1 digest unless the admin allows SHA-1 for this identity provider', async () => {
    const settings = (await t.call('GET', `/userapi/v1/org-preferences/${orgId}/sso`, { session: admin })).json();
    expect(settings.allowSha1).toBe(false);

    const legacyXml = Buffer.from(
      await idp.createLoginResponse(spMetadata, { inResponseTo: '_any', email: 'legacy@ldap.example', signatureAlgorithm: 'rsa-sha1' }),
      'base64',
    ).toString('utf8');
    expect(legacyXml).toContain('Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"');
    expect(legacyXml).toContain('Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"');

    const refused = await signIn('legacy@ldap.example', { signatureAlgorithm: 'rsa-sha1' });
    expect(refused.statusCode).toBe(303);
    expect(refusalOf(refused)).toBe('weak-signature');
    expect(String(refused.headers['set-cookie'] ?? '')).not.toMatch(/airscope_session/);
    expect(SSO_REFUSAL_TEXT['weak-signature']).toMatch(/SHA-1/);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'legacy@ldap.example').executeTakeFirst()).toBeUndefined();

    const allowed = await setAllowSha1(true);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().allowSha1).toBe(true);
    expect((await whoAmI(await signIn('legacy@ldap.example', { signatureAlgorithm: 'rsa-sha1' }))).email).toBe('legacy@ldap.example');

    expect((await setAllowSha1(false)).json().allowSha1).toBe(false);
    expect(refusalOf(await signIn('legacy@ldap.example', { signatureAlgorithm: 'rsa-sha1' }))).toBe('weak-signature');
    // SHA-256 is what the profile asks every IdP to support (IIP-ALG01/02), and it still signs in.
    expect((await whoAmI(await signIn('legacy@ldap.example'))).email).toBe('legacy@ldap.example');
  });

  it('lets only the organisation’s admin allow SHA-1', async () => {
    const user = await t.signIn('user@airscope.test');
    const refused = await t.call('PUT', `/userapi/v1/org-preferences/${orgId}/sso`, { session: user, body: { allowSha1: true } });
    expect(refused.statusCode).toBe(403);
    const row = await t.db.selectFrom('org_sso_settings').select('allow_sha1').where('org_id', '=', orgId).executeTakeFirstOrThrow();
    expect(row.allow_sha1).toBe(false);
  });

  // SAML2Int / Kantara WebSSO implementation profile: "Identity Provider and Service Provider implementations MUST
  // support the generation and consumption of <saml2:Attribute> elements that conform to the SAML V2.0 X.500/LDAP
  // Attribute Profile" (NameFormat urn:oasis:names:tc:SAML:2.0:attrname-format:uri, names urn:oid:...).
  it('reads names from the X.500/LDAP attribute profile’s OID names: givenName 2.5.4.42, sn 2.5.4.4, mail 0.9.2342.19200300.100.1.3', async () => {
    const created = await whoAmI(await signIn('ada@ldap.example', { attributeNames: 'oid', givenName: 'Ada', surname: 'Lovelace' }));
    expect(created).toMatchObject({ email: 'ada@ldap.example', firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('takes the display name (2.16.840.1.113730.3.1.241) when no given name or surname is sent', async () => {
    const created = await whoAmI(
      await signIn('grace@ldap.example', { attributeNames: 'oid', givenName: null, surname: null, displayName: 'Grace Hopper' }),
    );
    expect(created).toMatchObject({ firstName: 'Grace Hopper', lastName: '' });
  });

  it('fills in the names of an account created without them, and leaves names it has alone', async () => {
    await signIn('blank@ldap.example', { attributeNames: 'oid', givenName: null, surname: null });
    const blank = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('email', '=', 'blank@ldap.example')
      .executeTakeFirstOrThrow();
    expect(blank).toEqual({ first_name: '', last_name: '' });
    expect(await whoAmI(await signIn('blank@ldap.example', { attributeNames: 'oid', givenName: 'Bea', surname: 'Blank' }))).toMatchObject({
      firstName: 'Bea',
      lastName: 'Blank',
    });
    expect(await whoAmI(await signIn('blank@ldap.example', { attributeNames: 'oid', givenName: 'Other', surname: 'Name' }))).toMatchObject({
      firstName: 'Bea',
      lastName: 'Blank',
    });
  });
});
