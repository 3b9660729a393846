import { SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml';
import type { SsoRefusalCode } from '@airscope/contracts';
import { toPem } from './idp-metadata.ts';

/** How long an authentication request may wait for its answer. */
export const SAML_REQUEST_LIFETIME_MS = 10 * 60_000;
/** Clock difference we tolerate between the identity provider and us. */
const CLOCK_SKEW_MS = 60_000;

export interface ServiceProviderIdentity {
  /** Our entity id for this organisation (also the URL of our metadata). */
  entityId: string;
  acsUrl: string;
}

/** Addresses the identity provider needs from us; one entity per organisation, one consumer URL for all. */
export function serviceProviderIdentity(publicUrl: string, orgId: string): ServiceProviderIdentity {
  return { entityId: `${publicUrl}/authapi/v1/sso/metadata/${orgId}`, acsUrl: `${publicUrl}/saml-consume` };
}

export interface IdentityProviderSettings {
  ssoUrl: string | null;
  certificates: string[];
}

/**
 * A node-saml service provider for one organisation. Assertions must be signed by one of the IdP's
 * certificates, answer a request we sent (InResponseTo) and be addressed to our entity id.
 */
export function createServiceProvider(sp: ServiceProviderIdentity, idp: IdentityProviderSettings, requests: CacheProvider): SAML {
  return new SAML({
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    ...(idp.ssoUrl ? { entryPoint: idp.ssoUrl } : {}),
    // node-saml insists on a certificate even when only metadata is generated; an empty list never verifies anything.
    idpCert: idp.certificates.length > 0 ? idp.certificates.map(toPem) : ['-'],
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_LIFETIME_MS,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    cacheProvider: requests,
  });
}

/** Our metadata for the identity provider's administrator. */
export function serviceProviderMetadata(sp: ServiceProviderIdentity): string {
  return createServiceProvider(
    sp,
    { ssoUrl: null, certificates: [] },
    {
      saveAsync: async () => null,
      getAsync: async () => null,
      removeAsync: async () => null,
    },
  ).generateServiceProviderMetadata(null, null);
}

/** Maps node-saml's validation failures onto the refusals a user is shown. */
export function classifySamlFailure(error: unknown): SsoRefusalCode {
  const message = error instanceof Error ? error.message : String(error);
  if (/signature/i.test(message)) return 'invalid-signature';
  if (/expired|not yet valid|no valid subject confirmation/i.test(message)) return 'expired';
  if (/audience/i.test(message)) return 'wrong-audience';
  if (/InResponseTo/i.test(message)) return 'unknown-request';
  return 'invalid-response';
}
