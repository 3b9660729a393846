import { factsOfEvent, isDroppedReport } from './report-filter.ts';

/** Spec §9: error-reporting trace sample rate. */
export const TRACE_SAMPLE_RATE = 0.1;

type SentryNode = typeof import('@sentry/node');
// Loaded only when a DSN is set: the SDK pulls in OpenTelemetry, which slows every start otherwise.
let sentry: SentryNode | null = null;

/** Starts the error-reporting SDK when a DSN is configured; off otherwise. Resolves to whether it runs. */
export async function startErrorReporting(options: { dsn: string | undefined; release?: string }): Promise<boolean> {
  if (!options.dsn || sentry) return sentry !== null;
  const loaded = await import('@sentry/node');
  loaded.init({
    dsn: options.dsn,
    tracesSampleRate: TRACE_SAMPLE_RATE,
    ...(options.release ? { release: options.release } : {}),
    beforeSend: (event, hint) => (isDroppedReport(factsOfEvent(event, hint.originalException)) ? null : event),
  });
  sentry = loaded;
  return true;
}

/** Reports an unexpected failure (a 500) with the request id the client saw. */
export function reportServerError(error: unknown, context: { requestId: string; method: string; route: string }): void {
  const sdk = sentry;
  if (!sdk) return;
  sdk.withScope((scope) => {
    scope.setTag('requestId', context.requestId);
    scope.setTag('route', `${context.method} ${context.route}`);
    sdk.captureException(error);
  });
}

export async function flushErrorReports(): Promise<void> {
  if (sentry) await sentry.flush(2_000);
}
