import { CSRF_COOKIE, CurrentUserSchema, STORAGE_KEYS, type CurrentUser } from '@airscope/contracts';

/** Where the secure-project-view page keeps the share key (docs/product.md §5: a GUEST with it skips the licence lookup). */
export const SECURE_PROJECT_VIEW_KEY = 'secureProjectViewKey';

/** The value of the readable CSRF cookie, or null when there is none (docs/product.md §4 startup). */
export function readCsrfCookie(cookieText: string = document.cookie): string | null {
  for (const part of cookieText.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

export function storeCsrfToken(token: string): void {
  window.localStorage.setItem(STORAGE_KEYS.csrfToken, token);
}

/** The user saved by the last sign-in, or null when missing or not the contract's shape. */
export function readStoredUser(): CurrentUser | null {
  const text = window.localStorage.getItem(STORAGE_KEYS.user);
  if (!text) return null;
  try {
    const parsed = CurrentUserSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeUser(user: CurrentUser): void {
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function readSecureProjectViewKey(): string | null {
  return window.localStorage.getItem(SECURE_PROJECT_VIEW_KEY);
}

/** Forgets token, user and the readable CSRF cookie so the next start is unauthenticated. */
export function clearStoredSession(): void {
  window.localStorage.removeItem(STORAGE_KEYS.csrfToken);
  window.localStorage.removeItem(STORAGE_KEYS.user);
  document.cookie = `${CSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
