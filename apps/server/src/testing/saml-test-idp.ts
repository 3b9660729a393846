import http from 'node:http';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import * as samlify from 'samlify';
import { generate } from 'selfsigned';

const { IdentityProvider, ServiceProvider, SamlLib, Constants } = samlify;

/** What a test changes in a login response to make it good or bad in one way. */
export interface LoginResponseOptions {
  /** The AuthnRequest ID the response answers. */
  inResponseTo: string;
  email: string;
  /** SAML attribute carrying the e-mail; the NameID carries it too. */
  emailAttribute?: string;
  /** Defaults to the service provider's entity id from its metadata. */
  audience?: string;
  /** Defaults to the service provider's assertion consumer URL. */
  recipient?: string;
  /** Moves every timestamp of the response by this much (negative: issued in the past). */
  shiftMs?: number;
  /** Null leaves the attribute out. */
  givenName?: string | null;
  surname?: string | null;
  /** Sent only when given. */
  displayName?: string;
  /** How the assertion is signed: RSA-SHA256 with a SHA-256 digest, or a legacy IdP's RSA-SHA1 with a SHA-1 digest. */
  signatureAlgorithm?: 'rsa-sha256' | 'rsa-sha1';
  /**
   * Attribute names: friendly ones ("email", "givenName", "sn", "displayName") with the basic name format, or the
   * OIDs of the SAML2 interoperability / eduPerson profiles with the uri name format and no FriendlyName.
   */
  attributeNames?: 'friendly' | 'oid';
}

/** The SAML V2.0 attribute names of the X.500/LDAP attributes (attrname-format:uri), as eduPerson and SAML2Int use them. */
export const OID_ATTRIBUTE_NAMES = {
  email: 'urn:oid:0.9.2342.19200300.100.1.3',
  givenName: 'urn:oid:2.5.4.42',
  sn: 'urn:oid:2.5.4.4',
  displayName: 'urn:oid:2.16.840.1.113730.3.1.241',
} as const;
const BASIC_NAME_FORMAT = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';
const URI_NAME_FORMAT = 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri';

export interface TestIdp {
  baseUrl: string;
  entityId: string;
  /** The identity provider's metadata, as an admin uploads it. */
  metadataXml: string;
  /** A base64 SAMLResponse, signed by this IdP's own key through samlify. */
  createLoginResponse(spMetadataXml: string, options: LoginResponseOptions): Promise<string>;
  /** Sign-ins this IdP answered through its HTTP endpoint (the e-mails). */
  signIns: string[];
  close(): Promise<void>;
}

const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The body of the response: samlify's default template with an authentication and an attribute statement.
function responseTemplate(attributes: { name: string; format: string; value: string }[]): string {
  const base = SamlLib.defaultLoginResponseTemplate.context;
  return base
    .replace(
      '{AuthnStatement}',
      '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{AssertionID}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>',
    )
    .replace(
      '{AttributeStatement}',
      '<saml:AttributeStatement>' +
        attributes
          .map(
            ({ name, format, value }) =>
              `<saml:Attribute Name="${escapeMarkup(name)}" NameFormat="${format}"><saml:AttributeValue xsi:type="xs:string">${escapeMarkup(value)}</saml:AttributeValue></saml:Attribute>`,
          )
          .join('') +
        '</saml:AttributeStatement>',
    );
}

/** The ID and issuer of a deflated, base64 AuthnRequest (HTTP-Redirect binding). */
export function readAuthnRequest(encoded: string): { id: string; issuer: string } {
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const document = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Node;
  const id = (xpath.select("/*[local-name()='AuthnRequest']/@ID", document) as Attr[])[0]?.value;
  const issuer = (xpath.select("/*[local-name()='AuthnRequest']/*[local-name()='Issuer']/text()", document) as Node[])[0]?.nodeValue;
  if (!id || !issuer) throw new Error('not an AuthnRequest');
  return { id, issuer };
}

/** The HTTP-POST assertion consumer URL in a service provider's metadata. */
function assertionConsumerOf(spMetadataXml: string): string {
  const document = new DOMParser().parseFromString(spMetadataXml, 'text/xml') as unknown as Node;
  const location = (
    xpath.select(
      "//*[local-name()='AssertionConsumerService'][@Binding='urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST']/@Location",
      document,
    ) as Attr[]
  )[0]?.value;
  if (!location) throw new Error('the SP metadata has no HTTP-POST assertion consumer');
  return location;
}

/**
 * A SAML identity provider on loopback for tests (samlify's IdP side with its own fresh key and
 * certificate). `GET /sso` answers an AuthnRequest for the address in `login_hint` (or
 * `defaultEmail`) with an auto-submitting POST to the service provider, as a signed-in IdP would.
 */
export async function startTestIdp(
  options: {
    defaultEmail?: string;
    emailAttribute?: string;
    /** How the `/sso` endpoint's responses are signed and name their attributes (see LoginResponseOptions). */
    signatureAlgorithm?: LoginResponseOptions['signatureAlgorithm'];
    attributeNames?: LoginResponseOptions['attributeNames'];
  } = {},
): Promise<TestIdp> {
  const pems = await generate([{ name: 'commonName', value: 'Airscope test IdP' }], { keySize: 2048, algorithm: 'sha256' });
  const signIns: string[] = [];
  let idp: ReturnType<typeof IdentityProvider> | undefined;
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://idp');
      if (url.pathname === '/metadata') {
        response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp!.getMetadata());
        return;
      }
      if (url.pathname !== '/sso') {
        response.writeHead(404).end();
        return;
      }
      const authn = readAuthnRequest(url.searchParams.get('SAMLRequest') ?? '');
      // The SP's entity id is the URL of its metadata.
      const spMetadata = await (await fetch(authn.issuer)).text();
      const email = url.searchParams.get('login_hint') ?? options.defaultEmail ?? '';
      const samlResponse = await api.createLoginResponse(spMetadata, {
        inResponseTo: authn.id,
        email,
        ...(options.emailAttribute ? { emailAttribute: options.emailAttribute } : {}),
        ...(options.signatureAlgorithm ? { signatureAlgorithm: options.signatureAlgorithm } : {}),
        ...(options.attributeNames ? { attributeNames: options.attributeNames } : {}),
      });
      const acs = assertionConsumerOf(spMetadata);
      signIns.push(email);
      const relay = url.searchParams.get('RelayState');
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Test IdP</title></head><body><form method="post" action="${escapeMarkup(acs)}">` +
            `<input type="hidden" name="SAMLResponse" value="${escapeMarkup(samlResponse)}">` +
            (relay ? `<input type="hidden" name="RelayState" value="${escapeMarkup(relay)}">` : '') +
            `<noscript><button type="submit">Continue</button></noscript></form><script>document.forms[0].submit()</script></body></html>`,
        );
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const entityId = `${baseUrl}/metadata`;
  const identityProvider = (signatureAlgorithm: string) =>
    IdentityProvider({
      entityID: entityId,
      privateKey: pems.private,
      signingCert: pems.cert,
      requestSignatureAlgorithm: signatureAlgorithm,
      wantAuthnRequestsSigned: false,
      nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
      singleSignOnService: [{ Binding: Constants.namespace.binding.redirect, Location: `${baseUrl}/sso` }],
    });
  // One IdP, one key: the legacy variant differs only in signing with RSA-SHA1 (samlify pairs it with a SHA-1 digest).
  idp = identityProvider(Constants.algorithms.signature.RSA_SHA256);
  const legacyIdp = identityProvider(Constants.algorithms.signature.RSA_SHA1);

  const api: TestIdp = {
    baseUrl,
    entityId,
    metadataXml: idp.getMetadata(),
    signIns,
    async createLoginResponse(spMetadataXml, login) {
      const sp = ServiceProvider({ metadata: spMetadataXml });
      const shift = login.shiftMs ?? 0;
      const now = new Date(Date.now() + shift);
      const later = new Date(now.getTime() + 5 * 60_000).toISOString();
      const acs = assertionConsumerOf(spMetadataXml);
      const responseId = `_${crypto.randomUUID()}`;
      const values = {
        ID: responseId,
        AssertionID: `_${crypto.randomUUID()}`,
        Destination: login.recipient ?? acs,
        Audience: login.audience ?? sp.entityMeta.getEntityID(),
        SubjectRecipient: login.recipient ?? acs,
        Issuer: entityId,
        IssueInstant: now.toISOString(),
        StatusCode: Constants.StatusCode.Success,
        ConditionsNotBefore: now.toISOString(),
        ConditionsNotOnOrAfter: later,
        SubjectConfirmationDataNotOnOrAfter: later,
        NameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
        NameID: login.email,
        InResponseTo: login.inResponseTo,
      };
      const oid = login.attributeNames === 'oid';
      const format = oid ? URI_NAME_FORMAT : BASIC_NAME_FORMAT;
      const named = (friendly: keyof typeof OID_ATTRIBUTE_NAMES) => (oid ? OID_ATTRIBUTE_NAMES[friendly] : friendly);
      const givenName = login.givenName === undefined ? 'Sina' : login.givenName;
      const surname = login.surname === undefined ? 'Single' : login.surname;
      const attributes = [
        { name: login.emailAttribute ?? options.emailAttribute ?? named('email'), format, value: login.email },
        ...(givenName === null ? [] : [{ name: named('givenName'), format, value: givenName }]),
        ...(surname === null ? [] : [{ name: named('sn'), format, value: surname }]),
        ...(login.displayName === undefined ? [] : [{ name: named('displayName'), format, value: login.displayName }]),
      ];
      const signer = login.signatureAlgorithm === 'rsa-sha1' ? legacyIdp : idp!;
      const result = await signer.createLoginResponse(
        sp,
        { extract: { request: { id: login.inResponseTo } } },
        'post',
        { email: login.email },
        (template) => ({
          id: responseId,
          context: SamlLib.replaceTagsByValue(
            template === SamlLib.defaultLoginResponseTemplate.context ? responseTemplate(attributes) : template,
            values,
          ),
        }),
      );
      return result.context;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return api;
}
