import { authEndpoints, CLIENT_ID } from '@airscope/contracts';
import { sendRequest } from '../api/call-endpoint.ts';
import { endSession } from './session-store.ts';

/** Spec §4 logout: DELETE the server session (result ignored), then clear stored token and user. */
export async function signOut(): Promise<void> {
  try {
    await sendRequest(authEndpoints.logout, { headers: { client_id: CLIENT_ID }, redirectOnUnauthorized: false });
  } catch {
    // The spec ignores the result: the local session ends either way.
  }
  endSession();
}
