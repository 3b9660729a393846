import { authEndpoints, CLIENT_ID, CSRF_RESPONSE_HEADER, ERROR_TEXT, type CurrentUser } from '@airscope/contracts';
import { isApiRequestError } from '../api/api-request-error.ts';
import { sendRequest } from '../api/call-endpoint.ts';
import { loadSessionData } from './load-session.ts';
import { storeCsrfToken } from './session-storage.ts';
import { endSession, establishSession } from './session-store.ts';

export interface Credentials {
  email: string;
  password: string;
}

async function postCredentials(credentials: Credentials): Promise<Headers> {
  try {
    const body = { username: credentials.email, password: credentials.password, grant_type: 'password', client_id: CLIENT_ID } as const;
    return (await sendRequest(authEndpoints.login, { body })).headers;
  } catch (error) {
    const locked = isApiRequestError(error) && error.status === 423;
    throw new Error(locked ? ERROR_TEXT.loginLocked : ERROR_TEXT.loginFailed, { cause: error });
  }
}

/**
 * docs/product.md §4 login flow: clear the old session, post the credentials, keep the CSRF token from the
 * response header, fetch and store the current user; a failed user fetch clears the session.
 */
export async function signIn(credentials: Credentials): Promise<CurrentUser> {
  endSession();
  const headers = await postCredentials(credentials);
  const token = headers.get(CSRF_RESPONSE_HEADER);
  if (!token) throw new Error(ERROR_TEXT.noCsrfToken);
  storeCsrfToken(token);
  try {
    // The licence is read with the user: the route guards need both (same rule as at startup).
    const { user, licence } = await loadSessionData();
    establishSession(user, licence);
    return user;
  } catch (error) {
    endSession();
    throw error;
  }
}
