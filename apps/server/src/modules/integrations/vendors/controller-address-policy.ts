import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent, type Dispatcher } from 'undici';
import { classifyAddress, type AddressClass } from './address-class.ts';
import { ControllerError, type ControllerAddressPolicy } from './controller-client.ts';

/**
 * docs/security.md I2: where the server may connect for a controller. An org admin types the address, so
 * without a rule it could be pointed at the server's own network (SSRF). The rule: https only, and every
 * address the host resolves to must be public — checked on the resolved address as the socket connects (the
 * dispatcher's lookup), so a name that resolves to a public address when saved and to 127.0.0.1 later (DNS
 * rebinding) is refused too. The operator loosens it by configuration (apps/server/src/config).
 */

/** What applies when the composition root passes nothing: no exceptions. */
export const STRICT_ADDRESS_POLICY: ControllerAddressPolicy = { allowPrivateNetworks: false, allowedHosts: [] };

const PRIVATE_CLASSES: AddressClass[] = ['loopback', 'private', 'link-local'];
const WORDS: Record<Exclude<AddressClass, 'public'>, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  'link-local': 'a link-local address',
  metadata: 'a cloud metadata address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function allowedHost(host: string, policy: ControllerAddressPolicy): boolean {
  return policy.allowedHosts.includes(host.toLowerCase());
}

/** Why the server will not connect to this address for that host, in words; null when it may. */
export function addressRefusal(name: string, host: string, address: string, policy: ControllerAddressPolicy): string | null {
  if (allowedHost(host, policy)) return null;
  const kind = classifyAddress(address);
  if (kind === null || kind === 'public') return null;
  if (policy.allowPrivateNetworks && PRIVATE_CLASSES.includes(kind)) return null;
  const where = host === address ? address : `${host} (${address})`;
  const unless = PRIVATE_CLASSES.includes(kind)
    ? 'CONTROLLER_ALLOW_PRIVATE_NETWORKS=true or CONTROLLER_ALLOWED_HOSTS'
    : 'CONTROLLER_ALLOWED_HOSTS';
  return `The ${name} address ${where} is ${WORDS[kind]}; the server does not connect there unless ${unless} allows it`;
}

/** Checks what can be checked before connecting: the scheme, and a host that is an IP literal (no lookup follows). */
export function checkControllerUrl(name: string, url: URL, policy: ControllerAddressPolicy): void {
  const host = hostOf(url);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowedHost(host, policy))) {
    throw new ControllerError('ADDRESS_REFUSED', `The ${name} address must start with https://`);
  }
  const refusal = addressRefusal(name, host, host, policy);
  if (refusal) throw new ControllerError('ADDRESS_REFUSED', refusal);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** An undici dispatcher whose every new connection resolves its host here and refuses it when any address is refused. */
export function guardedDispatcher(name: string, policy: ControllerAddressPolicy): Dispatcher {
  const lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      for (const a of addresses) {
        const refusal = addressRefusal(name, hostname, a.address, policy);
        if (refusal) return callback(new ControllerError('ADDRESS_REFUSED', refusal) as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
  return new Agent({ connect: { lookup } });
}
