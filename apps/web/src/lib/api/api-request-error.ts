/** A failed call: `status` 0 means the request never got an HTTP answer. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly endpointId: string;
  readonly body: unknown;

  constructor(message: string, options: { status: number; endpointId: string; body?: unknown; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'ApiRequestError';
    this.status = options.status;
    this.endpointId = options.endpointId;
    this.body = options.body;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
