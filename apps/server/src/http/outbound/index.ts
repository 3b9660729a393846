/** The server's one way to send a request to a place a user named (docs/security.md I2). */
export { classifyAddress, type AddressClass } from './address-class.ts';
export {
  hostOf,
  isAllowedHost,
  PRIVATE_CLASSES,
  refusedClass,
  schemeAllowed,
  STRICT_ADDRESS_POLICY,
  type OutboundAddressPolicy,
} from './address-policy.ts';
export { OutboundFailed, OutboundRefused, type OutboundFailure } from './outbound-errors.ts';
export { DEFAULT_MAX_REDIRECTS, outboundFetch, type OutboundLog, type OutboundRequest, type OutboundResponse } from './outbound-fetch.ts';
export { systemResolver, type Resolver } from './pinned-agent.ts';
