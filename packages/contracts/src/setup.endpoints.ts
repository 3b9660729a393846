import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { FirstAdminSchema, SetupTokenField } from './setup.schemas.ts';

const setupErrors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 410: ApiErrorSchema } as const;

export const checkSetupLink = defineEndpoint({
  id: 'checkSetupLink',
  method: 'POST',
  path: '/userapi/v1/setup/check',
  summary: 'Whether a first-start setup link can still be used (204), is unknown (404) or was used (410)',
  tag: 'setup',
  access: 'public',
  body: z.object({ token: SetupTokenField }).strict(),
  responses: { 204: z.null(), ...setupErrors },
});

export const createFirstAdmin = defineEndpoint({
  id: 'createFirstAdmin',
  method: 'POST',
  path: '/userapi/v1/setup/first-admin',
  summary: "Create the organisation and its administrator with the first start's one-time setup link; the link then dies",
  tag: 'setup',
  access: 'public',
  body: FirstAdminSchema,
  responses: { 201: z.object({ userId: z.string(), email: z.string() }), ...setupErrors },
});
