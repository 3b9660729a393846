import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from '../lib/api/api-client-config.ts';
import { endSession, establishSession } from '../lib/session/session-store.ts';
import { makeLicence, makeUser } from './session.fixture.ts';

/** Every test in the file runs signed in as the fixture user, with what's-new already seen and fetch restored after. */
export function signInForEachTest(): void {
  beforeEach(() => {
    configureApiClient({ onUnauthorized: () => undefined, reportError: () => undefined });
    window.localStorage.setItem('whatsNewMenuSeen', 'june-26-2025');
    establishSession(makeUser(), makeLicence());
  });
  afterEach(() => {
    endSession();
    resetApiClientConfig();
    vi.unstubAllGlobals();
  });
}
