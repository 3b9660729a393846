import type { FastifyInstance } from 'fastify';
import { userPreferenceEndpoints as api } from '@airscope/contracts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { UserPreferencesService } from './user-preferences.service.ts';

export function registerUserPreferenceRoutes(app: FastifyInstance, bind: BindDeps, preferences: UserPreferencesService) {
  bindEndpoint(app, bind, api.putProjectUserPreference, ({ actor, params, body }) => preferences.put(actor, params.projectId, body));
  bindEndpoint(app, bind, api.getUserPreferences, ({ actor, query }) => preferences.list(actor, query.projectId));
}
