import type * as SentryReactModule from '@sentry/react';
import type { BrowserOptions, ErrorEvent, EventHint } from '@sentry/react';
import { scrubSecrets } from '@airscope/contracts';
import { REPLAY_ON_ERROR_SAMPLE_RATE, TRACE_SAMPLE_RATE, isDroppedReport } from './report-filter.ts';

type SentryReact = typeof SentryReactModule;
// Fetched only when a DSN is configured, so pages without reporting do not download the SDK and replay.
let sentry: SentryReact | null = null;

/** Drops what docs/product.md §8 says not to report, and strips cookies, tokens, passwords and codes from the rest. */
export function prepareReport(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  return isDroppedReport(event, hint.originalException) ? null : scrubSecrets(event);
}

// Replay's custom events carry breadcrumbs and request URLs (an upload URL holds its token).
const scrubRecordingEvent = <T extends { type: number }>(event: T): T => (event.type === 5 ? scrubSecrets(event) : event);

/** Starts the error-reporting SDK when the page configuration carries a DSN; off otherwise. */
export async function startErrorReporting(
  dsn: string | undefined,
  /** The SDK's own transport seam; tests pass an in-process one. */
  options: { transport?: BrowserOptions['transport'] } = {},
): Promise<boolean> {
  if (!dsn || sentry) return sentry !== null;
  const loaded = await import('@sentry/react');
  loaded.init({
    dsn,
    integrations: [
      loaded.browserTracingIntegration(),
      loaded.replayIntegration({ maskAllText: true, blockAllMedia: true, beforeAddRecordingEvent: scrubRecordingEvent }),
    ],
    ...(options.transport ? { transport: options.transport } : {}),
    tracesSampleRate: TRACE_SAMPLE_RATE,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    beforeSend: prepareReport,
    beforeSendTransaction: (event) => scrubSecrets(event),
    beforeBreadcrumb: (breadcrumb) => scrubSecrets(breadcrumb),
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
