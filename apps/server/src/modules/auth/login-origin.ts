import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';

export const CROSS_SITE_SIGN_IN_TEXT = 'Sign-in from another site is refused. Open the sign-in page of this app and try again.';

/**
 * Login CSRF: the sign-in form must not be postable from another site, or a hostile page could sign the
 * browser in to an account of the attacker's choosing. A browser says where a request comes from
 * (Sec-Fetch-Site, Origin); requests that carry neither (curl, scripts) have no victim browser and pass.
 */
export function assertSameOriginSignIn(request: FastifyRequest, publicUrl: string): void {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') throw crossSite();
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return;
  if (origin === 'null') throw crossSite();
  let host: string;
  let full: string;
  try {
    const parsed = new URL(origin);
    host = parsed.host;
    full = parsed.origin;
  } catch {
    throw crossSite();
  }
  if (full === new URL(publicUrl).origin || host === request.headers.host) return;
  throw crossSite();
}

const crossSite = () => new HttpError(403, CROSS_SITE_SIGN_IN_TEXT, 'CROSS_SITE_SIGN_IN');
