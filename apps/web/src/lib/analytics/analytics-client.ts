import { analyticsEndpoints, CSRF_HEADER, type AnalyticsEvent } from '@airscope/contracts';
import { readCsrfCookie } from '../session/session-storage.ts';
import { getSessionState } from '../session/session-store.ts';
import { ensureAnalyticsSession, hashCsrfToken } from './analytics-session.ts';
import { getAnalyticsSource } from './analytics-source.ts';
import { describeClient, isBotUserAgent } from './client-info.ts';

export type AnalyticsParams = NonNullable<AnalyticsEvent['action']['params']>;

async function post(csrfToken: string, event: AnalyticsEvent): Promise<void> {
  await fetch(analyticsEndpoints.recordAnalyticsEvent.path, {
    method: 'POST',
    credentials: 'same-origin',
    // Kept alive so a navigation or a closing tab does not abort the event (a beacon cannot carry the CSRF header).
    keepalive: true,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: csrfToken },
    body: JSON.stringify(event),
  });
}

function eventOf(type: string, sessionId: string, params: AnalyticsParams): AnalyticsEvent {
  const now = new Date();
  return {
    source: getAnalyticsSource(),
    client: describeClient(navigator.userAgent),
    session: { id: sessionId },
    action: { type, timestamp: now.toISOString(), timezoneOffset: now.getTimezoneOffset(), params },
  };
}

/**
 * Sends one analytics event (docs/product.md §7): only with the CSRF cookie, never for bots, failures ignored.
 * The first event of a session is preceded by `appStarted` (docs/product.md §4).
 */
export async function trackEvent(type: string, params: AnalyticsParams = {}): Promise<void> {
  try {
    const csrfToken = readCsrfCookie();
    // A guest of a shared project may not record events (the API refuses them), so none are sent.
    if (!csrfToken || isBotUserAgent(navigator.userAgent) || getSessionState().user?.role === 'GUEST') return;
    const session = ensureAnalyticsSession(window.sessionStorage, await hashCsrfToken(csrfToken));
    if (session.isNew) await post(csrfToken, eventOf('appStarted', session.sessionId, {}));
    if (type !== 'appStarted') await post(csrfToken, eventOf(type, session.sessionId, params));
  } catch {
    // docs/product.md §7: analytics failures are ignored.
  }
}
