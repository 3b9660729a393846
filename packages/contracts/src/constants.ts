/** Business constants of docs/product.md §9, shared by server and web. */
export const RELEASE_NOTES_VERSION = 'june-26-2025';
export const REQUIRED_EULA_VERSION = 'v4';
export const MY_SHARING_GROUP = 'My Sharing Group';
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 30;
export const STORAGE_KEYS = {
  csrfToken: 'sessionCSRFToken',
  user: 'sessionUser',
  whatsNewSeen: 'whatsNewMenuSeen',
  sessionId: 'sessionId',
  csrfTokenHash: 'csrfTokenHash',
} as const;
export const CSRF_HEADER = 'csrfToken';
export const CSRF_RESPONSE_HEADER = 'csrftoken';
/** Readable by the SPA so startup can tell whether a session may exist (docs/product.md §4 startup). */
export const CSRF_COOKIE = 'airscope_csrf';
export const CLIENT_ID = 'airscope-web';
