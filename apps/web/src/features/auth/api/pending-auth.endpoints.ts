import { ApiErrorSchema, defineEndpoint } from '@airscope/contracts';
import { z } from 'zod';

// These calls are not in @airscope/contracts yet (a later issue adds them there); declared here so the
// forms go through the same typed client. Move them to the contract when the server binds them.
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema } as const;
const accepted = { 200: z.unknown(), 201: z.unknown(), 202: z.unknown(), 204: z.null() } as const;

export const registerUser = defineEndpoint({
  id: 'registerUser',
  method: 'POST',
  path: '/userapi/v1/users/register',
  summary: 'Create an account; a confirmation email follows',
  tag: 'users',
  access: 'public',
  body: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), password: z.string() }),
  responses: { ...accepted, ...errors },
});

export const requestPasswordReset = defineEndpoint({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/userapi/v1/users/forgot-password',
  summary: 'Email a password-reset link',
  tag: 'users',
  access: 'public',
  body: z.object({ email: z.string() }),
  responses: { ...accepted, ...errors },
});

export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/userapi/v1/users/reset-password',
  summary: 'Set a new password with the emailed access token',
  tag: 'users',
  access: 'public',
  body: z.object({ userId: z.string(), accessToken: z.string(), password: z.string() }),
  responses: { ...accepted, ...errors },
});
