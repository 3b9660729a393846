import { CSRF_RESPONSE_HEADER, ERROR_TEXT } from '@airscope/contracts';
import { loadSessionData } from './load-session.ts';
import { storeCsrfToken } from './session-storage.ts';
import { endSession, establishSession } from './session-store.ts';

/**
 * Takes on the session a sign-in answer just set (its CSRF token in the response header), like the
 * password sign-in of docs/product.md §4: the token kept, the user fetched; a failed fetch clears the session.
 */
export async function adoptSession(headers: Headers): Promise<void> {
  const token = headers.get(CSRF_RESPONSE_HEADER);
  if (!token) throw new Error(ERROR_TEXT.noCsrfToken);
  storeCsrfToken(token);
  try {
    const { user, licence } = await loadSessionData();
    establishSession(user, licence);
  } catch (error) {
    endSession();
    throw error;
  }
}
