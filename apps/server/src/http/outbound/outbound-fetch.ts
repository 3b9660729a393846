import { fetch, type Response } from 'undici';
import { schemeAllowed, type OutboundAddressPolicy } from './address-policy.ts';
import { OutboundFailed, OutboundRefused } from './outbound-errors.ts';
import { ConnectRefusal, pinnedAgent, type Resolver } from './pinned-agent.ts';

/**
 * Every request the server sends to a place a user named (controller APIs, floor images, IdP metadata) goes
 * through here (docs/security.md I2). Redirects are followed one hop at a time, each hop judged like the first:
 * its scheme here, its host's addresses in the connector before a socket opens (pinned-agent.ts).
 */

export const DEFAULT_MAX_REDIRECTS = 5;

export interface OutboundLog {
  debug(fields: object, message: string): void;
}

export interface OutboundRequest {
  policy: OutboundAddressPolicy;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Ends the whole chain of hops (and the body read after it). */
  signal?: AbortSignal;
  maxRedirects?: number;
  /** Whether a redirect from one URL to the next may be followed at all (before the policy is asked). */
  mayFollow?: (from: URL, to: URL) => boolean;
  /** Whether a redirect to another origin keeps the caller's headers (a vendor's shard host); only same-origin ones do unless this says so. */
  keepHeaders?: (from: URL, to: URL) => boolean;
  /** How names become addresses; the system's dns.lookup unless a test gives its own. */
  resolver?: Resolver;
  /** Where the refused address or the connect error is written; never into what the caller shows. */
  log?: OutboundLog;
}

export interface OutboundResponse {
  response: Response;
  /** The URL that answered, after any redirects. */
  url: URL;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Headers a redirect to another origin keeps; the rest (keys, tokens, cookies) stay with the origin they were for.
const CROSS_ORIGIN_HEADERS = new Set(['accept', 'accept-language', 'user-agent']);

export async function outboundFetch(url: string | URL, request: OutboundRequest): Promise<OutboundResponse> {
  const maxRedirects = request.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const dispatcher = pinnedAgent(request.policy, request.resolver);
  let current = new URL(url);
  let method = request.method ?? 'GET';
  let body = request.body;
  let headers = { ...request.headers };
  for (let hop = 0; ; hop++) {
    if (!schemeAllowed(current, request.policy)) {
      throw logged(request, new OutboundRefused({ reason: 'scheme' }, current, hop, `scheme ${current.protocol}`));
    }
    let response: Response;
    try {
      response = await fetch(current, { method, headers, body, redirect: 'manual', dispatcher, signal: request.signal });
    } catch (error) {
      throw logged(request, translate(error, current, hop));
    }
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || location === null) return { response, url: current };
    await response.body?.cancel();
    if (hop >= maxRedirects) {
      throw logged(request, new OutboundFailed('too-many-redirects', current, hop, `more than ${maxRedirects} redirects`));
    }
    let next: URL;
    try {
      next = new URL(location, current);
    } catch {
      throw logged(request, new OutboundFailed('bad-redirect', current, hop + 1, `unreadable location ${location.slice(0, 200)}`));
    }
    if (request.mayFollow && !request.mayFollow(current, next)) {
      throw logged(request, new OutboundFailed('redirect-refused', next, hop + 1, `not followed from ${current.host}`));
    }
    if (next.origin !== current.origin && !request.keepHeaders?.(current, next)) {
      headers = Object.fromEntries(Object.entries(headers).filter(([name]) => CROSS_ORIGIN_HEADERS.has(name.toLowerCase())));
    }
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
    }
    current = next;
  }
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

function translate(error: unknown, url: URL, hop: number): OutboundRefused | OutboundFailed {
  const chain = causes(error);
  const refusal = chain.find((e): e is ConnectRefusal => e instanceof ConnectRefusal);
  if (refusal) {
    const { addressClass, resolved, address } = refusal;
    return new OutboundRefused({ reason: 'address', addressClass, resolved }, url, hop, `${address} is ${addressClass}`);
  }
  if (chain.some((e) => ['TimeoutError', 'AbortError'].includes((e as { name?: string }).name ?? ''))) {
    return new OutboundFailed('timeout', url, hop, 'no answer in time');
  }
  const low = chain.find((e) => typeof (e as { code?: unknown }).code === 'string') as { code: string; message?: string } | undefined;
  return new OutboundFailed('unreachable', url, hop, low ? `${low.code}: ${low.message ?? ''}` : String(error));
}

function logged<E extends OutboundRefused | OutboundFailed>(request: OutboundRequest, error: E): E {
  const reason = error instanceof OutboundRefused ? error.refusal.reason : error.reason;
  request.log?.debug(
    { event: 'outbound.stopped', reason, host: error.url.host, hop: error.hop, detail: error.detail },
    'outbound request stopped',
  );
  return error;
}
