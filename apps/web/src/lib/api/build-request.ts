import { buildPath, CSRF_HEADER, STORAGE_KEYS, type EndpointDef } from '@airscope/contracts';

export interface RequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

function buildQueryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function encodeForm(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

/** Turns an endpoint declaration and call parts into a `fetch` URL and init (cookies, CSRF header, body). */
export function buildRequest(endpoint: EndpointDef, parts: RequestParts): { url: string; init: RequestInit } {
  const params = (parts.params ?? {}) as Record<string, string | number>;
  const url = buildPath(endpoint.path, params) + buildQueryString(parts.query);
  const headers = new Headers({ Accept: 'application/json' });
  const token = window.localStorage.getItem(STORAGE_KEYS.csrfToken);
  if (token) headers.set(CSRF_HEADER, token);
  let body: BodyInit | undefined;
  if (parts.body !== undefined) {
    // Only calls with a body declare a content type: an empty JSON body with that type is a 400.
    if (endpoint.bodyType === 'form') {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = encodeForm(parts.body);
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(parts.body);
    }
  }
  for (const [name, value] of Object.entries(parts.headers ?? {})) headers.set(name, value);
  const init: RequestInit = { method: endpoint.method, headers, credentials: 'include' };
  if (body !== undefined) init.body = body;
  if (parts.signal) init.signal = parts.signal;
  return { url, init };
}
