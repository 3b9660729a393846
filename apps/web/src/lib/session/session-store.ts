import type { CurrentUser, LicenseStatus } from '@airscope/contracts';
import { clearStoredSession, storeUser } from './session-storage.ts';

export interface SessionState {
  user: CurrentUser | null;
  /** Null when signed out, or for a GUEST holding a secure-project-view key (lookup skipped). */
  licence: LicenseStatus | null;
}

const signedOut: SessionState = { user: null, licence: null };
let state: SessionState = signedOut;
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the user locally (docs/product.md §4) and makes the session current. */
export function establishSession(user: CurrentUser, licence: LicenseStatus | null): void {
  storeUser(user);
  publish({ user, licence });
}

export function replaceSessionUser(user: CurrentUser): void {
  storeUser(user);
  publish({ ...state, user });
}

export function replaceSessionLicence(licence: LicenseStatus): void {
  publish({ ...state, licence });
}

/** Clears stored token and user and forgets the in-memory session. */
export function endSession(): void {
  clearStoredSession();
  publish(signedOut);
}
