import { z } from 'zod';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  ChangeRoleBodySchema,
  CreateSecureShareBodySchema,
  DemoProjectSchema,
  OtpLoginAnswerSchema,
  OtpLoginBodySchema,
  ProjectUsersAnswerSchema,
  SecureShareSchema,
  ShareWithGroupBodySchema,
  ShareWithUserBodySchema,
} from './sharing.schemas.ts';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const ProjectParams = z.object({ projectId: z.string().min(1).max(64) });
const base = { tag: 'sharing', access: 'session' } as const;

export const shareProjectWithUser = defineEndpoint({
  ...base,
  id: 'shareProjectWithUser',
  method: 'POST',
  path: '/shareapi/v1/projects/:projectId/users',
  summary: 'Share a project with a user (by e-mail) at a role; answers the project users',
  params: ProjectParams,
  body: ShareWithUserBodySchema,
  responses: { 200: ProjectUsersAnswerSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
});

export const shareProjectWithGroup = defineEndpoint({
  ...base,
  id: 'shareProjectWithGroup',
  method: 'POST',
  path: '/shareapi/v1/projects/:projectId/sharing-group',
  summary: 'Share a project with every member of "My Sharing Group" at a role; answers the project users',
  params: ProjectParams,
  body: ShareWithGroupBodySchema,
  responses: { 200: ProjectUsersAnswerSchema, 400: ApiErrorSchema, ...errors },
});

export const changeProjectUserRole = defineEndpoint({
  ...base,
  id: 'changeProjectUserRole',
  method: 'PUT',
  path: '/shareapi/v1/projects/:projectId/users/:userId',
  summary: "Change a project user's role (never the owner's); answers the project users",
  params: ProjectParams.extend({ userId: z.string().min(1).max(64) }),
  body: ChangeRoleBodySchema,
  responses: { 200: ProjectUsersAnswerSchema, 400: ApiErrorSchema, ...errors },
});

export const removeProjectUser = defineEndpoint({
  ...base,
  id: 'removeProjectUser',
  method: 'DELETE',
  path: '/shareapi/v1/projects/:projectId/users/:userId',
  summary: 'Stop sharing a project with a user (never the owner); answers the project users',
  params: ProjectParams.extend({ userId: z.string().min(1).max(64) }),
  responses: { 200: ProjectUsersAnswerSchema, ...errors },
});

export const listSecureShares = defineEndpoint({
  ...base,
  id: 'listSecureShares',
  method: 'GET',
  path: '/shareapi/v1/projects/:projectId/secure-shares',
  summary: 'Live secure (one-time password) shares of a project',
  params: ProjectParams,
  responses: { 200: z.array(SecureShareSchema), ...errors },
});

export const createSecureShare = defineEndpoint({
  ...base,
  id: 'createSecureShare',
  method: 'POST',
  path: '/shareapi/v1/projects/:projectId/secure-shares',
  summary: 'Share a project read-only with an e-mail address, with or without an account; the recipient gets a link by e-mail',
  params: ProjectParams,
  body: CreateSecureShareBodySchema,
  responses: { 201: SecureShareSchema, 400: ApiErrorSchema, ...errors },
});

export const revokeSecureShare = defineEndpoint({
  ...base,
  id: 'revokeSecureShare',
  method: 'DELETE',
  path: '/shareapi/v1/projects/:projectId/secure-shares/:shareId',
  summary: "Revoke a secure share; the guest's sessions end at once",
  params: ProjectParams.extend({ shareId: z.string().min(1).max(64) }),
  responses: { 204: z.null(), ...errors },
});

export const requestSecureViewCode = defineEndpoint({
  id: 'requestSecureViewCode',
  method: 'POST',
  path: '/shareapi/secureProjectView/:keyId/code',
  summary: 'E-mail a new one-time code to the address a share was made for; the answer is the same for unknown keys',
  tag: 'sharing',
  access: 'public',
  params: z.object({ keyId: z.string().min(1).max(128) }),
  responses: { 202: z.object({}), 429: ApiErrorSchema },
});

export const otpLogin = defineEndpoint({
  id: 'otpLogin',
  method: 'POST',
  path: '/shareapi/secureProjectView/login',
  summary: 'Exchange a one-time code for a read-only GUEST session on the shared project (sets the session cookies and csrftoken header)',
  tag: 'sharing',
  access: 'public',
  body: OtpLoginBodySchema,
  responses: { 200: OtpLoginAnswerSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
});

export const listDemoProjects = defineEndpoint({
  id: 'listDemoProjects',
  method: 'GET',
  path: '/shareapi/demo/projects',
  summary: "The demo organisation's projects, open to anyone without an account; 404 where the demo is off",
  tag: 'sharing',
  access: 'public',
  responses: { 200: z.array(DemoProjectSchema), 404: ApiErrorSchema },
});

export const startDemoSession = defineEndpoint({
  id: 'startDemoSession',
  method: 'POST',
  path: '/shareapi/demo/projects/:projectId/session',
  summary: 'A read-only GUEST session on one demo project, without an account (sets the session cookies and csrftoken header)',
  tag: 'sharing',
  access: 'public',
  params: z.object({ projectId: z.string().min(1).max(64) }),
  responses: { 200: OtpLoginAnswerSchema, 404: ApiErrorSchema },
});
