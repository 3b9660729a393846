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

// Field names whose value is a secret wherever they appear (headers, bodies, error properties).
const SECRET_KEY =
  /pass(word|wd)?|secret|token|csrf|cookie|session|otp|one[-_]?time|authori[sz]ation|api[-_]?key|signature|credential|^code$|^key(id)?$/i;

const queryNames = SECRET_QUERY_PARAMS.map((name) => name.replace(/[-]/g, '\\-')).join('|');
const SECRET_QUERY = new RegExp(`([?&](?:${queryNames})=)[^&#\\s"'<>]*`, 'gi');
// Path segments that are themselves secrets: signed file tokens and secure-share keys.
const SECRET_PATH = /(\/projectapi\/v1\/files\/|\/secureProjectView\/(?!login\b)|\/secure-project-view\/)[^/?#\s"'<>]+/g;
// Cookie pairs of our session and CSRF cookies, with or without the __Host- prefix.
const SECRET_COOKIE = /((?:__Host-)?airscope_(?:session|csrf)=)[^;\s"',]+/g;
// "password: x", "csrfToken=x", '"code":"123456"' in free text such as an error message.
const SECRET_PAIR =
  /(\b(?:password|passwd|newPassword|currentPassword|csrf[-_]?token|otp|one[-_]?time[-_]?code|code|session[-_]?id|access_token|upload[-_]?token|token|secret|cookie|authorization)["']?\s*[:=]\s*["']?)(?!\[Filtered\])[^"'\s,;&}]+/gi;

/** Replaces every secret the patterns know in a piece of text (a URL, a message, a header). */
export function scrubSecretsInText(text: string): string {
  return text
    .replace(SECRET_COOKIE, `$1${FILTERED}`)
    .replace(SECRET_QUERY, `$1${FILTERED}`)
    .replace(SECRET_PATH, `$1${FILTERED}`)
    .replace(SECRET_PAIR, `$1${FILTERED}`);
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
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
      isSecretKey(key) && item !== null && item !== undefined && typeof item !== 'object' ? FILTERED : scrubSecrets(item, depth + 1);
    // A whole secret object (a cookie map, a headers block named "cookies") goes as one.
    if (isSecretKey(key) && item !== null && typeof item === 'object' && /cookie/i.test(key)) out[key] = FILTERED;
  }
  return out as T;
}
