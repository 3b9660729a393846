import { isCancellation } from '../api/is-cancellation.ts';

export interface GlobalErrorHandlerDeps {
  report: (error: unknown) => void;
  /** docs/product.md §8: the global handler logs an (analytics) event when a user is present. */
  logEvent: (type: string, params: Record<string, string>) => void;
  hasUser: () => boolean;
}

function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/** docs/product.md §8 global handler: uncaught errors and unhandled rejections are reported; returns an uninstall function. */
export function installGlobalErrorHandler(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  deps: GlobalErrorHandlerDeps,
): () => void {
  const handle = (error: unknown) => {
    // A request cancelled by navigation or a newer query is expected, not an error.
    if (isCancellation(error)) return;
    deps.report(error);
    if (deps.hasUser()) deps.logEvent('errorOccurred', { errorName: nameOf(error) });
  };
  const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
