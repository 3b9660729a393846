import { authEndpoints, CLIENT_ID } from '@airscope/contracts';
import { sendRequest } from '../api/call-endpoint.ts';
import { endSession } from './session-store.ts';

/** docs/product.md §4 logout: DELETE the server session (result ignored), then clear stored token and user. */
export async function signOut(): Promise<void> {
  try {
    await sendRequest(authEndpoints.logout, { headers: { client_id: CLIENT_ID }, redirectOnUnauthorized: false });
  } catch {
    // The result is ignored (docs/product.md §4): the local session ends either way.
  }
  endSession();
}
