import { z } from 'zod';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import { LicenseAssignmentSchema, OrgLicenseSchema, OrgMemberSchema } from './licence.schemas.ts';

const LicenseParams = z.object({ licenseId: z.string().min(1).max(64) });
const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

export const listOrgLicenses = defineEndpoint({
  id: 'listOrgLicenses',
  method: 'GET',
  path: '/userapi/v1/org-licenses',
  summary: "Licences of the caller's organisation with their holders (org admins)",
  tag: 'organisation',
  access: 'session',
  responses: { 200: z.array(OrgLicenseSchema), ...errors },
});

export const listOrgMembers = defineEndpoint({
  id: 'listOrgMembers',
  method: 'GET',
  path: '/userapi/v1/org-users',
  summary: "Users of the caller's organisation (org admins)",
  tag: 'organisation',
  access: 'session',
  responses: { 200: z.array(OrgMemberSchema), ...errors },
});

export const assignOrgLicense = defineEndpoint({
  id: 'assignOrgLicense',
  method: 'PUT',
  path: '/userapi/v1/org-licenses/:licenseId/user',
  summary: 'Give a free licence of the organisation to one of its users; their previous licence becomes free',
  tag: 'organisation',
  access: 'session',
  params: LicenseParams,
  body: LicenseAssignmentSchema,
  responses: { 200: OrgLicenseSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
});

export const revokeOrgLicense = defineEndpoint({
  id: 'revokeOrgLicense',
  method: 'DELETE',
  path: '/userapi/v1/org-licenses/:licenseId/user',
  summary: 'Take a licence away from its holder; the licence becomes free',
  tag: 'organisation',
  access: 'session',
  params: LicenseParams,
  responses: { 200: OrgLicenseSchema, ...errors },
});
