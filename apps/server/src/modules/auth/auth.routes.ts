import type { FastifyInstance } from 'fastify';
import { authEndpoints, CSRF_RESPONSE_HEADER } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { AuthService } from './auth.service.ts';
import { assertSameOriginSignIn } from './login-origin.ts';
import { clearSessionCookies, readSessionToken, setSessionCookies, type CookieSettings } from './session-cookies.ts';

export function registerAuthRoutes(app: FastifyInstance, bind: BindDeps, auth: AuthService, cookies: CookieSettings, publicUrl: string) {
  bindEndpoint(app, bind, authEndpoints.login, async ({ body, request, reply }) => {
    assertSameOriginSignIn(request, publicUrl);
    const result = await auth.signIn({
      username: body.username,
      password: body.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      previousSessionToken: readSessionToken(request, cookies.secure),
    });
    setSessionCookies(reply, cookies, result.sessionToken, result.csrfToken);
    reply.header(CSRF_RESPONSE_HEADER, result.csrfToken);
    return { userId: result.userId };
  });

  bindEndpoint(app, bind, authEndpoints.logout, async ({ actor, reply }) => {
    await auth.signOut(actor.session);
    clearSessionCookies(reply, cookies.secure);
    return answer(204, null);
  });
}
