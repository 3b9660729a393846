import xpath from 'xpath';

/** XML-DSig algorithm URIs (RFC 6931, xmldsig-core) that sign with or digest by SHA-1. */
const SHA1_SIGNATURES = new Set(['http://www.w3.org/2000/09/xmldsig#rsa-sha1']);
const SHA1_DIGESTS = new Set(['http://www.w3.org/2000/09/xmldsig#sha1']);
/** What we accept otherwise: RSA with SHA-2 (PKCS#1 v1.5 or PSS) and SHA-2 digests. */
const STRONG_SIGNATURES = new Set([
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha384',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512',
  'http://www.w3.org/2007/05/xmldsig-more#sha256-rsa-MGF1',
]);
const STRONG_DIGESTS = new Set([
  'http://www.w3.org/2001/04/xmlenc#sha256',
  'http://www.w3.org/2001/04/xmldsig-more#sha384',
  'http://www.w3.org/2001/04/xmlenc#sha512',
]);

export interface SignatureAlgorithms {
  signatures: string[];
  digests: string[];
}

/**
 * Every signature and digest algorithm a response names, wherever it names one. Elements are matched by local
 * name alone, so no namespace trick hides a method from this check that the signature library would still use.
 */
export function signatureAlgorithmsOf(document: Node): SignatureAlgorithms {
  const values = (element: string) =>
    (xpath.select(`//*[local-name()='${element}']/@Algorithm`, document) as Attr[]).map((attribute) => attribute.value.trim());
  return { signatures: values('SignatureMethod'), digests: values('DigestMethod') };
}

/**
 * Why these algorithms are refused: 'sha1' when SHA-1 signs or digests and the connection does not allow it for a
 * legacy identity provider, 'unsupported' for anything outside the list; null when they are acceptable.
 */
export function refuseAlgorithms(used: SignatureAlgorithms, allowSha1: boolean): 'sha1' | 'unsupported' | null {
  const all = [
    ...used.signatures.map((uri) => ({ uri, kind: 'signature' as const })),
    ...used.digests.map((uri) => ({ uri, kind: 'digest' as const })),
  ];
  let sha1 = false;
  for (const { uri, kind } of all) {
    if ((kind === 'signature' ? STRONG_SIGNATURES : STRONG_DIGESTS).has(uri)) continue;
    if ((kind === 'signature' ? SHA1_SIGNATURES : SHA1_DIGESTS).has(uri)) sha1 = true;
    else return 'unsupported';
  }
  return sha1 && !allowSha1 ? 'sha1' : null;
}
