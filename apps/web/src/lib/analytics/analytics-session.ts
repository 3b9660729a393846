import { STORAGE_KEYS } from '@airscope/contracts';

export interface AnalyticsSessionStart {
  sessionId: string;
  /** True when this call began a new session, so an `appStarted` event must go first. */
  isNew: boolean;
}

/**
 * docs/product.md §4: a session begins (with `appStarted`) when the session id is missing or the CSRF token's
 * hash changed since the id was made; both live in session storage (docs/product.md §9 keys).
 */
export function ensureAnalyticsSession(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  csrfTokenHash: string,
  newId: () => string = () => crypto.randomUUID(),
): AnalyticsSessionStart {
  const current = storage.getItem(STORAGE_KEYS.sessionId);
  if (current && storage.getItem(STORAGE_KEYS.csrfTokenHash) === csrfTokenHash) return { sessionId: current, isNew: false };
  const sessionId = newId();
  storage.setItem(STORAGE_KEYS.sessionId, sessionId);
  storage.setItem(STORAGE_KEYS.csrfTokenHash, csrfTokenHash);
  return { sessionId, isNew: true };
}

/** docs/product.md §4: ending the analytics session clears its id. */
export function endAnalyticsSession(storage: Pick<Storage, 'removeItem'> = window.sessionStorage): void {
  storage.removeItem(STORAGE_KEYS.sessionId);
}

/** SHA-1 of the CSRF token (docs/product.md §9), hex; only compared, never sent. */
export async function hashCsrfToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
