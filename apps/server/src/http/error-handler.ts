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

/** The OAuth endpoints (device authorization, RFC 8628) refuse a malformed request in RFC 6749 §5.2's shape. */
function answersOAuthErrors(request: FastifyRequest): boolean {
  const responses = (request.routeOptions.schema as { response?: Record<number, unknown> } | undefined)?.response;
  return responses?.[400] === OAuthErrorSchema;
}

/** Every failure leaves in the error shape of docs/product.md §8; stacks, SQL and paths stay in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = error instanceof HttpError ? error.statusCode === 400 && error.errorCode === 'VALIDATION' : Boolean(error.validation);
    // The SAML assertion consumer answers a browser's form post: a malformed one goes to the sign-in error page too.
    if (refusal && request.method === 'POST' && request.routeOptions.url === ssoEndpoints.consumeSamlResponse.path) {
      request.log.warn({ event: 'sso.refused', code: 'invalid-response', detail: error.message }, 'single sign-on post refused');
      return reply.header('Cache-Control', 'no-store').redirect(`${ssoEndpoints.consumeSamlResponse.path}?error=invalid-response`, 303);
    }
    if (refusal && answersOAuthErrors(request)) {
      const description = error instanceof HttpError ? error.message : describeValidation(error);
      return reply.status(400).send({ error: 'invalid_request', error_description: description });
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 403 || error.statusCode === 404) {
        request.log.info({ event: 'authz.denied', status: error.statusCode, url: request.url }, 'access denied');
      }
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send(toErrorBody(error.message, request.id, error.errorCode));
    }
    if (error.validation) {
      return reply.status(400).send(toErrorBody(describeValidation(error), request.id, 'VALIDATION'));
    }
    // A PostgreSQL data exception (SQLSTATE class 22: bad date, NUL byte, out-of-range number) is a value
    // the client sent that a schema let through: still the client's error, never a 500.
    if (isDataException(error)) {
      request.log.warn({ err: error, event: 'input.data-exception' }, 'input refused by the database');
      return reply.status(400).send(toErrorBody(ERROR_TEXT.validationFailed, request.id, 'VALIDATION'));
    }
    // The database restarting, unreachable or cutting the connection is the service being briefly away, not a bug:
    // 503 with Retry-After tells a client (and a balancer) to try again, where a 500 says it never will work.
    if (isConnectionFailure(error)) {
      request.log.warn({ err: error, event: 'database.unavailable' }, 'database unavailable');
      return reply
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .status(503)
        .send(toErrorBody(DATABASE_UNAVAILABLE_TEXT, request.id, 'SERVICE_UNAVAILABLE'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The request body is too large.' : error.message;
      return reply.status(status).send(toErrorBody(message, request.id, error.code));
    }
    request.log.error({ err: error }, 'request failed');
    reportServerError(error, { requestId: request.id, method: request.method, route: request.routeOptions.url ?? 'unmatched' });
    return reply.status(500).send(toErrorBody(ERROR_TEXT.unexpected, request.id, 'INTERNAL'));
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(toErrorBody(ERROR_TEXT.notFound, request.id, 'NOT_FOUND'));
}
