import { ApiErrorSchema } from './api-error.schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  CreateDesignProjectSchema,
  CreatedProjectSchema,
  ProjectEditsSchema,
  SavedEditsSchema,
  StoredImageSchema,
} from './planning.schemas.ts';
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
