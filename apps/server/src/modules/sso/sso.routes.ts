import type { FastifyInstance } from 'fastify';
import { CSRF_RESPONSE_HEADER, ssoEndpoints as api } from '@airscope/contracts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { readSessionToken, setSessionCookies, type CookieSettings } from '../auth/index.ts';
import { createSecretToken } from '../auth/index.ts';
import { SAML_REQUEST_LIFETIME_MS } from './saml-service-provider.ts';
import { SsoRefusal, type SsoService } from './sso.service.ts';

/** Ties a SAML response to the browser that started the sign-in (`__Host-`: our origin only). */
const SSO_BROWSER_COOKIE = '__Host-airscope_saml';

export function registerSsoRoutes(app: FastifyInstance, bind: BindDeps, sso: SsoService, auth: AuthService, cookies: CookieSettings) {
  bindEndpoint(app, bind, api.checkSso, ({ query }) => sso.checkSso(query.email));
  bindEndpoint(app, bind, api.startSsoLogin, async ({ query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    const browserToken = cookies.secure ? createSecretToken() : null;
    const url = await sso.startLogin(query.email, query.redirect, browserToken);
    // The IdP posts back from its own site, so only a SameSite=None (hence Secure) cookie comes along.
    if (browserToken)
      reply.setCookie(SSO_BROWSER_COOKIE, browserToken, {
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'none',
        maxAge: SAML_REQUEST_LIFETIME_MS / 1000,
      });
    return reply.redirect(url, 302);
  });
  bindEndpoint(app, bind, api.getSpMetadata, async ({ params, reply }) =>
    reply.type('application/samlmetadata+xml').send(await sso.spMetadata(params.orgId)),
  );
  bindEndpoint(app, bind, api.consumeSamlResponse, async ({ body, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const browserToken = request.cookies[SSO_BROWSER_COOKIE];
      if (browserToken) reply.clearCookie(SSO_BROWSER_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'none' });
      const result = await sso.consume(body.SAMLResponse, browserToken);
      const session = await auth.startSsoSession({
        userId: result.userId,
        userAgent: request.headers['user-agent'],
        previousSessionToken: readSessionToken(request, cookies.secure),
      });
      setSessionCookies(reply, cookies, session.sessionToken, session.csrfToken);
      reply.header(CSRF_RESPONSE_HEADER, session.csrfToken);
      const next = new URLSearchParams({ status: 'signed-in', ...(result.redirectTo ? { redirect: result.redirectTo } : {}) });
      return reply.redirect(`/saml-consume?${next}`, 303);
    } catch (error) {
      if (!(error instanceof SsoRefusal)) throw error;
      request.log.warn({ event: 'sso.refused', code: error.code, detail: error.message }, 'single sign-on response refused');
      return reply.redirect(`/saml-consume?${new URLSearchParams({ error: error.code })}`, 303);
    }
  });
  bindEndpoint(app, bind, api.getOrgSsoSettings, ({ actor, params }) => sso.settings(actor, params.orgId));
  bindEndpoint(app, bind, api.updateOrgSsoSettings, ({ actor, params, body }) => sso.updateSettings(actor, params.orgId, body));
}
