import { isCancelledError } from '@tanstack/react-query';

/** A request or query that was cancelled on purpose (its signal aborted, a superseded query, a navigation). */
export function isCancellation(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  if (isCancelledError(error)) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
