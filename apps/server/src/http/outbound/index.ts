/** The server's one way to send a request to a place a user named (docs/security.md I2). */
export type { AddressClass } from './address-class.ts';
export {
  hostOf,
  PRIVATE_CLASSES,
  refusedClass,
  schemeAllowed,
  STRICT_ADDRESS_POLICY,
  type OutboundAddressPolicy,
} from './address-policy.ts';
export { OutboundFailed, OutboundRefused } from './outbound-errors.ts';
export { outboundFetch, type OutboundLog } from './outbound-fetch.ts';
export type { Resolver } from './pinned-agent.ts';
