import { isIP } from 'node:net';
import {
  hostOf,
  OutboundRefused,
  PRIVATE_CLASSES,
  refusedClass,
  schemeAllowed,
  STRICT_ADDRESS_POLICY,
  type AddressClass,
} from '../../../http/outbound/index.ts';
import { ControllerError, type ControllerAddressPolicy } from './controller-client.ts';

/**
 * docs/security.md I2 in a controller's words. The rule itself is the server's one outbound address policy
 * (http/outbound): https only, every address of every hop public unless the operator's configuration says
 * otherwise. Here: the sentences an org admin reads, naming the host as written — never the address a name
 * resolved to — and the setting that would allow it.
 */

export { STRICT_ADDRESS_POLICY };

const WORDS: Record<Exclude<AddressClass, 'public'>, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  'unique-local': 'a unique local address',
  cgnat: 'a carrier-grade NAT address',
  'link-local': 'a link-local address',
  metadata: 'a cloud metadata address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

function settingFor(kind: AddressClass): string {
  return PRIVATE_CLASSES.includes(kind) ? 'CONTROLLER_ALLOW_PRIVATE_NETWORKS=true or CONTROLLER_ALLOWED_HOSTS' : 'CONTROLLER_ALLOWED_HOSTS';
}

/** What a refused hop of a request for `what` ("Mist", "Mist floor image") tells the user. */
export function refusalWords(what: string, refused: OutboundRefused): string {
  const host = hostOf(refused.url);
  const { refusal, hop } = refused;
  if (refusal.reason === 'scheme') {
    return hop === 0
      ? `The ${what} address must start with https://`
      : `${what} redirected to ${refused.url.protocol}//${host}; the server follows only https:// addresses unless CONTROLLER_ALLOWED_HOSTS names the host`;
  }
  const subject = hop === 0 ? `The ${what} address ${host}` : `${what} redirected to ${host}, which`;
  const kind = refusal.addressClass as Exclude<AddressClass, 'public'>;
  return `${subject} ${refusal.resolved ? 'resolves to' : 'is'} ${WORDS[kind]}; the server does not connect there unless ${settingFor(kind)} allows it`;
}

/**
 * What can be judged of a controller's address when it is typed, before any request: the scheme, and a host that
 * is an IP literal. A name is judged by its addresses when the connection opens.
 */
export function checkControllerUrl(name: string, url: URL, policy: ControllerAddressPolicy): void {
  const host = hostOf(url);
  let refused: OutboundRefused | null = null;
  if (!schemeAllowed(url, policy)) refused = new OutboundRefused({ reason: 'scheme' }, url, 0, url.protocol);
  else if (isIP(host)) {
    const kind = refusedClass(host, host, policy);
    if (kind) refused = new OutboundRefused({ reason: 'address', addressClass: kind, resolved: false }, url, 0, host);
  }
  if (refused) throw new ControllerError('ADDRESS_REFUSED', refusalWords(name, refused));
}
