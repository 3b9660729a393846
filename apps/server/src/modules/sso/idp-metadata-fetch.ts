import dns from 'node:dns';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { MAX_IDP_METADATA_CHARS } from '@airscope/contracts';
import { IdpMetadataError } from './idp-metadata.ts';

// Addresses a metadata URL may never reach: the server's own network, not the identity provider's (SSRF).
const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv6');
}

/** True for loopback, private, link-local, multicast and reserved addresses (IPv4-mapped IPv6 included). */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return BLOCKED.check(mapped[1], 'ipv4');
  return BLOCKED.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

// Checked at connect time, on the address actually dialled, so a second DNS answer cannot slip past.
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.find((entry) => isNonPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(new IdpMetadataError('The metadata URL points to a private or local address.'), '', 4);
    }
    if (options.all) return (callback as unknown as (e: null, list: typeof addresses) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

/** Reads IdP metadata from a public https URL: no redirects, 10 s, at most the metadata size limit. */
export function fetchIdpMetadata(url: string, timeoutMs = 10_000): Promise<string> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') return Promise.reject(new IdpMetadataError('The metadata URL must use https.'));
  if (net.isIP(parsed.hostname.replace(/^\[|\]$/g, '')) && isNonPublicAddress(parsed.hostname.replace(/^\[|\]$/g, ''))) {
    return Promise.reject(new IdpMetadataError('The metadata URL points to a private or local address.'));
  }
  return new Promise((resolve, reject) => {
    const request = https.get(
      parsed,
      { lookup: publicOnlyLookup, timeout: timeoutMs, headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new IdpMetadataError(`The metadata URL answered HTTP ${response.statusCode ?? '?'}.`));
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.length > MAX_IDP_METADATA_CHARS) {
            request.destroy();
            reject(new IdpMetadataError('The metadata is too large.'));
          }
        });
        response.on('end', () => resolve(text));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new IdpMetadataError('The metadata URL did not answer in time.')));
    request.on('error', (error) =>
      reject(error instanceof IdpMetadataError ? error : new IdpMetadataError(`The metadata URL could not be read: ${error.message}`)),
    );
  });
}
