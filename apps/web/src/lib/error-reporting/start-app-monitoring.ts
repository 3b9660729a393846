import { getPageConfig } from '@airscope/contracts';
import { trackEvent } from '../analytics/analytics-client.ts';
import { callEndpoint } from '../api/call-endpoint.ts';
import { configureApiClient } from '../api/api-client-config.ts';
import { endAnalyticsSession } from '../analytics/analytics-session.ts';
import { getSessionState, subscribeToSession } from '../session/session-store.ts';
import { reportError, startErrorReporting } from './error-reporting.ts';
import { installGlobalErrorHandler } from './global-error-handler.ts';

/** Once per page: the global error handler, API failures to the reporter, the SDK when configured, analytics session end. */
export function startAppMonitoring(): void {
  configureApiClient({ reportError });
  installGlobalErrorHandler(window, {
    report: reportError,
    logEvent: (type, params) => void trackEvent(type, params),
    hasUser: () => getSessionState().user !== null,
  });
  // docs/product.md §4: ending the session (sign-out, a 401) clears the analytics session id.
  let hadUser = getSessionState().user !== null;
  subscribeToSession(() => {
    const hasUser = getSessionState().user !== null;
    if (hadUser && !hasUser) endAnalyticsSession();
    hadUser = hasUser;
  });
  // The DSN comes from the page configuration; without one, reporting stays off.
  void callEndpoint(getPageConfig)
    .then((config) => startErrorReporting(config?.sentryDsn))
    .catch(() => undefined);
}
