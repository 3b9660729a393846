/** What a post-login redirect may target (docs/product.md §5, docs/security.md A5). */
export interface RedirectPolicy {
  /** Exact `host` values (lower-case, with `:port` when not 443) an https redirect may go to. */
  allowedHosts: readonly string[];
  /** Our own origin, e.g. `window.location.origin`. */
  ownOrigin: string;
}

export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

// Any whitespace or control character anywhere refuses the input: nothing is trimmed.
const UNSAFE_CHARACTERS = /[\s\u0000-\u001F\u007F-\u009F]/u;

function parseUrl(input: string, base?: string): URL | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

function resolveRelative(input: string, ownOrigin: string): RedirectTarget | null {
  // `//host`, `/\host` and any backslash are read as another host by browsers.
  if (input.startsWith('//') || input.includes('\\')) return null;
  const url = parseUrl(input, ownOrigin);
  if (!url || url.origin !== ownOrigin) return null;
  return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
}

function resolveAbsolute(input: string, allowedHosts: readonly string[]): RedirectTarget | null {
  // Require the literal `https://` so forms like `https:host` never count as a URL of ours.
  if (!/^https:\/\//i.test(input)) return null;
  const url = parseUrl(input);
  if (!url || url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  return allowed.has(url.host) ? { kind: 'external', url: url.href } : null;
}

/** Resolves a redirect target, or null when it is not allowed. */
export function resolveRedirectTarget(input: string | null | undefined, policy: RedirectPolicy): RedirectTarget | null {
  if (!input || UNSAFE_CHARACTERS.test(input)) return null;
  if (input.startsWith('/')) return resolveRelative(input, policy.ownOrigin);
  return resolveAbsolute(input, policy.allowedHosts);
}

export function isAllowedRedirect(input: string | null | undefined, policy: RedirectPolicy): boolean {
  return resolveRedirectTarget(input, policy) !== null;
}

/** The host of a configured base URL, for adding the planner and optimizer hosts to the list. */
export function hostOfUrl(baseUrl: string): string | null {
  const url = parseUrl(baseUrl);
  return url && url.protocol === 'https:' ? url.host : null;
}

/** docs/product.md §2 rule 4: a redirect query is followed only when allowed; otherwise the target is root. */
export function chooseRedirectTarget(input: string | null | undefined, policy: RedirectPolicy): RedirectTarget {
  return resolveRedirectTarget(input, policy) ?? { kind: 'internal', path: '/' };
}
