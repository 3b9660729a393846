import { ERROR_TEXT } from '@airscope/contracts';

/** docs/product.md §9 error-reporting sample rates. */
export const TRACE_SAMPLE_RATE = 0.1;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 0.5;

interface EventLike {
  message?: string;
  exception?: { values?: { value?: string }[] };
  tags?: Record<string, unknown>;
}

/** docs/product.md §8: reports are dropped for 400 and 401 and for the message "Object Not Found Matching Id". */
export function isDroppedReport(event: EventLike, original?: unknown): boolean {
  const fromError = typeof original === 'object' && original !== null ? (original as { status?: unknown; message?: unknown }) : {};
  const status = Number(fromError.status ?? event.tags?.status);
  if (status === 400 || status === 401) return true;
  const messages = [event.message, fromError.message, ...(event.exception?.values ?? []).map((value) => value.value)];
  return messages.includes(ERROR_TEXT.notFound);
}
