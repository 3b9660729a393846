import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { CheckSsoResultSchema, MAX_SAML_RESPONSE_CHARS, OrgSsoSettingsSchema, OrgSsoSettingsUpdateSchema } from './sso.schemas.ts';

const OrgIdParams = z.object({ orgId: z.string().min(1).max(64) });

export const checkSso = defineEndpoint({
  id: 'checkSso',
  method: 'GET',
  path: '/authapi/v1/check-sso',
  summary: 'Whether an e-mail address signs in through its organisation’s identity provider',
  tag: 'auth',
  access: 'public',
  query: z.object({ email: z.string().trim().min(3).max(320) }),
  responses: { 200: CheckSsoResultSchema, 400: ApiErrorSchema },
});

export const startSsoLogin = defineEndpoint({
  id: 'startSsoLogin',
  method: 'GET',
  path: '/authapi/v1/sso/login',
  summary: 'Sends the browser to the identity provider with a SAML authentication request',
  tag: 'auth',
  access: 'public',
  query: z.object({ email: z.string().trim().min(3).max(320), redirect: z.string().max(2000).optional() }),
  responses: { 302: z.any(), 400: ApiErrorSchema, 404: ApiErrorSchema },
});

export const getSpMetadata = defineEndpoint({
  id: 'getSpMetadata',
  method: 'GET',
  path: '/authapi/v1/sso/metadata/:orgId',
  summary: 'Our SAML service-provider metadata for one organisation (XML)',
  tag: 'auth',
  access: 'public',
  params: OrgIdParams,
  responses: { 200: z.any(), 404: ApiErrorSchema },
});

export const consumeSamlResponse = defineEndpoint({
  id: 'consumeSamlResponse',
  method: 'POST',
  path: '/saml-consume',
  summary: 'Assertion consumer service: checks the SAML response, starts a session and sends the browser on',
  tag: 'auth',
  access: 'public',
  bodyType: 'form',
  bodyLimitBytes: MAX_SAML_RESPONSE_CHARS + 16_384,
  body: z.object({ SAMLResponse: z.string().min(1).max(MAX_SAML_RESPONSE_CHARS), RelayState: z.string().max(2000).optional() }),
  responses: { 303: z.any(), 400: ApiErrorSchema },
});

export const getOrgSsoSettings = defineEndpoint({
  id: 'getOrgSsoSettings',
  method: 'GET',
  path: '/userapi/v1/org-preferences/:orgId/sso',
  summary: 'The organisation’s single sign-on settings (org admins with enterprise plus)',
  tag: 'organisation',
  access: 'session',
  params: OrgIdParams,
  responses: { 200: OrgSsoSettingsSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
});

export const updateOrgSsoSettings = defineEndpoint({
  id: 'updateOrgSsoSettings',
  method: 'PUT',
  path: '/userapi/v1/org-preferences/:orgId/sso',
  summary: 'Change the organisation’s single sign-on: identity-provider metadata, e-mail attribute, on/off, SSO only',
  tag: 'organisation',
  access: 'session',
  params: OrgIdParams,
  body: OrgSsoSettingsUpdateSchema,
  responses: { 200: OrgSsoSettingsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
});
