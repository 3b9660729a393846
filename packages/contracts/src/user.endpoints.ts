import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import {
  CurrentUserSchema,
  LicenseKeyUpdateSchema,
  LicenseStatusSchema,
  OrgPreferencesSchema,
  OrgPreferencesUpdateSchema,
  UserAdminUpdateSchema,
  UserGroupSchema,
} from './user.schemas.ts';

const UserIdParams = z.object({ userId: z.string().min(1).max(64) });
const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

export const whoAmI = defineEndpoint({
  id: 'whoAmI',
  method: 'GET',
  path: '/userapi/v1/users/who-am-i',
  summary: 'The signed-in user',
  tag: 'users',
  access: 'session',
  responses: { 200: CurrentUserSchema, 401: ApiErrorSchema },
});

export const getLicenseStatus = defineEndpoint({
  id: 'getLicenseStatus',
  method: 'GET',
  path: '/userapi/v1/users/:userId/licenseStatus',
  summary: "A user's licence status, expiry and product",
  tag: 'users',
  access: 'session',
  params: UserIdParams,
  responses: { 200: LicenseStatusSchema, ...errors },
});

export const updateUser = defineEndpoint({
  id: 'updateUser',
  method: 'PUT',
  path: '/userapi/v1/users/:userId',
  summary: 'Change safe fields of a user: your own, or (org admins) a user of your organisation',
  tag: 'users',
  access: 'session',
  params: UserIdParams,
  body: UserAdminUpdateSchema,
  responses: { 200: CurrentUserSchema, 400: ApiErrorSchema, ...errors },
});

export const updateUserLicense = defineEndpoint({
  id: 'updateUserLicense',
  method: 'PUT',
  path: '/userapi/v1/users/:userId/license',
  summary: 'Attach a licence key to your own account',
  tag: 'users',
  access: 'session',
  params: UserIdParams,
  body: LicenseKeyUpdateSchema,
  responses: { 200: LicenseStatusSchema, 400: ApiErrorSchema, ...errors },
});

export const getUserGroups = defineEndpoint({
  id: 'getUserGroups',
  method: 'GET',
  path: '/userapi/v1/userGroups',
  summary: "Sharing groups of the user's organisation, filtered by name",
  tag: 'users',
  access: 'session',
  query: z.object({ groupName: z.string().max(200).optional() }),
  responses: { 200: z.array(UserGroupSchema), ...errors },
});

export const getOrgPreferences = defineEndpoint({
  id: 'getOrgPreferences',
  method: 'GET',
  path: '/userapi/v1/org-preferences',
  summary: "The signed-in user's organisation settings",
  tag: 'organisation',
  access: 'session',
  responses: { 200: OrgPreferencesSchema, ...errors },
});

export const updateOrgPreferences = defineEndpoint({
  id: 'updateOrgPreferences',
  method: 'PUT',
  path: '/userapi/v1/org-preferences/:orgId',
  summary: 'Change organisation settings (org admins with enterprise plus)',
  tag: 'organisation',
  access: 'session',
  params: z.object({ orgId: z.string().min(1).max(64) }),
  body: OrgPreferencesUpdateSchema,
  responses: { 200: OrgPreferencesSchema, 400: ApiErrorSchema, ...errors },
});
