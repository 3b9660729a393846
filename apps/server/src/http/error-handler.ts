import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_TEXT } from '@airscope/contracts';
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

/** Every failure leaves as the spec's error shape; stacks, SQL and paths stay in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
