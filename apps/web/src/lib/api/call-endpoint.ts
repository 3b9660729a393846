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
}

export interface EndpointResult<E extends EndpointDef> {
  status: number;
  /** `null` for empty answers and for the spec's "Object Not Found Matching Id" error. */
  data: EndpointSuccess<E> | null;
  headers: Headers;
}

function fail(endpoint: EndpointDef, error: ApiRequestError): ApiRequestError {
  if (shouldReportError(endpoint.method, error.status, error.message)) getApiClientConfig().reportError(error);
  return error;
}

async function readJson(endpoint: EndpointDef, response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw fail(endpoint, new ApiRequestError(ERROR_TEXT.networkError, { status: 0, endpointId: endpoint.id, cause }));
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw fail(endpoint, new ApiRequestError(ERROR_TEXT.invalidJson, { status: response.status, endpointId: endpoint.id, cause }));
  }
}

/** Calls a contract endpoint and returns status, validated body and response headers (spec §7, §8). */
export async function sendRequest<E extends EndpointDef>(endpoint: E, options: CallOptions<E> = {}): Promise<EndpointResult<E>> {
  const { url, init } = buildRequest(endpoint, options);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    throw fail(endpoint, new ApiRequestError(ERROR_TEXT.networkError, { status: 0, endpointId: endpoint.id, cause }));
  }
  const body = await readJson(endpoint, response);
  const { status, headers } = response;
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
