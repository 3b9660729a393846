import type { FastifyInstance } from 'fastify';
import { projectDetailsEndpoints as api } from '@airscope/contracts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { ProjectDetailsService } from './project-details.service.ts';

export function registerProjectDetailsRoutes(app: FastifyInstance, bind: BindDeps, details: ProjectDetailsService) {
  bindEndpoint(app, bind, api.updateProjectDetails, ({ actor, params, body }) => details.updateDetails(actor, params.projectId, body));
  bindEndpoint(app, bind, api.updateProjectTags, ({ actor, params, body }) => details.replaceTags(actor, params.projectId, body));
}
