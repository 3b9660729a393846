import type { FastifyInstance } from 'fastify';
import { setupEndpoints } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { createSetupService } from './setup.service.ts';

export function registerSetupRoutes(app: FastifyInstance, bind: BindDeps, setup: ReturnType<typeof createSetupService>) {
  bindEndpoint(app, bind, setupEndpoints.checkSetupLink, async ({ body }) => {
    await setup.check(body.token);
    return answer(204, null);
  });
  bindEndpoint(app, bind, setupEndpoints.createFirstAdmin, async ({ body }) => answer(201, await setup.createFirstAdmin(body)));
}
