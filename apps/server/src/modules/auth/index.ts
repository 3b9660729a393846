// What other modules may use of the auth module besides its services: password hashing, tokens and session cookies.
export { getDummyHash, hashPassword, verifyPassword } from './password-hasher.ts';
export { createSecretToken, hashToken, tokensEqual } from './session-tokens.ts';
export { readSessionToken, setSessionCookies, type CookieSettings } from './session-cookies.ts';
