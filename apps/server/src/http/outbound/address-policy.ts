import { isIPv6 } from 'node:net';
import { classifyAddress, type AddressClass } from './address-class.ts';

/**
 * docs/security.md I2: where the server may connect when a user's input (a controller address, a floor image link
 * a controller sends, an IdP metadata URL) names the place. Without a rule such input reaches the server's own
 * network (SSRF). The rule: https only, and every address a host is or resolves to must be public. The operator
 * loosens it by configuration (CONTROLLER_ALLOWED_HOSTS, CONTROLLER_ALLOW_PRIVATE_NETWORKS; apps/server/src/config).
 */
export interface OutboundAddressPolicy {
  /** CONTROLLER_ALLOW_PRIVATE_NETWORKS=true: loopback, private, unique-local, CGNAT and link-local addresses (never metadata). */
  allowPrivateNetworks: boolean;
  /** CONTROLLER_ALLOWED_HOSTS: host names or IP literals (lower case) reached however they resolve, plain http too. */
  allowedHosts: readonly string[];
}

/** What applies when the composition root passes nothing: no exceptions. */
export const STRICT_ADDRESS_POLICY: OutboundAddressPolicy = Object.freeze({ allowPrivateNetworks: false, allowedHosts: [] });

/** The classes CONTROLLER_ALLOW_PRIVATE_NETWORKS opens; metadata, unspecified, multicast and reserved stay shut. */
export const PRIVATE_CLASSES: readonly AddressClass[] = ['loopback', 'private', 'unique-local', 'cgnat', 'link-local'];

/** A URL's host as the policy compares it: no IPv6 brackets, lower case. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** One spelling per host, as a URL writes it: lower case, IPv4 dotted, IPv6 compressed (::ffff:7f00:1). */
function canonicalHost(host: string): string {
  const bare = host.replace(/^\[|\]$/g, '');
  try {
    return hostOf(new URL(`http://${isIPv6(bare) ? `[${bare}]` : bare}/`));
  } catch {
    return bare.toLowerCase();
  }
}

export function isAllowedHost(host: string, policy: OutboundAddressPolicy): boolean {
  const wanted = canonicalHost(host);
  return policy.allowedHosts.some((allowed) => canonicalHost(allowed) === wanted);
}

/** https, or plain http to a host the operator named. */
export function schemeAllowed(url: URL, policy: OutboundAddressPolicy): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isAllowedHost(hostOf(url), policy));
}

/** The class that keeps the server from connecting to `address` for `host`; null when it may connect. */
export function refusedClass(host: string, address: string, policy: OutboundAddressPolicy): AddressClass | null {
  if (isAllowedHost(host, policy)) return null;
  const kind = classifyAddress(address);
  // Not an IP address: nothing to connect to, so nothing is allowed.
  if (kind === null) return 'reserved';
  if (kind === 'public') return null;
  if (policy.allowPrivateNetworks && PRIVATE_CLASSES.includes(kind)) return null;
  return kind;
}
