import { ApiErrorSchema } from './api-error.schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  CreateDesignProjectSchema,
  CreatedProjectSchema,
  ProjectEditsSchema,
  SavedEditsSchema,
  StoredImageSchema,
} from './planning.schemas.ts';
import { FloorCalibrationSchema } from './calibration.schemas.ts';
import { AutoPlanJobSchema, AutoPlanRequestSchema } from './auto-plan.schemas.ts';
import { z } from 'zod';

export const createDesignProject = defineEndpoint({
  id: 'createDesignProject',
  method: 'POST',
  path: '/projectapi/v1/projects',
  summary: 'Creates an empty design project (brownfield or greenfield plan) owned by the caller',
  tag: 'planning',
  access: 'session',
  body: CreateDesignProjectSchema,
  responses: { 201: CreatedProjectSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
});

export const applyProjectEdits = defineEndpoint({
  id: 'applyProjectEdits',
  method: 'POST',
  path: '/projectapi/v1/projects/:projectId/edits',
  summary: 'Saves planning edits all or nothing and bumps projectVersion; 409 when the project changed since baseVersion',
  tag: 'planning',
  access: 'session',
  params: z.object({ projectId: z.string().min(1).max(64) }),
  body: ProjectEditsSchema,
  responses: {
    200: SavedEditsSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
  },
});

export const uploadPlanImage = defineEndpoint({
  id: 'uploadPlanImage',
  method: 'POST',
  path: '/projectapi/v1/projects/:projectId/images',
  summary: 'Stores a floor-plan image (body: the PNG or JPEG bytes, up to 25 MB) and adds its images record; bumps projectVersion',
  tag: 'planning',
  access: 'session',
  params: z.object({ projectId: z.string().min(1).max(64) }),
  rawBody: { mediaTypes: ['image/png', 'image/jpeg'], description: 'The floor-plan image: PNG or JPEG bytes, up to 25 MB' },
  responses: {
    201: StoredImageSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    413: ApiErrorSchema,
    415: ApiErrorSchema,
  },
});

export const calibrateFloor = defineEndpoint({
  id: 'calibrateFloor',
  method: 'POST',
  path: '/projectapi/v1/projects/:projectId/floors/:floorId/calibration',
  summary:
    'Fits wall losses per wall type and band and a transmit offset per planned radio from the floor survey; answers the held-out error before and after and the changes that apply it (nothing is saved). It runs on a thread of its own within the long-computation time and memory bounds: 422 names a bound hit, 503 a server shutting down',
  tag: 'planning',
  access: 'session',
  params: z.object({ projectId: z.string().min(1).max(64), floorId: z.string().min(1).max(100) }),
  responses: {
    200: FloorCalibrationSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    422: ApiErrorSchema,
    503: ApiErrorSchema,
  },
});

export const autoPlanFloor = defineEndpoint({
  id: 'autoPlanFloor',
  method: 'POST',
  path: '/projectapi/v1/projects/:projectId/floors/:floorId/auto-plan',
  summary:
    'Starts proposing APs of a model for a floor (positions, channels, power) meeting a requirement profile on the asked share of its required area, counting the APs already placed and those of other floors; answers the job at once (poll getAutoPlanJob for progress and the proposal); nothing is saved. 429 when the organisation already runs as many auto-plans as it may',
  tag: 'planning',
  access: 'session',
  params: z.object({ projectId: z.string().min(1).max(64), floorId: z.string().min(1).max(100) }),
  body: AutoPlanRequestSchema,
  responses: {
    202: AutoPlanJobSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    422: ApiErrorSchema,
    429: ApiErrorSchema,
  },
});

const AutoPlanJobParams = z.object({ projectId: z.string().min(1).max(64), jobId: z.string().min(1).max(64) });

export const getAutoPlanJob = defineEndpoint({
  id: 'getAutoPlanJob',
  method: 'GET',
  path: '/projectapi/v1/projects/:projectId/auto-plan-jobs/:jobId',
  summary:
    'An auto-plan job of the caller: its state, progress (share and phase), and the proposal when done or the reason when failed; jobs are kept a while after they end, in the API process that runs them',
  tag: 'planning',
  access: 'session',
  params: AutoPlanJobParams,
  responses: { 200: AutoPlanJobSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
});

export const cancelAutoPlanJob = defineEndpoint({
  id: 'cancelAutoPlanJob',
  method: 'DELETE',
  path: '/projectapi/v1/projects/:projectId/auto-plan-jobs/:jobId',
  summary: 'Cancels an auto-plan job of the caller (its thread is stopped); a job that already ended is answered as it is',
  tag: 'planning',
  access: 'session',
  params: AutoPlanJobParams,
  responses: { 200: AutoPlanJobSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
});
