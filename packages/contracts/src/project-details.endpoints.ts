import { z } from 'zod';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import { ProjectDetailsUpdateSchema, ProjectTagsUpdateSchema } from './project-details.schemas.ts';
import { ProjectSchema } from './project.schemas.ts';

const ProjectParams = z.object({ projectId: z.string().min(1).max(64) });
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

export const updateProjectDetails = defineEndpoint({
  id: 'updateProjectDetails',
  method: 'PUT',
  path: '/projectapi/v1/projects/:projectId',
  summary: 'Rename a project, set its location or its regulatory domain (the country whose Wi-Fi rules its radios keep to; write access)',
  tag: 'projects',
  access: 'session',
  params: ProjectParams,
  body: ProjectDetailsUpdateSchema,
  responses: { 200: ProjectSchema, ...errors },
});

export const updateProjectTags = defineEndpoint({
  id: 'updateProjectTags',
  method: 'PUT',
  path: '/projectapi/v1/projects/:projectId/tags',
  summary: "Replace a project's tags (write access)",
  tag: 'projects',
  access: 'session',
  params: ProjectParams,
  body: ProjectTagsUpdateSchema,
  responses: { 200: ProjectSchema, ...errors },
});
