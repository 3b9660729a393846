import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_TEXT, OAuthErrorSchema, ssoEndpoints } from '@airscope/contracts';
import { isConnectionFailure } from '../db/connection-failure.ts';
import { reportServerError } from '../error-reporting/error-reporting.ts';
import { HttpError, toErrorBody } from './http-error.ts';

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return ERROR_TEXT.validationFailed;
  const parts = error.validation.map((issue) => {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  return `${ERROR_TEXT.validationFailed}: ${parts.join('; ')}`;
}

function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** A client may retry once the database is back; the API answers again within seconds of it accepting connections. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_TEXT = 'The service is briefly unavailable. Try again in a few seconds.';

/**
 * The OAuth endpoints (device authorization, RFC 8628) answer some statuses in RFC 6749 §5.2's shape: the route's
 * declared schema for the status says which. Anything else a route answers on failure is the product's error body.
 */
function oauthErrorCode(request: FastifyRequest, status: number): string | undefined {
  const responses = (request.routeOptions.schema as { response?: Record<number, unknown> } | undefined)?.response;
  if (responses?.[status] !== OAuthErrorSchema) return undefined;
  return status === 401 ? 'invalid_client' : 'invalid_request';
}

/** The framework's own refusals of a request, in the product's words and codes instead of its internal ones. */
const FRAMEWORK_REFUSALS: Record<string, { text: string; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { text: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    text: 'The request body is in a media type this address does not take.',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { text: 'The request body does not match its Content-Length.', code: 'MALFORMED_BODY' },
  FST_ERR_CTP_INVALID_TYPE: { text: 'The Content-Type header is not valid.', code: 'MALFORMED_BODY' },
  FST_ERR_CTP_EMPTY_TYPE: { text: 'The Content-Type header is empty.', code: 'MALFORMED_BODY' },
};

interface Failure {
  status: number;
  message: string;
  code: string;
  headers?: Record<string, string>;
}

/** What the client is told: its own mistakes by status and text; everything else a 500 (or 503) that leaks nothing. */
function describeFailure(error: FastifyError, request: FastifyRequest): Failure {
  if (error instanceof HttpError) {
    if (error.statusCode === 403 || error.statusCode === 404) {
      request.log.info({ event: 'authz.denied', status: error.statusCode, url: request.url }, 'access denied');
    }
    return { status: error.statusCode, message: error.message, code: error.errorCode ?? 'ERROR', headers: error.headers };
  }
  if (error.validation) return { status: 400, message: describeValidation(error), code: 'VALIDATION' };
  // A PostgreSQL data exception (SQLSTATE class 22: bad date, NUL byte, out-of-range number) is a value
  // the client sent that a schema let through: still the client's error, never a 500.
  if (isDataException(error)) {
    request.log.warn({ err: error, event: 'input.data-exception' }, 'input refused by the database');
    return { status: 400, message: ERROR_TEXT.validationFailed, code: 'VALIDATION' };
  }
  // The database restarting, unreachable or cutting the connection is the service being briefly away, not a bug:
  // 503 with Retry-After tells a client (and a balancer) to try again, where a 500 says it never will work.
  if (isConnectionFailure(error)) {
    request.log.warn({ err: error, event: 'database.unavailable' }, 'database unavailable');
    return {
      status: 503,
      message: DATABASE_UNAVAILABLE_TEXT,
      code: 'SERVICE_UNAVAILABLE',
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = FRAMEWORK_REFUSALS[error.code];
    if (known) return { status, message: known.text, code: known.code };
    return { status, message: status === 400 ? ERROR_TEXT.validationFailed : error.message, code: 'BAD_REQUEST' };
  }
  // Includes a handler's answer that its own declared schema refuses (FST_ERR_RESPONSE_SERIALIZATION): a bug of ours.
  request.log.error({ err: error }, 'request failed');
  reportServerError(error, { requestId: request.id, method: request.method, route: request.routeOptions.url ?? 'unmatched' });
  return { status: 500, message: ERROR_TEXT.unexpected, code: 'INTERNAL' };
}

/**
 * Every failure leaves in the error shape of docs/product.md §8 (or RFC 6749's on the OAuth routes); stacks, SQL and
 * paths stay in the log. The body is serialised here, not by the route's response schema: an error body that a
 * route's schema for that status does not describe must still leave whole, never as the framework's
 * FST_ERR_RESPONSE_SERIALIZATION.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = describeFailure(error, request);
    // The SAML assertion consumer answers a browser's form post: a malformed one goes to the sign-in error page too.
    if (failure.status === 400 && request.method === 'POST' && request.routeOptions.url === ssoEndpoints.consumeSamlResponse.path) {
      request.log.warn({ event: 'sso.refused', code: 'invalid-response', detail: failure.message }, 'single sign-on post refused');
      return reply.header('Cache-Control', 'no-store').redirect(`${ssoEndpoints.consumeSamlResponse.path}?error=invalid-response`, 303);
    }
    const oauthCode = oauthErrorCode(request, failure.status);
    const body = oauthCode
      ? { error: oauthCode, error_description: failure.message }
      : toErrorBody(failure.message, request.id, failure.code);
    return reply
      .headers(failure.headers ?? {})
      .status(failure.status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(toErrorBody(ERROR_TEXT.notFound, request.id, 'NOT_FOUND'));
}
