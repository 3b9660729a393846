import { analyticsEndpoints, CSRF_HEADER, type AnalyticsEvent } from '@airscope/contracts';
import { readCsrfCookie } from '../session/session-storage.ts';
import { ensureAnalyticsSession, hashCsrfToken } from './analytics-session.ts';
import { getAnalyticsSource } from './analytics-source.ts';
import { describeClient, isBotUserAgent } from './client-info.ts';

export type AnalyticsParams = NonNullable<AnalyticsEvent['action']['params']>;

async function post(csrfToken: string, event: AnalyticsEvent): Promise<void> {
  await fetch(analyticsEndpoints.recordAnalyticsEvent.path, {
    method: 'POST',
    credentials: 'same-origin',
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
 * Sends one analytics event (spec §7): only with the CSRF cookie, never for bots, failures ignored.
 * The first event of a session is preceded by `appStarted` (spec §4).
 */
export async function trackEvent(type: string, params: AnalyticsParams = {}): Promise<void> {
  try {
    const csrfToken = readCsrfCookie();
    if (!csrfToken || isBotUserAgent(navigator.userAgent)) return;
    const session = ensureAnalyticsSession(window.sessionStorage, await hashCsrfToken(csrfToken));
    if (session.isNew) await post(csrfToken, eventOf('appStarted', session.sessionId, {}));
    if (type !== 'appStarted') await post(csrfToken, eventOf(type, session.sessionId, params));
  } catch {
    // Spec §7: analytics failures are ignored.
  }
}
