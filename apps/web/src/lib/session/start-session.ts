import { loadSessionData } from './load-session.ts';
import { readCsrfCookie, storeCsrfToken } from './session-storage.ts';
import { endSession, establishSession, getSessionState, type SessionState } from './session-store.ts';

/**
 * docs/product.md §4 startup: without a CSRF cookie, or when who-am-i or the licence lookup fails, the session is
 * cleared and the app starts unauthenticated; otherwise the user is stored and the app starts.
 */
export async function startSession(): Promise<SessionState> {
  const csrfToken = readCsrfCookie();
  if (!csrfToken) {
    endSession();
    return getSessionState();
  }
  // The cookie is the server's current token; the header is sent from storage (docs/product.md §7).
  storeCsrfToken(csrfToken);
  try {
    const { user, licence } = await loadSessionData();
    establishSession(user, licence);
  } catch {
    endSession();
  }
  return getSessionState();
}
