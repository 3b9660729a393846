import type { FastifyInstance } from 'fastify';
import { integrationEndpoints as api } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { ConnectionsService } from './connections.service.ts';
import type { SiteSyncService } from './site-sync.service.ts';

export function registerIntegrationRoutes(app: FastifyInstance, bind: BindDeps, connections: ConnectionsService, sync: SiteSyncService) {
  bindEndpoint(app, bind, api.listConnections, ({ actor, query }) => connections.list(actor, query.projectId));
  bindEndpoint(app, bind, api.createConnection, ({ actor, body }) => connections.create(actor, body));
  bindEndpoint(app, bind, api.testConnection, ({ actor, params }) => connections.test(actor, params.connectionId));
  bindEndpoint(app, bind, api.renameConnection, ({ actor, params, body }) => connections.rename(actor, params.connectionId, body.name));
  bindEndpoint(app, bind, api.deleteConnection, async ({ actor, params }) => {
    await connections.remove(actor, params.connectionId);
    return answer(204, null);
  });
  bindEndpoint(app, bind, api.listControllerSites, ({ actor, params }) => connections.listSites(actor, params.connectionId));
  bindEndpoint(app, bind, api.previewSiteImport, ({ actor, params, body }) =>
    sync.previewImport(actor, params.connectionId, params.siteId, body.scales),
  );
  bindEndpoint(app, bind, api.importControllerSite, ({ actor, params, body }) =>
    sync.importSite(actor, params.connectionId, params.siteId, body.name, body.scales),
  );
  bindEndpoint(app, bind, api.previewSync, ({ actor, params, body }) => sync.preview(actor, params.connectionId, body));
  bindEndpoint(app, bind, api.applySync, ({ actor, params, body }) => sync.apply(actor, params.connectionId, body));
  bindEndpoint(app, bind, api.undoSync, ({ actor, params }) => sync.undo(actor, params.runId));
  bindEndpoint(app, bind, api.lastSyncRun, ({ actor, params }) => sync.lastRun(actor, params.connectionId));
}
