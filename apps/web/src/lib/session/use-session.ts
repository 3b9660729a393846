import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeToSession, type SessionState } from './session-store.ts';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, getSessionState, getSessionState);
}
