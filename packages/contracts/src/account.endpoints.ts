import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { EmailField, PasswordField, RegistrationSchema, UserSessionSchema } from './account.schemas.ts';

const UserIdParams = z.object({ userId: z.string().min(1).max(64) });
const Accepted = z.object({}).strict();
const sessionErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

export const registerUser = defineEndpoint({
  id: 'registerUser',
  method: 'POST',
  path: '/userapi/v1/users/register',
  summary: 'Create an account; answers 202 whether or not the address is known, and sends an e-mail',
  tag: 'accounts',
  access: 'public',
  body: RegistrationSchema,
  responses: { 202: Accepted, 400: ApiErrorSchema, 429: ApiErrorSchema },
});

export const requestPasswordReset = defineEndpoint({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/userapi/v1/users/forgot-password',
  summary: 'E-mail a password-reset link valid for 30 minutes; answers 202 whether or not the address is known',
  tag: 'accounts',
  access: 'public',
  body: z.object({ email: EmailField }).strict(),
  responses: { 202: Accepted, 400: ApiErrorSchema, 429: ApiErrorSchema },
});

export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/userapi/v1/users/reset-password',
  summary: 'Set a new password with the e-mailed token; ends every session of the user',
  tag: 'accounts',
  access: 'public',
  body: z.object({ userId: z.string().min(1).max(64), accessToken: z.string().min(1).max(200), password: PasswordField }).strict(),
  responses: { 204: z.null(), 400: ApiErrorSchema },
});

export const changePassword = defineEndpoint({
  id: 'changePassword',
  method: 'PUT',
  path: '/userapi/v1/users/:userId/password',
  summary: 'Change your own password; ends your other sessions',
  tag: 'accounts',
  access: 'session',
  params: UserIdParams,
  body: z.object({ currentPassword: PasswordField, newPassword: PasswordField }).strict(),
  responses: { 204: z.null(), 400: ApiErrorSchema, ...sessionErrors },
});

export const listUserSessions = defineEndpoint({
  id: 'listUserSessions',
  method: 'GET',
  path: '/userapi/v1/users/:userId/sessions',
  summary: 'Your own live sessions',
  tag: 'accounts',
  access: 'session',
  params: UserIdParams,
  responses: { 200: z.array(UserSessionSchema), ...sessionErrors },
});

export const endUserSession = defineEndpoint({
  id: 'endUserSession',
  method: 'DELETE',
  path: '/userapi/v1/users/:userId/sessions/:sessionKey',
  summary: 'End one of your other sessions',
  tag: 'accounts',
  access: 'session',
  params: UserIdParams.extend({ sessionKey: z.string().regex(/^[0-9a-f]{16}$/) }),
  responses: { 204: z.null(), 400: ApiErrorSchema, ...sessionErrors },
});
