import type * as SentryModule from '@sentry/node';
import type { ErrorEvent, EventHint, NodeOptions } from '@sentry/node';
import { scrubSecrets } from '@airscope/contracts';
import { factsOfEvent, isDroppedReport } from './report-filter.ts';

/** docs/product.md §9: error-reporting trace sample rate. */
export const TRACE_SAMPLE_RATE = 0.1;

type SentryNode = typeof SentryModule;
// Loaded only when a DSN is set: the SDK pulls in OpenTelemetry, which slows every start otherwise.
let sentry: SentryNode | null = null;

/** Drops what docs/product.md §8 says not to report, and strips secrets from everything else before it leaves. */
export function prepareReport(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  if (isDroppedReport(factsOfEvent(event, hint.originalException))) return null;
  return scrubSecrets(event);
}

/** Starts the error-reporting SDK when a DSN is configured; off otherwise. Resolves to whether it runs. */
export async function startErrorReporting(options: {
  dsn: string | undefined;
  release?: string;
  /** The SDK's own transport seam; tests pass an in-process one. */
  transport?: NodeOptions['transport'];
}): Promise<boolean> {
  if (!options.dsn || sentry) return sentry !== null;
  const loaded = await import('@sentry/node');
  loaded.init({
    dsn: options.dsn,
    tracesSampleRate: TRACE_SAMPLE_RATE,
    ...(options.release ? { release: options.release } : {}),
    ...(options.transport ? { transport: options.transport } : {}),
    beforeSend: prepareReport,
    beforeSendTransaction: (event) => scrubSecrets(event),
    beforeBreadcrumb: (breadcrumb) => scrubSecrets(breadcrumb),
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
