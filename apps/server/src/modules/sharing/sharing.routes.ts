import type { FastifyInstance } from 'fastify';
import { CSRF_RESPONSE_HEADER, sharingEndpoints as api } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import { readSessionToken, setSessionCookies, type CookieSettings } from '../auth/index.ts';
import { hashToken } from '../auth/index.ts';
import type { SecureSharesService } from './secure-shares.service.ts';
import type { SharingService } from './sharing.service.ts';

export interface SharingRouteDeps {
  sharing: SharingService;
  secureShares: SecureSharesService;
  cookies: CookieSettings;
  /** Ends the browser's previous session when a guest signs in (fixation, docs/security.md S2). */
  endSession(idHash: string): Promise<void>;
}

export function registerSharingRoutes(app: FastifyInstance, bind: BindDeps, deps: SharingRouteDeps) {
  const { sharing, secureShares } = deps;
  bindEndpoint(app, bind, api.shareProjectWithUser, ({ actor, params, body }) =>
    sharing.shareWithUser(actor, params.projectId, body.email, body.role),
  );
  bindEndpoint(app, bind, api.shareProjectWithGroup, ({ actor, params, body }) =>
    sharing.shareWithGroup(actor, params.projectId, body.role),
  );
  bindEndpoint(app, bind, api.changeProjectUserRole, ({ actor, params, body }) =>
    sharing.changeRole(actor, params.projectId, params.userId, body.role),
  );
  bindEndpoint(app, bind, api.removeProjectUser, ({ actor, params }) => sharing.removeUser(actor, params.projectId, params.userId));

  bindEndpoint(app, bind, api.listSecureShares, ({ actor, params }) => secureShares.list(actor, params.projectId));
  bindEndpoint(app, bind, api.createSecureShare, async ({ actor, params, body }) =>
    answer(201, await secureShares.create(actor, params.projectId, body.email)),
  );
  bindEndpoint(app, bind, api.revokeSecureShare, async ({ actor, params }) => {
    await secureShares.revoke(actor, params.projectId, params.shareId);
    return answer(204, null);
  });

  bindEndpoint(app, bind, api.requestSecureViewCode, async ({ params, request }) => {
    await secureShares.requestCode(params.keyId, request.ip);
    return answer(202, {});
  });
  bindEndpoint(app, bind, api.otpLogin, async ({ body, request, reply }) => {
    const result = await secureShares.login(body.keyId, body.code, request.ip, request.headers['user-agent']);
    const previous = readSessionToken(request, deps.cookies.secure);
    if (previous) await deps.endSession(hashToken(previous));
    setSessionCookies(reply, deps.cookies, result.sessionToken, result.csrfToken);
    reply.header(CSRF_RESPONSE_HEADER, result.csrfToken);
    return { projectId: result.projectId, role: 'GUEST' as const };
  });
}
