import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_TEXT } from '@airscope/contracts';
import { toErrorBody } from './http-error.ts';

export const HEADERS_TOO_LARGE_TEXT = 'The request headers are too large.';

/** What Node's HTTP parser refused, before any route or request id exists: header overflow, a timeout, a malformed request. */
function refusalOf(code: string | undefined): { status: number; text: string; code: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, text: HEADERS_TOO_LARGE_TEXT, code: 'HEADERS_TOO_LARGE' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, text: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' };
  return { status: 400, text: ERROR_TEXT.validationFailed, code: 'BAD_REQUEST' };
}

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node could not parse, in the product's error shape with a
 * request id of its own (the framework's default writes its own shape), then the connection is closed.
 */
export function createClientErrorHandler(log: FastifyBaseLogger) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal = refusalOf(error.code);
    const requestId = crypto.randomUUID();
    log.info({ event: 'http.client-error', status: refusal.status, code: error.code, requestId }, 'request refused before routing');
    const body = JSON.stringify(toErrorBody(refusal.text, requestId, refusal.code));
    if (socket.writable) {
      socket.write(
        [
          `HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status]}`,
          'Content-Type: application/json; charset=utf-8',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Cache-Control: no-store',
          'X-Content-Type-Options: nosniff',
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
      );
    }
    socket.destroy(error);
  };
}
