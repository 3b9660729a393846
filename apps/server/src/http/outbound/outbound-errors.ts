import type { AddressClass } from './address-class.ts';

/**
 * Why an outbound request did not happen or did not finish. The message is generic on purpose: callers word what
 * the user sees from `reason`, `url` and `hop`; `detail` (resolved addresses, errno) is for the debug log only, since
 * echoing it would tell a caller what the server's network looks like.
 */

/** The policy refused a hop before any connection was made. */
export class OutboundRefused extends Error {
  override readonly name = 'OutboundRefused';
  constructor(
    readonly refusal: { reason: 'scheme' } | { reason: 'address'; addressClass: AddressClass; resolved: boolean },
    /** The refused hop's URL: the first URL, or where a redirect pointed. */
    readonly url: URL,
    /** 0 for the first URL, n for the n-th redirect. */
    readonly hop: number,
    readonly detail: string,
  ) {
    super('The server does not connect to that address');
  }
}

export type OutboundFailure = 'unreachable' | 'timeout' | 'redirect-refused' | 'bad-redirect' | 'too-many-redirects';

/** The request was allowed but did not get an answer the caller can use. */
export class OutboundFailed extends Error {
  override readonly name = 'OutboundFailed';
  constructor(
    readonly reason: OutboundFailure,
    readonly url: URL,
    readonly hop: number,
    readonly detail: string,
  ) {
    super('The address could not be reached');
  }
}
