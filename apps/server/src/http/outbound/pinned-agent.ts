import dns from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector, type Dispatcher } from 'undici';
import type { AddressClass } from './address-class.ts';
import { refusedClass, type OutboundAddressPolicy } from './address-policy.ts';

/** Every address a name resolves to (dns.lookup with all: true, in the resolver's order). */
export type Resolver = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Raised inside the connector; outbound-fetch.ts turns it into an OutboundRefused for the hop. */
export class ConnectRefusal extends Error {
  constructor(
    readonly addressClass: AddressClass,
    readonly resolved: boolean,
    readonly address: string,
  ) {
    super('connection refused by the outbound address policy');
  }
}

/**
 * The one place a socket is opened for an outbound request. The host — literal or name — is turned into addresses
 * here, every address is judged, and the socket is opened to the judged address itself (the name goes on only as
 * the TLS server name and Host header), so a second DNS answer (rebinding) can never swap in another one.
 */
async function checkedAddress(hostname: string, policy: OutboundAddressPolicy, resolve: Resolver): Promise<string> {
  const literal = isIP(hostname) !== 0;
  const addresses = literal ? [{ address: hostname, family: isIP(hostname) }] : await resolve(hostname);
  if (addresses.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
  for (const { address } of addresses) {
    const refused = refusedClass(hostname, address, policy);
    if (refused) throw new ConnectRefusal(refused, !literal, address);
  }
  return addresses[0]!.address;
}

function pinnedConnector(policy: OutboundAddressPolicy, resolve: Resolver): buildConnector.connector {
  const connect = buildConnector({});
  return (options, callback) => {
    checkedAddress(options.hostname, policy, resolve).then(
      (address) => {
        const servername = options.servername || (isIP(options.hostname) ? undefined : options.hostname);
        connect({ ...options, hostname: address, ...(servername ? { servername } : {}) }, callback);
      },
      (error: Error) => callback(error, null),
    );
  };
}

// One pool per policy and resolver, so requests made per call share their sockets; each was judged when it opened.
const agents = new WeakMap<OutboundAddressPolicy, Map<Resolver, Dispatcher>>();

export function pinnedAgent(policy: OutboundAddressPolicy, resolve: Resolver = systemResolver): Dispatcher {
  let byResolver = agents.get(policy);
  if (!byResolver) agents.set(policy, (byResolver = new Map()));
  let agent = byResolver.get(resolve);
  if (!agent) byResolver.set(resolve, (agent = new Agent({ connect: pinnedConnector(policy, resolve) })));
  return agent;
}
