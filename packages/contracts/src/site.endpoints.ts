import { z } from 'zod';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  ProjectPlacementBodySchema,
  ProjectPlacementSchema,
  SiteBuildingSchema,
  SiteFloorBodySchema,
  SiteFloorSchema,
  SiteFloorUpdateSchema,
  SiteNameBodySchema,
  SiteSchema,
} from './site.schemas.ts';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const base = { tag: 'site-management', access: 'session' } as const;
const SiteParams = z.object({ siteId: z.string().min(1).max(64) });
const BuildingParams = z.object({ buildingId: z.string().min(1).max(64) });
const FloorParams = z.object({ floorId: z.string().min(1).max(64) });

export const listSites = defineEndpoint({
  ...base,
  id: 'listSites',
  method: 'GET',
  path: '/site-management-api/v1/sites',
  summary: "Sites of the caller's organisation with their building, floor and project counts",
  responses: { 200: z.array(SiteSchema), ...errors },
});

export const createSite = defineEndpoint({
  ...base,
  id: 'createSite',
  method: 'POST',
  path: '/site-management-api/v1/sites',
  summary: "Create a site in the caller's organisation (org admins)",
  body: SiteNameBodySchema,
  responses: { 200: SiteSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
});

export const renameSite = defineEndpoint({
  ...base,
  id: 'renameSite',
  method: 'PUT',
  path: '/site-management-api/v1/sites/:siteId',
  summary: 'Rename a site (org admins)',
  params: SiteParams,
  body: SiteNameBodySchema,
  responses: { 200: SiteSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
});

export const deleteSite = defineEndpoint({
  ...base,
  id: 'deleteSite',
  method: 'DELETE',
  path: '/site-management-api/v1/sites/:siteId',
  summary: 'Delete a site with its buildings and floors; its projects stay, outside any site (org admins)',
  params: SiteParams,
  responses: { 204: z.null(), ...errors },
});

export const listSiteBuildings = defineEndpoint({
  ...base,
  id: 'listSiteBuildings',
  method: 'GET',
  path: '/site-management-api/v1/sites/:siteId/buildings',
  summary: 'Buildings of a site with their floor and project counts',
  params: SiteParams,
  responses: { 200: z.array(SiteBuildingSchema), ...errors },
});

export const createSiteBuilding = defineEndpoint({
  ...base,
  id: 'createSiteBuilding',
  method: 'POST',
  path: '/site-management-api/v1/sites/:siteId/buildings',
  summary: 'Add a building to a site (org admins)',
  params: SiteParams,
  body: SiteNameBodySchema,
  responses: { 200: SiteBuildingSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
});

export const renameSiteBuilding = defineEndpoint({
  ...base,
  id: 'renameSiteBuilding',
  method: 'PUT',
  path: '/site-management-api/v1/buildings/:buildingId',
  summary: 'Rename a building (org admins)',
  params: BuildingParams,
  body: SiteNameBodySchema,
  responses: { 200: SiteBuildingSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
});

export const listBuildingFloors = defineEndpoint({
  ...base,
  id: 'listBuildingFloors',
  method: 'GET',
  path: '/site-management-api/v1/buildings/:buildingId/floors',
  summary: 'Floors of a building, lowest first',
  params: BuildingParams,
  responses: { 200: z.array(SiteFloorSchema), ...errors },
});

export const createBuildingFloor = defineEndpoint({
  ...base,
  id: 'createBuildingFloor',
  method: 'POST',
  path: '/site-management-api/v1/buildings/:buildingId/floors',
  summary: 'Add a floor to a building (org admins)',
  params: BuildingParams,
  body: SiteFloorBodySchema,
  responses: { 200: SiteFloorSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
});

export const updateBuildingFloor = defineEndpoint({
  ...base,
  id: 'updateBuildingFloor',
  method: 'PUT',
  path: '/site-management-api/v1/floors/:floorId',
  summary: 'Rename a floor or change its level (org admins)',
  params: FloorParams,
  body: SiteFloorUpdateSchema,
  responses: { 200: SiteFloorSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
});

export const placeProjectInSite = defineEndpoint({
  ...base,
  id: 'placeProjectInSite',
  method: 'PUT',
  path: '/site-management-api/v1/projects/:projectId/site',
  summary: 'Move a project under a site (and building) of its organisation, or out of every site (project editors)',
  params: z.object({ projectId: z.string().min(1).max(64) }),
  body: ProjectPlacementBodySchema,
  responses: { 200: ProjectPlacementSchema, 400: ApiErrorSchema, ...errors },
});
