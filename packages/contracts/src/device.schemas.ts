import { z } from 'zod';

/** The grant type a device sends when it polls for its token (RFC 8628 section 3.4). */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/** Kinds of device that may ask to be activated. */
export const DeviceKindSchema = z.enum(['SURVEY_AGENT', 'AI_PRO']);
export type DeviceKind = z.infer<typeof DeviceKindSchema>;

/** Device authorization request (RFC 8628 section 3.1), form-encoded; `client_id` names the kind of device. */
export const DeviceAuthorizationRequestSchema = z.object({
  client_id: z.string().min(1).max(100),
  scope: z.string().max(200).optional(),
  device_name: z.string().trim().min(1).max(100).optional(),
});
export type DeviceAuthorizationRequest = z.infer<typeof DeviceAuthorizationRequestSchema>;

/** Device authorization response (RFC 8628 section 3.2). */
export const DeviceAuthorizationResponseSchema = z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.number().int(),
  interval: z.number().int(),
});
export type DeviceAuthorizationResponse = z.infer<typeof DeviceAuthorizationResponseSchema>;

/** Device access token request (RFC 8628 section 3.4); fields are checked by the service so errors keep the RFC's shape. */
export const DeviceTokenRequestSchema = z.object({
  grant_type: z.string().max(200).optional(),
  device_code: z.string().max(200).optional(),
  client_id: z.string().max(100).optional(),
});
export type DeviceTokenRequest = z.infer<typeof DeviceTokenRequestSchema>;

/** Successful token response (RFC 6749 section 5.1): `expires_in` is the device token's lifetime in seconds. */
export const DeviceTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string(),
});
export type DeviceTokenResponse = z.infer<typeof DeviceTokenResponseSchema>;

/** OAuth error codes a device may get (RFC 8628 sections 3.2 and 3.5, RFC 6749 section 5.2). */
export const DeviceTokenErrorCodeSchema = z.enum([
  'authorization_pending',
  'slow_down',
  'access_denied',
  'expired_token',
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'invalid_scope',
  'unsupported_grant_type',
]);
export type DeviceTokenErrorCode = z.infer<typeof DeviceTokenErrorCodeSchema>;
export const OAuthErrorSchema = z.object({ error: DeviceTokenErrorCodeSchema, error_description: z.string().optional() });
export type OAuthError = z.infer<typeof OAuthErrorSchema>;

/** The scope a survey device's token carries: pushing survey data into projects its user may edit. */
export const SURVEY_PUSH_SCOPE = 'survey:push';

/** A pending activation as the approval page shows it, looked up by the code the user typed. */
export const DeviceActivationRequestSchema = z.object({
  userCode: z.string(),
  deviceName: z.string(),
  kind: DeviceKindSchema,
  scope: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'DENIED']),
  expiresAt: z.string(),
});
export type DeviceActivationRequest = z.infer<typeof DeviceActivationRequestSchema>;

/** A user code as people type it: letters and digits, with or without the dash, any case. */
export const UserCodeParamsSchema = z.object({ userCode: z.string().trim().min(1).max(20) });

export const ActivatedDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: DeviceKindSchema,
  activatedAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** When the device's token stops working; the device is then activated again. */
  expiresAt: z.string(),
});
export type ActivatedDevice = z.infer<typeof ActivatedDeviceSchema>;

const BssidSchema = z.string().regex(/^[0-9a-fA-F]{2}(:[0-9a-fA-F]{2}){5}$/, 'must be a MAC address such as 00:11:22:33:44:55');

/** One network heard in one scan. */
export const ScannedNetworkSchema = z.object({
  bssid: BssidSchema,
  /** Empty for a hidden network. */
  ssid: z.string().max(32),
  /** Centre of the primary 20 MHz channel. */
  frequencyMhz: z.number().int().min(2400).max(7200),
  widthMhz: z.union([z.literal(20), z.literal(40), z.literal(80), z.literal(160), z.literal(320)]).default(20),
  signalDbm: z.number().min(-120).max(0),
  noiseDbm: z.number().min(-130).max(0).optional(),
});
export type ScannedNetwork = z.infer<typeof ScannedNetworkSchema>;

/** One scan taken standing at a point of the floor plan (plan coordinates: the floor's units, origin top-left). */
export const SurveyScanSchema = z.object({
  time: z.iso.datetime({ offset: true }),
  x: z.number().finite(),
  y: z.number().finite(),
  networks: z.array(ScannedNetworkSchema).max(1000),
});
export type SurveyScan = z.infer<typeof SurveyScanSchema>;

export const DeviceSurveyPushSchema = z.object({
  /** The floor plan's numeric row id, or its name. */
  floor: z.string().trim().min(1).max(200),
  surveyName: z.string().trim().min(1).max(100),
  scans: z.array(SurveyScanSchema).min(1).max(2000),
});
export type DeviceSurveyPush = z.input<typeof DeviceSurveyPushSchema>;

export const DeviceSurveyPushResultSchema = z.object({
  surveyId: z.string(),
  floorPlanRowId: z.string(),
  scanCount: z.number().int(),
  sampleCount: z.number().int(),
  accessPointCount: z.number().int(),
  projectVersion: z.number().int(),
});
export type DeviceSurveyPushResult = z.infer<typeof DeviceSurveyPushResultSchema>;
