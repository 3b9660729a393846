import type { FastifyInstance } from 'fastify';
import { userEndpoints } from '@airscope/contracts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { OrgService } from './org.service.ts';

export function registerOrgRoutes(app: FastifyInstance, bind: BindDeps, orgs: OrgService) {
  bindEndpoint(app, bind, userEndpoints.getOrgPreferences, ({ actor }) => orgs.preferences(actor));
  bindEndpoint(app, bind, userEndpoints.updateOrgPreferences, ({ actor, params, body }) =>
    orgs.updatePreferences(actor, params.orgId, body),
  );
}
