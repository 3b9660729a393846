import { ERROR_TEXT } from '@airscope/contracts';

/** What a report filter needs to know of an error event. */
export interface ReportFacts {
  status?: number | undefined;
  messages: readonly string[];
}

/** docs/product.md §8: reports are dropped for 400 and 401 and for the "Object Not Found Matching Id" message. */
export function isDroppedReport(facts: ReportFacts): boolean {
  if (facts.status === 400 || facts.status === 401) return true;
  return facts.messages.some((message) => message === ERROR_TEXT.notFound);
}

interface EventLike {
  message?: string;
  exception?: { values?: { value?: string }[] };
  contexts?: Record<string, Record<string, unknown> | undefined>;
  tags?: Record<string, unknown>;
}

/** Reads the status and messages out of an error-reporting event. */
export function factsOfEvent(event: EventLike, original?: unknown): ReportFacts {
  const messages = [event.message, ...(event.exception?.values ?? []).map((value) => value.value)].filter(
    (text): text is string => typeof text === 'string',
  );
  if (original instanceof Error) messages.push(original.message);
  const tagged = event.tags?.status ?? event.contexts?.response?.status_code;
  const fromError = typeof original === 'object' && original !== null ? (original as { statusCode?: unknown; status?: unknown }) : {};
  const status = [tagged, fromError.statusCode, fromError.status].map(Number).find((value) => Number.isInteger(value) && value > 0);
  return { status, messages };
}
