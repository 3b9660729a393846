import { fetch, type Dispatcher, type Headers, type RequestInit, type Response } from 'undici';
import {
  ControllerError,
  VENDOR_NAMES,
  type ControllerAddressPolicy,
  type ControllerClientOptions,
  type ControllerVendor,
} from './controller-client.ts';
import { checkControllerUrl, guardedDispatcher, STRICT_ADDRESS_POLICY } from './controller-address-policy.ts';

/**
 * The part every vendor client shares: one GET at a time with Node's fetch, a per-call timeout, 429 answered by
 * waiting the server's Retry-After (a bounded number of times), and failures turned into ControllerError
 * sentences a user can act on. Keys travel only in the headers the caller passes; nothing here logs. Every
 * request goes through the address policy (docs/security.md I2): its URL is checked before it is sent and
 * the address its host resolves to as the connection opens.
 */

export const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRIES = 3;
/** A Retry-After longer than this is not waited out: the caller gets RATE_LIMITED instead of a stalled import. */
const MAX_RETRY_AFTER_S = 60;
const MAX_REDIRECTS = 5;
/** Floor images are plans, not photographs of a city: past this a controller is sending something else. */
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/** One connection pool per policy and vendor, so clients made per call share their sockets. */
const dispatchers = new WeakMap<ControllerAddressPolicy, Map<string, Dispatcher>>();

function dispatcherFor(name: string, policy: ControllerAddressPolicy): Dispatcher {
  let byName = dispatchers.get(policy);
  if (!byName) dispatchers.set(policy, (byName = new Map()));
  let dispatcher = byName.get(name);
  if (!dispatcher) byName.set(name, (dispatcher = guardedDispatcher(name, policy)));
  return dispatcher;
}

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
  private readonly policy: ControllerAddressPolicy;
  private readonly dispatcher: Dispatcher;

  constructor(
    readonly vendor: ControllerVendor,
    readonly baseUrl: string,
    options: ControllerClientOptions = {},
  ) {
    this.name = VENDOR_NAMES[vendor];
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.policy = options.addressPolicy ?? STRICT_ADDRESS_POLICY;
    this.dispatcher = dispatcherFor(this.name, this.policy);
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
    const res = await this.send(url, { headers });
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
   * A request carrying the key follows redirects itself: only to the same site (Meraki sends API calls on to
   * its shard hosts, n123.meraki.com), never to another one, which would receive the key.
   */
  private async sendKeyed(url: string, init: RequestInit): Promise<Response> {
    let current = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const res = await this.send(current, { ...init, redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return res;
      await res.body?.cancel();
      const next = new URL(location, current);
      if (!sameSite(new URL(this.baseUrl), next)) {
        throw new ControllerError(
          'BAD_RESPONSE',
          `${this.name} sent the request on to ${next.host}, which is not ${new URL(this.baseUrl).host}`,
        );
      }
      current = next.toString();
    }
    throw new ControllerError('BAD_RESPONSE', `${this.name} redirected more than ${MAX_REDIRECTS} times`);
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      checkControllerUrl(this.name, new URL(url), this.policy);
      try {
        res = await fetch(url, { redirect: 'follow', ...init, dispatcher: this.dispatcher, signal: AbortSignal.timeout(this.timeoutMs) });
      } catch (err) {
        throw this.failure(err);
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
      throw this.failure(err);
    }
  }

  private failure(err: unknown): ControllerError {
    const e = err as { name?: string; cause?: { code?: string } };
    if (e?.cause instanceof ControllerError) return e.cause;
    if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
      return new ControllerError('TIMEOUT', `${this.name} did not answer in ${seconds(this.timeoutMs)} s`);
    }
    const code = e?.cause?.code ? ` (${e.cause.code})` : '';
    return new ControllerError('UNREACHABLE', `${this.name} could not be reached at ${new URL(this.baseUrl).host}${code}`);
  }
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
