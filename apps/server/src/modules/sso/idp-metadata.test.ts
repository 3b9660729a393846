import { describe, expect, it } from 'vitest';
import { IdpMetadataError, parseIdpMetadata, toPem } from './idp-metadata.ts';

const CERT = 'MIIC' + 'A'.repeat(200) + '==';

function metadata({ binding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', use = 'signing', cert = CERT } = {}) {
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.example.com/saml">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="${use}"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>
      ${cert.slice(0, 64)}
      ${cert.slice(64)}
    </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example.com/post"/>
    <md:SingleSignOnService Binding="${binding}" Location="https://idp.example.com/redirect"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

describe('reading identity-provider metadata', () => {
  it('takes the entity id, the HTTP-Redirect sign-on URL and the signing certificate (whitespace removed)', () => {
    expect(parseIdpMetadata(metadata())).toEqual({
      entityId: 'https://idp.example.com/saml',
      ssoUrl: 'https://idp.example.com/redirect',
      certificates: [CERT],
    });
  });

  it('ignores encryption-only keys and refuses metadata without a signing certificate', () => {
    expect(() => parseIdpMetadata(metadata({ use: 'encryption' }))).toThrow('The metadata has no signing certificate.');
  });

  it('refuses metadata without a redirect sign-on service', () => {
    expect(() => parseIdpMetadata(metadata({ binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Artifact' }))).toThrow(/HTTP-Redirect/);
  });

  it('refuses DOCTYPEs (no entity expansion), broken XML and SP metadata', () => {
    expect(() => parseIdpMetadata('<!DOCTYPE x [<!ENTITY a "aaaa">]>' + metadata())).toThrow('The metadata must not contain a DOCTYPE.');
    expect(() => parseIdpMetadata('<md:EntityDescriptor')).toThrow(IdpMetadataError);
    expect(() => parseIdpMetadata('<EntityDescriptor entityID="x"><SPSSODescriptor/></EntityDescriptor>')).toThrow(
      /no identity-provider descriptor/,
    );
  });

  it('wraps a certificate body as PEM in 64-character lines', () => {
    const pem = toPem(CERT);
    expect(pem.startsWith('-----BEGIN CERTIFICATE-----\n')).toBe(true);
    expect(
      pem
        .split('\n')
        .slice(1, -1)
        .every((line) => line.length <= 64),
    ).toBe(true);
  });
});
