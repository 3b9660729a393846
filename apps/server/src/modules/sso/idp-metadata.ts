import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

/** What we keep of an identity provider's SAML metadata. */
export interface IdpMetadata {
  entityId: string;
  /** The SingleSignOnService location for the HTTP-Redirect binding. */
  ssoUrl: string;
  /** Base64 bodies of the signing certificates (PEM without the armour). */
  certificates: string[];
}

export class IdpMetadataError extends Error {}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

function select(expression: string, node: Node): Node[] {
  return xpath.select(expression, node) as Node[];
}

/** Reads entity id, redirect sign-on URL and signing certificates from IdP metadata XML; throws IdpMetadataError with a reason. */
export function parseIdpMetadata(xml: string): IdpMetadata {
  // No DTDs at all: external entities and entity expansion stay impossible (XXE, billion laughs).
  if (/<!DOCTYPE/i.test(xml)) throw new IdpMetadataError('The metadata must not contain a DOCTYPE.');
  let document: Document;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new IdpMetadataError(message);
      },
    }).parseFromString(xml, 'text/xml') as unknown as Document;
  } catch (error) {
    throw new IdpMetadataError(
      `The metadata is not well-formed XML${error instanceof Error && error.message ? `: ${error.message.split('\n')[0]}` : ''}.`,
    );
  }
  const descriptor = select("//*[local-name()='EntityDescriptor'][*[local-name()='IDPSSODescriptor']]", document)[0] as Element | undefined;
  if (!descriptor) throw new IdpMetadataError('The metadata has no identity-provider descriptor (IDPSSODescriptor).');
  const entityId = descriptor.getAttribute('entityID')?.trim();
  if (!entityId) throw new IdpMetadataError('The metadata has no entityID.');
  const idp = select("*[local-name()='IDPSSODescriptor']", descriptor)[0] as Element;
  const services = select("*[local-name()='SingleSignOnService']", idp) as Element[];
  const redirect = services.find((service) => service.getAttribute('Binding') === REDIRECT_BINDING);
  const ssoUrl = redirect?.getAttribute('Location')?.trim();
  if (!ssoUrl) throw new IdpMetadataError('The metadata has no SingleSignOnService for the HTTP-Redirect binding.');
  if (!/^https?:\/\/[^\s]+$/i.test(ssoUrl)) throw new IdpMetadataError('The sign-on location is not an http(s) URL.');
  const keys = (select("*[local-name()='KeyDescriptor']", idp) as Element[]).filter((key) => {
    const use = key.getAttribute('use');
    return !use || use === 'signing';
  });
  const certificates = keys
    .flatMap((key) => select(".//*[local-name()='X509Certificate']", key))
    .map((node) => (node.textContent ?? '').replace(/\s+/g, ''))
    .filter((body) => /^[A-Za-z0-9+/]+=*$/.test(body) && body.length > 100);
  if (certificates.length === 0) throw new IdpMetadataError('The metadata has no signing certificate.');
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}

/** A certificate body wrapped as PEM, as the SAML library expects it. */
export function toPem(body: string): string {
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----`;
}
