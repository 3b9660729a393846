import { z } from 'zod';

/** The controllers a connection can reach (docs/product.md §7 `/insightapi/v1/vendorIntegration`). */
export const ControllerVendorSchema = z.enum(['CATALYST_CENTER', 'MERAKI', 'MIST']);
export type ControllerVendorName = z.infer<typeof ControllerVendorSchema>;

const NameSchema = z.string().trim().min(1, 'Name is required').max(100, 'Name can be at most 100 characters');
const SecretSchema = z.string().min(1).max(4096);

/** Only http(s) addresses; the key travels to this address, so nothing else is accepted. */
const BaseUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'The address must be an http(s) URL without user name or password');

/** How the last sync of a connection went; counts are of APs. */
export const SyncRunSchema = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  trigger: z.enum(['MANUAL', 'SCHEDULED']),
  status: z.enum(['SUCCEEDED', 'FAILED']),
  startedAt: z.string(),
  finishedAt: z.string(),
  added: z.number().int(),
  moved: z.number().int(),
  removed: z.number().int(),
  /** The controller's or our error, in words a user can act on; null when it went well. */
  error: z.string().nullable(),
  /** True while the project is still at the version this sync saved, so the sync can be taken back whole. */
  canUndo: z.boolean(),
});
export type SyncRun = z.infer<typeof SyncRunSchema>;

/** A saved connection. The key, password or token is never part of it (docs/security.md I1). */
export const ControllerConnectionSchema = z.object({
  id: z.string(),
  vendor: ControllerVendorSchema,
  name: z.string(),
  baseUrl: z.string(),
  /** What the credentials opened when last checked (organisation or account name). */
  accountName: z.string(),
  /** The user name for Catalyst Center; null for key-based vendors. */
  username: z.string().nullable(),
  /** Null for an organisation-wide connection. */
  projectId: z.string().nullable(),
  createdAt: z.string(),
  lastSync: SyncRunSchema.nullable(),
  canManage: z.boolean(),
});
export type ControllerConnection = z.infer<typeof ControllerConnectionSchema>;

export const CreateConnectionBodySchema = z
  .object({
    vendor: ControllerVendorSchema,
    name: NameSchema,
    baseUrl: BaseUrlSchema,
    apiKey: SecretSchema.optional(),
    username: z.string().trim().min(1).max(200).optional(),
    password: SecretSchema.optional(),
    projectId: z.uuid().optional(),
  })
  .strict()
  .refine((body) => (body.vendor === 'CATALYST_CENTER' ? body.username && body.password : body.apiKey), {
    message: 'Catalyst Center needs a user name and password; Meraki and Mist need an API key',
    path: ['apiKey'],
  });
export type CreateConnectionBody = z.infer<typeof CreateConnectionBodySchema>;

export const RenameConnectionBodySchema = z.object({ name: NameSchema }).strict();

export const ConnectionTestResultSchema = z.object({ ok: z.boolean(), accountName: z.string().nullable(), error: z.string().nullable() });
export type ConnectionTestResult = z.infer<typeof ConnectionTestResultSchema>;

export const ControllerSiteSummarySchema = z.object({ id: z.string(), name: z.string(), path: z.array(z.string()) });
export type ControllerSiteSummaryView = z.infer<typeof ControllerSiteSummarySchema>;

/** Metres per pixel of a floor's map, by the controller's floor id, for floors the controller keeps without a scale. */
const FloorScalesSchema = z
  .record(z.string().min(1).max(200), z.number().positive().max(1000))
  .refine((scales) => Object.keys(scales).length <= 500, {
    message: 'At most 500 floors can be given a scale',
  });

export const ImportSiteBodySchema = z.object({ name: NameSchema.optional(), scales: FloorScalesSchema.optional() }).strict();
export const ImportSiteResultSchema = z.object({
  projectId: z.string(),
  floorCount: z.number().int(),
  accessPointCount: z.number().int(),
  /** APs of the site the project did not get (the preview says which and why). */
  unplacedCount: z.number().int(),
  /** Floors imported without a scale: the planner asks for one before it shows coverage. */
  unscaledFloors: z.array(z.string()),
});

export const ImportPreviewBodySchema = z.object({ scales: FloorScalesSchema.optional() }).strict();
/** Why the import leaves an AP out: on no floor of the site, on a floor without a position, or outside the floor's plan. */
export const UnplacedReasonSchema = z.enum(['NO_FLOOR', 'NO_POSITION', 'OFF_PLAN']);
export type UnplacedReason = z.infer<typeof UnplacedReasonSchema>;
export const ImportPreviewSchema = z.object({
  siteName: z.string(),
  floors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Size of the floor's plan image in pixels, which a scale in metres per pixel refers to. */
      widthPx: z.number().int(),
      heightPx: z.number().int(),
      /** Null when neither the controller nor the request gave the floor a scale. */
      metersPerPixel: z.number().nullable(),
      scaleFrom: z.enum(['CONTROLLER', 'USER']).nullable(),
      accessPointCount: z.number().int(),
    }),
  ),
  accessPointCount: z.number().int(),
  unplaced: z.array(
    z.object({
      name: z.string(),
      mac: z.string(),
      reason: UnplacedReasonSchema,
      floorName: z.string().nullable(),
      /** OFF_PLAN on a floor with a scale: metres outside the plan's edge. */
      distanceM: z.number().nullable(),
    }),
  ),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const SyncTargetBodySchema = z.object({ projectId: z.uuid(), siteId: z.string().min(1).max(200) }).strict();

const SyncApSchema = z.object({ name: z.string(), mac: z.string().nullable(), floorName: z.string() });
export const SyncPreviewSchema = z.object({
  projectVersion: z.number().int(),
  added: z.array(SyncApSchema),
  moved: z.array(SyncApSchema.extend({ distanceM: z.number() })),
  removed: z.array(SyncApSchema),
  /** APs the controller has on no floor of the project (unplaced, or on a floor the project lacks). */
  skipped: z.number().int(),
});
export type SyncPreview = z.infer<typeof SyncPreviewSchema>;

export const ApplySyncBodySchema = z
  .object({ projectId: z.uuid(), siteId: z.string().min(1).max(200), baseVersion: z.number().int() })
  .strict();
export const ApplySyncResultSchema = z.object({ projectVersion: z.number().int(), run: SyncRunSchema });
