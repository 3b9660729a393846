import { z } from 'zod';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  ApplySyncBodySchema,
  ApplySyncResultSchema,
  ConnectionTestResultSchema,
  ControllerConnectionSchema,
  ControllerSiteSummarySchema,
  CreateConnectionBodySchema,
  ImportPreviewBodySchema,
  ImportPreviewSchema,
  ImportSiteBodySchema,
  ImportSiteResultSchema,
  RenameConnectionBodySchema,
  SyncPreviewSchema,
  SyncRunSchema,
  SyncTargetBodySchema,
} from './integration.schemas.ts';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
// A controller that refuses the key, times out or answers nonsense is a 502 with the vendor's words.
const controllerErrors = { 400: ApiErrorSchema, 502: ApiErrorSchema, 504: ApiErrorSchema } as const;
const base = { tag: 'vendor-integration', access: 'session' } as const;
const root = '/insightapi/v1/vendorIntegration';
const ConnectionParams = z.object({ connectionId: z.string().min(1).max(64) });
const SiteParams = ConnectionParams.extend({ siteId: z.string().min(1).max(200) });

export const listConnections = defineEndpoint({
  ...base,
  id: 'listControllerConnections',
  method: 'GET',
  path: `${root}/connections`,
  summary: "The organisation's controller connections, or with projectId those a project's members can use",
  query: z.object({ projectId: z.uuid().optional() }),
  responses: { 200: z.array(ControllerConnectionSchema), ...errors },
});

export const createConnection = defineEndpoint({
  ...base,
  id: 'createControllerConnection',
  method: 'POST',
  path: `${root}/connections`,
  summary: 'Add a connection (org admins; project owners with projectId); the key is checked with the controller first',
  body: CreateConnectionBodySchema,
  maxBodyBytes: 16 * 1024,
  responses: { 200: ControllerConnectionSchema, ...controllerErrors, ...errors },
});

export const testConnection = defineEndpoint({
  ...base,
  id: 'testControllerConnection',
  method: 'POST',
  path: `${root}/connections/:connectionId/test`,
  summary: 'Check the saved credentials with the controller now',
  params: ConnectionParams,
  responses: { 200: ConnectionTestResultSchema, ...errors },
});

export const renameConnection = defineEndpoint({
  ...base,
  id: 'renameControllerConnection',
  method: 'PUT',
  path: `${root}/connections/:connectionId`,
  summary: 'Rename a connection',
  params: ConnectionParams,
  body: RenameConnectionBodySchema,
  responses: { 200: ControllerConnectionSchema, 400: ApiErrorSchema, ...errors },
});

export const deleteConnection = defineEndpoint({
  ...base,
  id: 'deleteControllerConnection',
  method: 'DELETE',
  path: `${root}/connections/:connectionId`,
  summary: 'Delete a connection and its stored key; projects imported from it stay',
  params: ConnectionParams,
  responses: { 204: z.null(), ...errors },
});

export const listControllerSites = defineEndpoint({
  ...base,
  id: 'listControllerSites',
  method: 'GET',
  path: `${root}/connections/:connectionId/sites`,
  summary: 'The sites (Catalyst Center buildings, Meraki networks, Mist sites) the connection can import',
  params: ConnectionParams,
  responses: { 200: z.array(ControllerSiteSummarySchema), ...controllerErrors, ...errors },
});

export const previewSiteImport = defineEndpoint({
  ...base,
  id: 'previewControllerSiteImport',
  method: 'POST',
  path: `${root}/connections/:connectionId/sites/:siteId/import/preview`,
  summary: 'What importing a site would bring: floors with their scale (or none), APs placed, and APs left out with the reason',
  params: SiteParams,
  body: ImportPreviewBodySchema,
  maxBodyBytes: 64 * 1024,
  responses: { 200: ImportPreviewSchema, ...controllerErrors, ...errors },
});

export const importControllerSite = defineEndpoint({
  ...base,
  id: 'importControllerSite',
  method: 'POST',
  path: `${root}/connections/:connectionId/sites/:siteId/import`,
  summary: 'Import a site as a new project: floors with the controller maps and scale (or the scales given), APs placed with their radios',
  params: SiteParams,
  body: ImportSiteBodySchema,
  maxBodyBytes: 64 * 1024,
  responses: { 200: ImportSiteResultSchema, ...controllerErrors, ...errors },
});

export const previewSync = defineEndpoint({
  ...base,
  id: 'previewControllerSync',
  method: 'POST',
  path: `${root}/connections/:connectionId/sync/preview`,
  summary: 'What a sync of the site into the project would add, move and remove (nothing is saved)',
  params: ConnectionParams,
  body: SyncTargetBodySchema,
  responses: { 200: SyncPreviewSchema, ...controllerErrors, ...errors },
});

export const applySync = defineEndpoint({
  ...base,
  id: 'applyControllerSync',
  method: 'POST',
  path: `${root}/connections/:connectionId/sync`,
  summary: 'Apply the sync in one save on top of the previewed project version (409 when it moved)',
  params: ConnectionParams,
  body: ApplySyncBodySchema,
  responses: { 200: ApplySyncResultSchema, 409: ApiErrorSchema, ...controllerErrors, ...errors },
});

export const undoSync = defineEndpoint({
  ...base,
  id: 'undoControllerSync',
  method: 'POST',
  path: `${root}/sync-runs/:runId/undo`,
  summary: 'Take back a sync whole, while the project is still at the version it saved',
  params: z.object({ runId: z.string().min(1).max(64) }),
  responses: { 200: z.object({ projectVersion: z.number().int() }), 409: ApiErrorSchema, ...errors },
});

export const lastSyncRun = defineEndpoint({
  ...base,
  id: 'lastControllerSyncRun',
  method: 'GET',
  path: `${root}/connections/:connectionId/sync-runs/latest`,
  summary: 'The last sync of the connection (manual or scheduled) with its counts and error',
  params: ConnectionParams,
  responses: { 200: SyncRunSchema.nullable(), ...errors },
});
