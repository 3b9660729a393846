import { ERROR_TEXT, type ApiError } from '@airscope/contracts';

/** An error whose status and text a client may see; anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, ERROR_TEXT.authenticationRequired, 'UNAUTHENTICATED');
export const forbidden = (message: string = ERROR_TEXT.forbidden) => new HttpError(403, message, 'FORBIDDEN');
export const notFound = () => new HttpError(404, ERROR_TEXT.notFound, 'NOT_FOUND');
export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, message, code);

/** The error shape of docs/product.md §3: a list of descriptions, plus a request id instead of internals. */
export function toErrorBody(message: string, requestId: string, errorCode?: string): ApiError {
  return {
    errorMessageList: [{ errorDescription: message, ...(errorCode ? { errorCode } : {}) }],
    message,
    requestId,
  };
}
