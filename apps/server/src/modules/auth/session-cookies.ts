import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '@airscope/contracts';

export interface CookieSettings {
  secure: boolean;
  absoluteMs: number;
}

/** `__Host-` pins the cookie to our origin (no Domain, Path=/, Secure); plain http needs the bare name. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-airscope_session' : 'airscope_session';
}

export function readSessionToken(request: FastifyRequest, secure: boolean): string | undefined {
  const value = request.cookies[sessionCookieName(secure)];
  return value && value.length <= 128 ? value : undefined;
}

export function setSessionCookies(reply: FastifyReply, settings: CookieSettings, session: string, csrf: string) {
  const common = { path: '/', secure: settings.secure, sameSite: 'lax', maxAge: settings.absoluteMs / 1000 } as const;
  reply.setCookie(sessionCookieName(settings.secure), session, { ...common, httpOnly: true });
  // Readable by the SPA: its presence tells start-up that a session may exist (docs/product.md §4).
  reply.setCookie(CSRF_COOKIE, csrf, { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'lax' });
  reply.clearCookie(CSRF_COOKIE, { path: '/', secure, sameSite: 'lax' });
}
