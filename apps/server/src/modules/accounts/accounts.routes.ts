import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { AccountsService } from './accounts.service.ts';

export function registerAccountRoutes(app: FastifyInstance, bind: BindDeps, accounts: AccountsService) {
  bindEndpoint(app, bind, accountEndpoints.registerUser, async ({ body, request }) => {
    await accounts.register(body, request.ip);
    return answer(202, {});
  });
  bindEndpoint(app, bind, accountEndpoints.requestPasswordReset, async ({ body, request }) => {
    await accounts.requestPasswordReset(body.email, request.ip);
    return answer(202, {});
  });
  bindEndpoint(app, bind, accountEndpoints.resetPassword, async ({ body, request }) => {
    await accounts.resetPassword(body, request.ip);
    return answer(204, null);
  });
  bindEndpoint(app, bind, accountEndpoints.changePassword, async ({ actor, params, body }) => {
    await accounts.changePassword(actor, params.userId, body);
    return answer(204, null);
  });
  bindEndpoint(app, bind, accountEndpoints.listUserSessions, ({ actor, params }) => accounts.listSessions(actor, params.userId));
  bindEndpoint(app, bind, accountEndpoints.endUserSession, async ({ actor, params }) => {
    await accounts.endSession(actor, params.userId, params.sessionKey);
    return answer(204, null);
  });
}
