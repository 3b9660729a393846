import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { refuseAlgorithms, signatureAlgorithmsOf } from './saml-algorithms.ts';

const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** A response whose assertion carries one signature with the given methods (the signature value does not matter here). */
const response = (signature: string, digest: string, prefix = 'ds') =>
  new DOMParser().parseFromString(
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"><saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">` +
      `<${prefix}:Signature xmlns:${prefix}="http://www.w3.org/2000/09/xmldsig#"><${prefix}:SignedInfo>` +
      `<${prefix}:SignatureMethod Algorithm="${signature}"/><${prefix}:Reference URI="#a"><${prefix}:DigestMethod Algorithm="${digest}"/>` +
      `</${prefix}:Reference></${prefix}:SignedInfo></${prefix}:Signature></saml:Assertion></samlp:Response>`,
    'text/xml',
  ) as unknown as Node;

describe('signature algorithms of a SAML response', () => {
  it('reads every signature and digest method, whatever the prefix', () => {
    expect(signatureAlgorithmsOf(response(RSA_SHA256, SHA256, 'x'))).toEqual({ signatures: [RSA_SHA256], digests: [SHA256] });
  });

  it.each([
    ['RSA-SHA256 with a SHA-256 digest', RSA_SHA256, SHA256, false, null],
    ['RSA-SHA1 with a SHA-1 digest', RSA_SHA1, SHA1, false, 'sha1'],
    ['RSA-SHA256 over a SHA-1 digest', RSA_SHA256, SHA1, false, 'sha1'],
    ['RSA-SHA1 over a SHA-256 digest', RSA_SHA1, SHA256, false, 'sha1'],
    ['RSA-SHA1 for a legacy IdP the admin allowed', RSA_SHA1, SHA1, true, null],
    ['HMAC-SHA1, even when SHA-1 is allowed', 'http://www.w3.org/2000/09/xmldsig#hmac-sha1', SHA1, true, 'unsupported'],
    ['an MD5 digest', RSA_SHA256, 'http://www.w3.org/2001/04/xmldsig-more#md5', false, 'unsupported'],
  ] as const)('%s', (_, signature, digest, allowSha1, expected) => {
    expect(refuseAlgorithms(signatureAlgorithmsOf(response(signature, digest)), allowSha1)).toBe(expected);
  });
});
