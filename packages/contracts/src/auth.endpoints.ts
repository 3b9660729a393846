import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';

export const LoginFormSchema = z.object({
  username: z.string().min(1).max(320),
  password: z.string().min(1).max(1024),
  grant_type: z.literal('password'),
  client_id: z.string().max(100).optional(),
  client_secret: z.string().max(200).optional(),
});

export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/authapi/v1/authentications',
  summary: 'Sign in; sets the session cookie and returns the CSRF token in the `csrftoken` header',
  tag: 'auth',
  access: 'public',
  bodyType: 'form',
  body: LoginFormSchema,
  responses: {
    200: z.object({ userId: z.string() }),
    401: ApiErrorSchema,
    /** A sign-in posted from another site (login CSRF), or a password sign-in where the organisation signs in through SSO only. */
    403: ApiErrorSchema,
    423: ApiErrorSchema,
    429: ApiErrorSchema,
  },
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'DELETE',
  path: '/authapi/v1/authentications',
  summary: 'Sign out; ends the session on the server',
  tag: 'auth',
  access: 'session',
  responses: { 204: z.null(), 401: ApiErrorSchema, 403: ApiErrorSchema },
});
