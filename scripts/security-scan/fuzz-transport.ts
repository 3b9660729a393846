// How the fuzzer reaches the server: over HTTP to a running server process (the scan), or through Fastify's inject
// (the bounded run inside the test suite). Both answer status, headers and body text.

export interface WireRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
}

export interface WireAnswer {
  readonly status: number;
  header(name: string): string | undefined;
  readonly setCookies: readonly string[];
  readonly text: string;
}

export type Transport = (request: WireRequest) => Promise<WireAnswer>;

/** Requests over HTTP to `baseUrl`, each bounded by `timeoutMs` (a request past it counts as no answer). */
export function httpTransport(baseUrl: string, timeoutMs: number): Transport {
  return async (request) => {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      // A copy on its own ArrayBuffer: what fetch's body type accepts.
      ...(request.body !== undefined ? { body: typeof request.body === 'string' ? request.body : new Uint8Array(request.body) } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return {
      status: response.status,
      header: (name) => response.headers.get(name) ?? undefined,
      setCookies: response.headers.getSetCookie(),
      text,
    };
  };
}

interface Injectable {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
  }): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;
}

/** Requests through Fastify's inject: the app's whole request path without a socket. */
export function injectTransport(app: Injectable): Transport {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers },
      ...(request.body !== undefined ? { payload: typeof request.body === 'string' ? request.body : Buffer.from(request.body) } : {}),
    });
    const raw = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      header: (name) => {
        const value = response.headers[name.toLowerCase()];
        return value === undefined ? undefined : String(value);
      },
      setCookies: Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [],
      text: response.body,
    };
  };
}
