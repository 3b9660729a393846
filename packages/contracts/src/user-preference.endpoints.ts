import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { ProjectUserPreferenceSchema, StoredProjectUserPreferenceSchema } from './user-preference.schemas.ts';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

export const putProjectUserPreference = defineEndpoint({
  id: 'putProjectUserPreference',
  method: 'PUT',
  path: '/projectapi/v1/projects/:projectId/users/preference',
  summary: "Keep the signed-in user's view preferences for a project (replaces the sections sent)",
  tag: 'projects',
  access: 'session',
  params: z.object({ projectId: z.string().min(1).max(64) }),
  body: ProjectUserPreferenceSchema,
  responses: { 200: StoredProjectUserPreferenceSchema, 400: ApiErrorSchema, ...errors },
});

export const getUserPreferences = defineEndpoint({
  id: 'getUserPreferences',
  method: 'GET',
  path: '/userapi/v1/userPreferences',
  summary: "The signed-in user's kept view preferences, per project (one project with `projectId`)",
  tag: 'users',
  access: 'session',
  query: z.object({ projectId: z.string().min(1).max(64).optional() }),
  responses: { 200: z.array(StoredProjectUserPreferenceSchema), 400: ApiErrorSchema, ...errors },
});
