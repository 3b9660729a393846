import { REPLAY_ON_ERROR_SAMPLE_RATE, TRACE_SAMPLE_RATE, isDroppedReport } from './report-filter.ts';

type SentryReact = typeof import('@sentry/react');
// Fetched only when a DSN is configured, so pages without reporting do not download the SDK and replay.
let sentry: SentryReact | null = null;

/** Starts the error-reporting SDK when the page configuration carries a DSN; off otherwise. */
export async function startErrorReporting(dsn: string | undefined): Promise<boolean> {
  if (!dsn || sentry) return sentry !== null;
  const loaded = await import('@sentry/react');
  loaded.init({
    dsn,
    integrations: [loaded.browserTracingIntegration(), loaded.replayIntegration({ maskAllText: true, blockAllMedia: true })],
    tracesSampleRate: TRACE_SAMPLE_RATE,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    beforeSend: (event, hint) => (isDroppedReport(event, hint.originalException) ? null : event),
  });
  sentry = loaded;
  return true;
}

/** Reports one error: to the service when it runs, else to the console so nothing goes unseen. */
export function reportError(error: unknown): void {
  if (sentry) {
    const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
    sentry.captureException(error, typeof status === 'number' ? { tags: { status } } : undefined);
    return;
  }
  console.error('[error]', error);
}
