import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON (to send broken JSON). */
  text?: string;
  /** Raw bytes (a binary answer; give its content type in `headers`). */
  bytes?: Uint8Array;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

/** Replaces `fetch` with a router of `METHOD path` → answer (or thrown error) and records each call. */
export function mockFetch(routes: Record<string, MockAnswer | Error>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ url, method, headers: new Headers(init.headers), body: init.body?.toString(), credentials: init.credentials });
    const answer = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    if (answer instanceof Error) throw answer;
    if (!answer) return new Response(JSON.stringify({ message: 'Route not mocked' }), { status: 404 });
    if (answer.bytes) return new Response(new Uint8Array(answer.bytes).buffer, { status: answer.status ?? 200, headers: answer.headers });
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text === '' ? null : text, { status: answer.status ?? 200, headers: answer.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
