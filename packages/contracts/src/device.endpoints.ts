import { z } from 'zod';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  ActivatedDeviceSchema,
  DeviceActivationRequestSchema,
  DeviceAuthorizationRequestSchema,
  DeviceAuthorizationResponseSchema,
  DeviceSurveyPushResultSchema,
  DeviceSurveyPushSchema,
  DeviceTokenRequestSchema,
  DeviceTokenResponseSchema,
  OAuthErrorSchema,
  UserCodeParamsSchema,
} from './device.schemas.ts';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const base = { tag: 'devices' } as const;

export const startDeviceAuthorization = defineEndpoint({
  ...base,
  id: 'startDeviceAuthorization',
  method: 'POST',
  path: '/activationapi/v1/device/device_authorization',
  summary: 'Device authorization request (RFC 8628 section 3.1): answers a device code to poll with and a user code to show',
  access: 'public',
  bodyType: 'form',
  body: DeviceAuthorizationRequestSchema,
  responses: { 200: DeviceAuthorizationResponseSchema, 400: OAuthErrorSchema, 429: ApiErrorSchema },
});

export const pollDeviceToken = defineEndpoint({
  ...base,
  id: 'pollDeviceToken',
  method: 'POST',
  path: '/activationapi/v1/device/token',
  summary:
    'Device access token request (RFC 8628 section 3.4): the token once approved, else authorization_pending, slow_down, access_denied or expired_token',
  access: 'public',
  bodyType: 'form',
  body: DeviceTokenRequestSchema,
  responses: { 200: DeviceTokenResponseSchema, 400: OAuthErrorSchema, 401: OAuthErrorSchema },
});

export const getDeviceActivation = defineEndpoint({
  ...base,
  id: 'getDeviceActivation',
  method: 'GET',
  path: '/activationapi/v1/device/activations/:userCode',
  summary: 'The pending activation a user code belongs to (device name, kind, what it may do)',
  access: 'session',
  params: UserCodeParamsSchema,
  responses: { 200: DeviceActivationRequestSchema, 429: ApiErrorSchema, ...errors },
});

export const approveDeviceActivation = defineEndpoint({
  ...base,
  id: 'approveDeviceActivation',
  method: 'POST',
  path: '/activationapi/v1/device/activations/:userCode/approve',
  summary: 'Approve a device: its next poll receives a token acting for the caller',
  access: 'session',
  params: UserCodeParamsSchema,
  responses: { 200: DeviceActivationRequestSchema, 409: ApiErrorSchema, 429: ApiErrorSchema, ...errors },
});

export const denyDeviceActivation = defineEndpoint({
  ...base,
  id: 'denyDeviceActivation',
  method: 'POST',
  path: '/activationapi/v1/device/activations/:userCode/deny',
  summary: 'Deny a device: its next poll receives access_denied',
  access: 'session',
  params: UserCodeParamsSchema,
  responses: { 200: DeviceActivationRequestSchema, 409: ApiErrorSchema, 429: ApiErrorSchema, ...errors },
});

export const listMyDevices = defineEndpoint({
  ...base,
  id: 'listMyDevices',
  method: 'GET',
  path: '/activationapi/v1/device/devices',
  summary: "The caller's activated devices, newest first",
  access: 'session',
  responses: { 200: z.array(ActivatedDeviceSchema), ...errors },
});

export const revokeMyDevice = defineEndpoint({
  ...base,
  id: 'revokeMyDevice',
  method: 'DELETE',
  path: '/activationapi/v1/device/devices/:deviceId',
  summary: "Revoke one of the caller's devices: its token stops working at once",
  access: 'session',
  params: z.object({ deviceId: z.string().min(1).max(64) }),
  responses: { 204: z.null(), ...errors },
});

export const pushDeviceSurvey = defineEndpoint({
  ...base,
  id: 'pushDeviceSurvey',
  method: 'POST',
  path: '/activationapi/v1/device/projects/:projectId/surveys',
  summary:
    'A device (Authorization: Bearer <device token>) adds a survey walk of scans at plan positions to a floor of a project its user may edit',
  access: 'device',
  params: z.object({ projectId: z.string().min(1).max(64) }),
  body: DeviceSurveyPushSchema,
  responses: { 200: DeviceSurveyPushResultSchema, 400: ApiErrorSchema, ...errors },
});
