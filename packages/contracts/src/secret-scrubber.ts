/**
 * What must never leave the process in an error report or a log line: session cookies, CSRF tokens,
 * passwords, one-time codes, reset and upload tokens, signed-file tokens and share keys. One list for
 * the server's log and error reporter and the browser's error reporter.
 */
export const FILTERED = '[Filtered]';

/** Query parameters that carry a secret (reset links, upload URLs, presigned bucket URLs). */
export const SECRET_QUERY_PARAMS = [
  'access_token',
  'token',
  'key',
  'keyId',
  'code',
  'device_code',
  'user_code',
  'otp',
  'password',
  'csrfToken',
  'sessionId',
  'session',
  'secret',
  'signature',
  'sig',
  'X-Amz-Signature',
  'X-Amz-Credential',
  'X-Amz-Security-Token',
] as const;

// Field names whose value is a secret wherever they appear (headers, bodies, error properties). A bare `code` is
// not among them: it names error codes as often as one-time codes, so its value decides (isCredentialCode).
const SECRET_KEY =
  /pass(word|wd)?|secret|token|csrf|cookie|session|otp|one[-_]?time|authori[sz]ation|api[-_]?key|signature|credential|(device|user|auth)[-_]?code|^key(id)?$/i;
const CODE_KEY = /^code$/i;

// An error code reads as words in one case, joined by - _ . or : ("invalid-signature", "saml_signature_invalid",
// "TOO_MANY_CODES", "ECONNREFUSED"); a word is letters with at most a short number after them (HTTP2). Device user
// codes are consonants only (WDJB-MJHT), one-time codes digits, OAuth and device codes mixed-case random text or
// hex: none reads as words, so each stays filtered.
const ERROR_CODE_SHAPE = /^(?:[a-z][a-z0-9]*(?:[-_.:][a-z0-9]+)*|[A-Z][A-Z0-9]*(?:[-_.:][A-Z0-9]+)*)$/;
const ERROR_CODE_WORD = /^[a-z]+\d{0,3}$/i;

/** True unless the value of a field named `code` reads as an error code (or a small status number) rather than a credential. */
export function isCredentialCode(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isInteger(value) || Math.abs(value) >= 1000;
  if (typeof value !== 'string') return false;
  if (value.length > 64 || !ERROR_CODE_SHAPE.test(value)) return true;
  const words = value.split(/[-_.:]/);
  return !words.every((word) => ERROR_CODE_WORD.test(word)) || !words.some((word) => /[aeiouy]/i.test(word));
}

const queryNames = SECRET_QUERY_PARAMS.map((name) => name.replace(/[-]/g, '\\-')).join('|');
const SECRET_QUERY = new RegExp(`([?&](?:${queryNames})=)[^&#\\s"'<>]*`, 'gi');
// Path segments that are themselves secrets: signed file tokens and secure-share keys.
const SECRET_PATH = /(\/projectapi\/v1\/files\/|\/secureProjectView\/(?!login\b)|\/secure-project-view\/)[^/?#\s"'<>]+/g;
// Cookie pairs of our session and CSRF cookies, with or without the __Host- prefix.
const SECRET_COOKIE = /((?:__Host-)?airscope_(?:session|csrf)=)[^;\s"',]+/g;
// "password: x", "csrfToken=x", '"code":"123456"' in free text such as an error message.
const SECRET_PAIR =
  /(\b(?:password|passwd|newPassword|currentPassword|csrf[-_]?token|otp|one[-_]?time[-_]?code|(?:device|user|auth)[-_]?code|code|session[-_]?id|access_token|upload[-_]?token|token|secret|cookie|authorization)["']?\s*[:=]\s*["']?)(?!\[Filtered\])([^"'\s,;&}]+)/gi;

/** Replaces every secret the patterns know in a piece of text (a URL, a message, a header). */
export function scrubSecretsInText(text: string): string {
  return text
    .replace(SECRET_COOKIE, `$1${FILTERED}`)
    .replace(SECRET_QUERY, `$1${FILTERED}`)
    .replace(SECRET_PATH, `$1${FILTERED}`)
    .replace(SECRET_PAIR, (pair, name: string, value: string) =>
      /^code$/i.test(name.replace(/["'\s:=]/g, '')) && !isCredentialCode(value) ? pair : `${name}${FILTERED}`,
    );
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** Whether a field's value is a secret: by its name, or for a bare `code` by what the value looks like. */
export function isSecretField(key: string, value: unknown): boolean {
  return isSecretKey(key) || (CODE_KEY.test(key) && isCredentialCode(value));
}

const MAX_DEPTH = 20;

/** A copy of a JSON-like value with secret fields blanked and secrets in strings filtered. */
export function scrubSecrets<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubSecretsInText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return FILTERED as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubSecrets(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      isSecretField(key, item) && item !== null && item !== undefined && typeof item !== 'object'
        ? FILTERED
        : scrubSecrets(item, depth + 1);
    // A whole secret object (a cookie map, a headers block named "cookies") goes as one.
    if (isSecretKey(key) && item !== null && typeof item === 'object' && /cookie/i.test(key)) out[key] = FILTERED;
  }
  return out as T;
}
