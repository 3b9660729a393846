import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import {
  FloorPlanSchema,
  PoTypeSchema,
  ProjectBatchSchema,
  ProjectSchema,
  ProjectUserSchema,
  UploadFailureCodeSchema,
  UploadStatusSchema,
} from './project.schemas.ts';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const ProjectParams = z.object({ projectId: z.string().min(1).max(64) });
const booleanQuery = z.enum(['true', 'false']).optional();

export const initiateUpload = defineEndpoint({
  id: 'initiateUpload',
  method: 'POST',
  path: '/esxfileapi/v1/projects/upload/initiate',
  summary: 'Start an upload (an .esx project, or a survey .csv in the documented layout): returns where to PUT the file and the upload id',
  tag: 'upload',
  access: 'session',
  body: z.object({ fileName: z.string().trim().min(1).max(255), fileExtension: z.enum(['esx', 'csv']) }).strict(),
  responses: { 200: z.object({ url: z.string(), fileUploadId: z.string() }), 400: ApiErrorSchema, 429: ApiErrorSchema, ...errors },
});

export const receiveUpload = defineEndpoint({
  id: 'receiveUpload',
  method: 'PUT',
  path: '/esxfileapi/v1/projects/upload/blob/:fileUploadId',
  summary: 'The signed upload URL of the embedded storage: receives the file bytes (application/octet-stream)',
  tag: 'upload',
  access: 'public',
  params: z.object({ fileUploadId: z.string().min(1).max(64) }),
  query: z.object({ token: z.string().min(1).max(200) }),
  rawBody: {
    mediaTypes: ['application/octet-stream', 'application/zip', 'text/csv'],
    description: 'The file the upload was started for: an .esx project or a survey .csv',
  },
  responses: {
    200: z.object({ size: z.number() }),
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    409: ApiErrorSchema,
    413: ApiErrorSchema,
    507: ApiErrorSchema,
  },
});

export const commitUpload = defineEndpoint({
  id: 'commitUpload',
  method: 'POST',
  path: '/esxfileapi/v1/projects/upload/commit',
  summary: 'Import the uploaded file; repeating the call is harmless',
  tag: 'upload',
  access: 'session',
  body: z.object({ fileUploadId: z.string().min(1).max(64) }).strict(),
  responses: { 200: z.object({ fileUploadId: z.string(), status: UploadStatusSchema }), 409: ApiErrorSchema, ...errors },
});

export const getUploadStatus = defineEndpoint({
  id: 'getUploadStatus',
  method: 'GET',
  path: '/esxfileapi/v1/projects/upload/status',
  summary: 'Where an upload stands; projectId once committed, rollbackReason when it failed',
  tag: 'upload',
  access: 'session',
  query: z.object({ fileUploadId: z.string().min(1).max(64) }),
  responses: {
    200: z.object({
      status: UploadStatusSchema,
      projectId: z.string().nullable(),
      rollbackReason: z.string().nullable(),
      /** Set with ROLLED_BACK and FAILED. */
      failureCode: UploadFailureCodeSchema.nullable().default(null),
    }),
    ...errors,
  },
});

/**
 * Converts a Cisco DNA Center / Prime map archive (tar.gz, or a zip of the same layout; docs/dnac-map-archive.md)
 * sent as base64 text into an `.esx` file, answered as application/octet-stream. Nothing is stored: the client
 * uploads the answer through initiate/PUT/commit like any other `.esx`. The body limit follows UPLOAD_MAX_MB.
 */
export const convertCiscoDnacArchive = defineEndpoint({
  id: 'convertCiscoDnacArchive',
  method: 'POST',
  path: '/esxfileapi/v1/projects/cisco/ciscoDnacUpload',
  summary: 'Convert a Cisco DNA Center map archive (base64 of its tar.gz or zip) into an .esx file (application/octet-stream)',
  tag: 'upload',
  access: 'session',
  body: z.object({ base64ZipFile: z.string().min(1) }).strict(),
  responses: {
    200: z.any(),
    400: ApiErrorSchema,
    413: ApiErrorSchema,
    422: ApiErrorSchema,
    429: ApiErrorSchema,
    ...errors,
  },
});

export const listProjects = defineEndpoint({
  id: 'listProjects',
  method: 'GET',
  path: '/projectapi/v1/projects',
  summary: 'Projects the caller may see',
  tag: 'projects',
  access: 'session',
  query: z.object({ includeTag: booleanQuery, includeProjectUser: booleanQuery, query: z.string().max(200).optional() }),
  responses: { 200: z.array(ProjectSchema), ...errors },
});

export const getProject = defineEndpoint({
  id: 'getProject',
  method: 'GET',
  path: '/projectapi/v1/projects/:projectId',
  summary: 'One project',
  tag: 'projects',
  access: 'session',
  params: ProjectParams,
  query: z.object({ includeTag: booleanQuery, includeProjectUser: booleanQuery }),
  responses: { 200: ProjectSchema, ...errors },
});

export const getProjectUsers = defineEndpoint({
  id: 'getProjectUsers',
  method: 'GET',
  path: '/projectapi/v1/projects/:projectId/users',
  summary: 'Users of a project, owners first, then by username',
  tag: 'projects',
  access: 'session',
  params: ProjectParams,
  responses: { 200: z.array(ProjectUserSchema), ...errors },
});

export const getProjectBatch = defineEndpoint({
  id: 'getProjectBatch',
  method: 'GET',
  path: '/projectapi/v1/projects/:projectId/batch',
  summary: 'Records of the requested object types (comma-separated poTypes)',
  tag: 'projects',
  access: 'session',
  params: ProjectParams,
  query: z.object({
    poTypes: z
      .string()
      .max(1000)
      .transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(PoTypeSchema).min(1)),
  }),
  responses: { 200: ProjectBatchSchema, 400: ApiErrorSchema, ...errors },
});

export const getFloorPlans = defineEndpoint({
  id: 'getFloorPlans',
  method: 'GET',
  path: '/projectapi/v1/projects/:projectId/floorPlans',
  summary: 'Floor plans of a project',
  tag: 'projects',
  access: 'session',
  params: ProjectParams,
  responses: { 200: z.array(FloorPlanSchema), ...errors },
});

export const getImageFile = defineEndpoint({
  id: 'getImageFile',
  method: 'GET',
  path: '/projectapi/v1/projects/:projectId/imageFiles/:imageId',
  summary: 'A short-lived URL of a project image (redirect=0 answers JSON instead of redirecting)',
  tag: 'projects',
  access: 'session',
  params: ProjectParams.extend({ imageId: z.string().min(1).max(100) }),
  query: z.object({ redirect: z.enum(['0', '1']).optional() }),
  responses: { 200: z.object({ url: z.string() }), ...errors },
});

export const getSignedFile = defineEndpoint({
  id: 'getSignedFile',
  method: 'GET',
  path: '/projectapi/v1/files/:token',
  summary: 'The bytes behind a short-lived signed file URL',
  tag: 'projects',
  access: 'public',
  params: z.object({ token: z.string().min(1).max(500) }),
  responses: { 200: z.any(), 403: ApiErrorSchema, 404: ApiErrorSchema },
});

export const getThumbnail = defineEndpoint({
  id: 'getThumbnail',
  method: 'GET',
  path: '/projectapi/v1/projects/:projectId/thumbnail.png',
  summary: 'A PNG thumbnail of the first floor plan',
  tag: 'projects',
  access: 'session',
  params: ProjectParams,
  responses: { 200: z.any(), ...errors },
});

export const downloadProject = defineEndpoint({
  id: 'downloadProject',
  method: 'GET',
  path: '/projectapi/v1/projects/:projectId/download',
  summary: 'The project as an .esx file',
  tag: 'projects',
  access: 'session',
  params: ProjectParams,
  responses: { 200: z.any(), ...errors },
});

export const deleteProject = defineEndpoint({
  id: 'deleteProject',
  method: 'DELETE',
  path: '/projectapi/v1/projects/:projectId',
  summary: 'Delete a project (owner only): marked DELETE_REQUESTED at once, removed by a job',
  tag: 'projects',
  access: 'session',
  params: ProjectParams,
  responses: { 202: z.object({ projectId: z.string(), status: z.literal('DELETE_REQUESTED') }), ...errors },
});
