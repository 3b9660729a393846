import {
  describeApiError,
  ERROR_TEXT,
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@airscope/contracts';
import { ApiRequestError } from './api-request-error.ts';
import { getApiClientConfig } from './api-client-config.ts';
import { buildRequest } from './build-request.ts';
import { isCancellation } from './is-cancellation.ts';
import { shouldReportError } from './should-report-error.ts';

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessKey<E extends EndpointDef> = keyof E['responses'] & SuccessStatus;

/** The body of any declared 2xx answer of the endpoint, typed from the contract. */
export type EndpointSuccess<E extends EndpointDef> = { [S in SuccessKey<E>]: EndpointResponse<E, S> }[SuccessKey<E>];

export interface CallOptions<E extends EndpointDef> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Startup turns this off: bouncing a stale session to root would reload forever. */
  redirectOnUnauthorized?: boolean;
  /**
   * Asks for one of the endpoint's `alternativeAnswers` (a binary form) and decodes it into the contract's 200
   * shape; a JSON answer (an older server, any error) is read as usual.
   */
  binary?: { type: string; decode: (bytes: Uint8Array) => EndpointSuccess<E> };
}

export interface EndpointResult<E extends EndpointDef> {
  status: number;
  /** `null` for empty answers and for the "Object Not Found Matching Id" error (docs/product.md §8). */
  data: EndpointSuccess<E> | null;
  headers: Headers;
}

function fail(endpoint: EndpointDef, error: ApiRequestError): ApiRequestError {
  if (shouldReportError(endpoint.method, error.status, error.message)) getApiClientConfig().reportError(error);
  return error;
}

async function readJson(endpoint: EndpointDef, response: Response, signal?: AbortSignal): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    if (isCancellation(cause, signal)) throw cause;
    throw fail(endpoint, new ApiRequestError(ERROR_TEXT.networkError, { status: 0, endpointId: endpoint.id, cause }));
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw fail(endpoint, new ApiRequestError(ERROR_TEXT.invalidJson, { status: response.status, endpointId: endpoint.id, cause }));
  }
}

async function readBinary<T>(
  endpoint: EndpointDef,
  response: Response,
  decode: (bytes: Uint8Array) => T,
  signal?: AbortSignal,
): Promise<T> {
  let bytes: ArrayBuffer;
  try {
    bytes = await response.arrayBuffer();
  } catch (cause) {
    if (isCancellation(cause, signal)) throw cause;
    throw fail(endpoint, new ApiRequestError(ERROR_TEXT.networkError, { status: 0, endpointId: endpoint.id, cause }));
  }
  try {
    // The decoder checks the format; the server checked the answer against the contract before encoding it.
    return decode(new Uint8Array(bytes));
  } catch (cause) {
    throw fail(endpoint, new ApiRequestError(ERROR_TEXT.invalidJson, { status: response.status, endpointId: endpoint.id, cause }));
  }
}

/** Calls a contract endpoint and returns status, validated body and response headers (docs/product.md §7, §8). */
export async function sendRequest<E extends EndpointDef>(endpoint: E, options: CallOptions<E> = {}): Promise<EndpointResult<E>> {
  const accept: Record<string, string> = options.binary ? { Accept: `${options.binary.type}, application/json;q=0.5` } : {};
  const { url, init } = buildRequest(endpoint, { ...options, headers: { ...accept, ...options.headers } });
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    // A cancelled request (superseded query, navigation) is not a failure: passed on as the abort, never reported.
    if (isCancellation(cause, options.signal)) throw cause;
    throw fail(endpoint, new ApiRequestError(ERROR_TEXT.networkError, { status: 0, endpointId: endpoint.id, cause }));
  }
  const { status, headers } = response;
  if (options.binary && response.ok && headers.get('content-type')?.split(';')[0] === options.binary.type) {
    return { status, headers, data: await readBinary(endpoint, response, options.binary.decode, options.signal) };
  }
  const body = await readJson(endpoint, response, options.signal);
  if (!response.ok) {
    const message = describeApiError(body);
    if (message === ERROR_TEXT.notFound) return { status, data: null, headers };
    if (status === 401 && endpoint.access === 'session' && options.redirectOnUnauthorized !== false) {
      getApiClientConfig().onUnauthorized();
    }
    throw fail(endpoint, new ApiRequestError(message, { status, endpointId: endpoint.id, body }));
  }
  const schema = endpoint.responses[status];
  if (!schema) return { status, data: body as EndpointSuccess<E> | null, headers };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // The answer is JSON but not the contract's shape: treat it like unreadable JSON.
    throw fail(endpoint, new ApiRequestError(ERROR_TEXT.invalidJson, { status, endpointId: endpoint.id, body, cause: parsed.error }));
  }
  return { status, data: parsed.data as EndpointSuccess<E>, headers };
}

/** Calls a contract endpoint and returns its typed body (or `null`, see `EndpointResult.data`). */
export async function callEndpoint<E extends EndpointDef>(endpoint: E, options: CallOptions<E> = {}): Promise<EndpointSuccess<E> | null> {
  return (await sendRequest(endpoint, options)).data;
}
