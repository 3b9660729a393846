import type { FastifyInstance } from 'fastify';
import { siteEndpoints } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { SitesService } from './sites.service.ts';

export function registerSiteRoutes(app: FastifyInstance, bind: BindDeps, sites: SitesService) {
  bindEndpoint(app, bind, siteEndpoints.listSites, ({ actor }) => sites.list(actor));
  bindEndpoint(app, bind, siteEndpoints.createSite, ({ actor, body }) => sites.create(actor, body.name));
  bindEndpoint(app, bind, siteEndpoints.renameSite, ({ actor, params, body }) => sites.rename(actor, params.siteId, body.name));
  bindEndpoint(app, bind, siteEndpoints.deleteSite, async ({ actor, params }) => {
    await sites.remove(actor, params.siteId);
    return answer(204, null);
  });
  bindEndpoint(app, bind, siteEndpoints.listSiteBuildings, ({ actor, params }) => sites.listBuildings(actor, params.siteId));
  bindEndpoint(app, bind, siteEndpoints.createSiteBuilding, ({ actor, params, body }) =>
    sites.createBuilding(actor, params.siteId, body.name),
  );
  bindEndpoint(app, bind, siteEndpoints.renameSiteBuilding, ({ actor, params, body }) =>
    sites.renameBuilding(actor, params.buildingId, body.name),
  );
  bindEndpoint(app, bind, siteEndpoints.listBuildingFloors, ({ actor, params }) => sites.listFloors(actor, params.buildingId));
  bindEndpoint(app, bind, siteEndpoints.createBuildingFloor, ({ actor, params, body }) =>
    sites.createFloor(actor, params.buildingId, body),
  );
  bindEndpoint(app, bind, siteEndpoints.updateBuildingFloor, ({ actor, params, body }) => sites.updateFloor(actor, params.floorId, body));
  bindEndpoint(app, bind, siteEndpoints.placeProjectInSite, ({ actor, params, body }) => sites.placeProject(actor, params.projectId, body));
}
