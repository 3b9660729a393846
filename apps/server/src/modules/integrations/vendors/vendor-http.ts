import type { Headers, Response } from 'undici';
import {
  OutboundFailed,
  OutboundRefused,
  outboundFetch,
  STRICT_ADDRESS_POLICY,
  type OutboundAddressPolicy,
  type OutboundLog,
  type Resolver,
} from '../../../http/outbound/index.ts';
import { ControllerError, VENDOR_NAMES, type ControllerClientOptions, type ControllerVendor } from './controller-client.ts';
import { checkControllerUrl, refusalWords } from './controller-address-policy.ts';

/**
 * The part every vendor client shares: one GET at a time, a per-call timeout, 429 answered by waiting the server's
 * Retry-After (a bounded number of times), and failures turned into ControllerError sentences a user can act on.
 * Keys travel only in the headers the caller passes. Every request, and every redirect of it, goes through the
 * server's outbound fetch (http/outbound, docs/security.md I2), which judges each hop's address before connecting;
 * its low-level detail goes to the debug log, never into the sentence.
 */

export const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRIES = 3;
/** A Retry-After longer than this is not waited out: the caller gets RATE_LIMITED instead of a stalled import. */
const MAX_RETRY_AFTER_S = 60;
const MAX_REDIRECTS = 5;
/** Floor images are plans, not photographs of a city: past this a controller is sending something else. */
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

export interface VendorResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return Number.isInteger(s) ? String(s) : s.toFixed(1);
}

function retryAfterSeconds(value: string | null): number {
  if (!value) return 1;
  const n = Number(value);
  if (Number.isFinite(n)) return Math.max(0, n);
  const at = Date.parse(value);
  return Number.isNaN(at) ? 1 : Math.max(0, (at - Date.now()) / 1000);
}

export class VendorHttp {
  private readonly name: string;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly policy: OutboundAddressPolicy;
  private readonly resolver: Resolver | undefined;
  private readonly log: OutboundLog | undefined;

  constructor(
    readonly vendor: ControllerVendor,
    readonly baseUrl: string,
    options: ControllerClientOptions = {},
  ) {
    this.name = VENDOR_NAMES[vendor];
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.policy = options.addressPolicy ?? STRICT_ADDRESS_POLICY;
    this.resolver = options.resolver;
    this.log = options.log;
    let parsed: URL;
    try {
      parsed = new URL(baseUrl);
    } catch {
      throw new ControllerError('UNREACHABLE', `The ${this.name} address "${baseUrl}" is not a web address`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new ControllerError('UNREACHABLE', `The ${this.name} address must start with https://`);
    }
    checkControllerUrl(this.name, parsed, this.policy);
  }

  /** Absolute URL of a documented path (query values left out when undefined). */
  url(pathname: string, query: Record<string, string | number | undefined> = {}): string {
    const url = new URL(this.baseUrl.replace(/\/+$/, '') + pathname);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    return url.toString();
  }

  /** GET (or the given method) answering parsed JSON; 401/403 become KEY_REFUSED, 404 NOT_FOUND. */
  async json(url: string, headers: Record<string, string>, init: { method?: string; body?: string } = {}): Promise<VendorResponse> {
    const res = await this.sendKeyed(url, { ...init, headers: { accept: 'application/json', ...headers } });
    const text = await this.readText(res);
    if (res.status === 401 || res.status === 403) throw new ControllerError('KEY_REFUSED', `The key was refused by ${this.name}`);
    if (res.status === 404) throw new ControllerError('NOT_FOUND', `${this.name} has nothing at ${new URL(url).pathname}`);
    if (res.status < 200 || res.status >= 300) {
      throw new ControllerError('BAD_RESPONSE', `${this.name} answered ${res.status} ${res.statusText || ''}`.trim() + excerpt(text));
    }
    try {
      return { status: res.status, headers: res.headers, body: text === '' ? null : (JSON.parse(text) as unknown) };
    } catch {
      throw new ControllerError('BAD_RESPONSE', `${this.name} answered something that is not JSON at ${new URL(url).pathname}`);
    }
  }

  /** The bytes at a URL (a floor image) with its media type. */
  async bytes(url: string, headers: Record<string, string>): Promise<{ bytes: Uint8Array; mediaType: string }> {
    const res = await this.send(url, { headers }, `${this.name} floor image`);
    if (res.status < 200 || res.status >= 300) {
      await res.body?.cancel();
      throw new ControllerError('BAD_RESPONSE', `${this.name} answered ${res.status} for a floor image`);
    }
    if (Number(res.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) {
      await res.body?.cancel();
      throw new ControllerError('BAD_RESPONSE', `${this.name} sent a floor image larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
    }
    const bytes = new Uint8Array(await this.within(res.arrayBuffer()));
    if (bytes.length > MAX_IMAGE_BYTES) {
      throw new ControllerError('BAD_RESPONSE', `${this.name} sent a floor image larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
    }
    return { bytes, mediaType: (res.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim() };
  }

  /**
   * A request carrying the key follows redirects only on the same site (Meraki sends API calls on to its shard
   * hosts, n123.meraki.com), never to another one, which would receive the key.
   */
  private sendKeyed(url: string, init: SendInit): Promise<Response> {
    const base = new URL(this.baseUrl);
    return this.send(url, init, this.name, (_from, to) => sameSite(base, to));
  }

  /**
   * One request with its redirects. A keyed call passes `sameSiteOnly`: a redirect off the site is refused, one
   * within it keeps the key. A floor image link may lead anywhere the address policy allows, without headers.
   */
  private async send(url: string, init: SendInit, what: string, sameSiteOnly?: (from: URL, to: URL) => boolean): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        ({ response: res } = await outboundFetch(url, {
          ...init,
          policy: this.policy,
          signal: AbortSignal.timeout(this.timeoutMs),
          maxRedirects: MAX_REDIRECTS,
          ...(sameSiteOnly ? { mayFollow: sameSiteOnly, keepHeaders: sameSiteOnly } : {}),
          ...(this.resolver ? { resolver: this.resolver } : {}),
          ...(this.log ? { log: this.log } : {}),
        }));
      } catch (err) {
        throw this.failure(err, what);
      }
      if (res.status !== 429) return res;
      await res.body?.cancel();
      const wait = retryAfterSeconds(res.headers.get('retry-after'));
      if (attempt >= this.maxRetries || wait > MAX_RETRY_AFTER_S) {
        throw new ControllerError('RATE_LIMITED', `${this.name} is limiting requests; tried ${attempt + 1} times, try again later`);
      }
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }

  private async readText(res: Response): Promise<string> {
    return this.within(res.text());
  }

  /** A body that stalls after the headers is the same failure as a silent server. */
  private async within<T>(reading: Promise<T>): Promise<T> {
    try {
      return await reading;
    } catch (err) {
      throw this.failure(err, this.name);
    }
  }

  private failure(err: unknown, what: string): ControllerError {
    if (err instanceof ControllerError) return err;
    if (err instanceof OutboundRefused) return new ControllerError('ADDRESS_REFUSED', refusalWords(what, err));
    if (err instanceof OutboundFailed) {
      switch (err.reason) {
        case 'redirect-refused':
          return new ControllerError(
            'BAD_RESPONSE',
            `${this.name} sent the request on to ${err.url.host}, which is not ${new URL(this.baseUrl).host}`,
          );
        case 'too-many-redirects':
          return new ControllerError('BAD_RESPONSE', `${this.name} redirected more than ${MAX_REDIRECTS} times`);
        case 'bad-redirect':
          return new ControllerError('BAD_RESPONSE', `${this.name} sent a redirect to an unreadable address`);
        case 'timeout':
          return this.timeout();
        case 'unreachable':
          return new ControllerError('UNREACHABLE', `${this.name} could not be reached at ${err.url.host}`);
      }
    }
    const e = err as { name?: string; message?: string };
    if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return this.timeout();
    this.log?.debug({ event: 'outbound.stopped', reason: 'body', detail: e?.message }, 'outbound answer not read');
    return new ControllerError('UNREACHABLE', `${this.name} could not be reached at ${new URL(this.baseUrl).host}`);
  }

  private timeout(): ControllerError {
    return new ControllerError('TIMEOUT', `${this.name} did not answer in ${seconds(this.timeoutMs)} s`);
  }
}

interface SendInit {
  method?: string;
  body?: string;
  headers: Record<string, string>;
}

/** Same scheme and the same last two host labels (api.meraki.com and n123.meraki.com), or the very same host. */
function sameSite(base: URL, next: URL): boolean {
  if (base.protocol !== next.protocol) return false;
  if (base.host === next.host) return true;
  const site = (h: string) => h.split('.').slice(-2).join('.');
  return !/^[\d.]+$|:/.test(base.hostname) && site(base.hostname) === site(next.hostname);
}

function excerpt(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim().slice(0, 160);
  return t ? `: ${t}` : '';
}
