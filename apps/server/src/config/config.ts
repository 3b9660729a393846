import path from 'node:path';
import { z } from 'zod';
import { FEATURE_FLAG_NAMES } from '@airscope/contracts';

const booleanText = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const DEFAULT_PRODUCT_DOMAINS = 'airscope.app,airscope.io,airscope.cloud,airscope.dev,airscope.net';

/** Every setting the server reads from the environment; README's configuration table mirrors it. */
const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    ROLE: z.enum(['all', 'api', 'worker', 'migrate', 'seed', 'rotate-keys']).default('all'),
    /** Unset: the demo is seeded only when HOST is a loopback address (a developer's machine). */
    SEED_DEMO: booleanText.optional(),
    SEED_DEMO_PROJECTS: booleanText.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: z.string().url().optional(),
    COOKIE_SECURE: booleanText.default(true),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
    PRODUCT_DOMAINS: z.string().default(DEFAULT_PRODUCT_DOMAINS),
    PLANNER_BASE_URL: z.string().url().default('https://planner.airscope.app'),
    OPTIMIZER_BASE_URL: z.string().url().default('https://optimizer.airscope.app'),
    WEB_DIST_DIR: z.string().optional(),
    FEATURE_FLAGS: z.string().default(''),
    /** `false` turns off the insights answer cache, so every insights request is computed (the bench's uncached column). */
    INSIGHTS_ANSWER_CACHE: booleanText.default(true),
    /** Worker threads that predict heatmap fields off the event loop; 0 (the default) predicts on the main thread. */
    HEATMAP_FIELD_WORKERS: z.coerce.number().int().min(0).max(16).default(0),
    /** An auto-plan job is stopped after this long (its worker thread terminated) and ends failed with the reason. */
    AUTO_PLAN_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** An auto-plan job's worker thread may hold this much (JavaScript heap and typed arrays) before it is stopped. */
    AUTO_PLAN_MEMORY_LIMIT_MB: z.coerce.number().int().min(32).max(65_536).default(1536),
    /** Auto-plans one organisation may run at once; more are refused (429) until one ends. */
    AUTO_PLAN_JOBS_PER_ORG: z.coerce.number().int().min(1).max(64).default(1),
    /** Auto-plans the API process runs at once over all organisations; more wait, queued, for a free slot. */
    AUTO_PLAN_MAX_RUNNING: z.coerce.number().int().min(1).max(64).default(2),
    /** After SIGTERM or SIGINT the process exits within this long, even when something it waits on has not stopped. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(600).default(8),
    /** Comma-separated host names or IP literals a controller connection or IdP metadata URL may reach however they resolve, over http too (docs/security.md I2). */
    CONTROLLER_ALLOWED_HOSTS: z.string().default(''),
    /** `true` lets controller connections and IdP metadata URLs reach loopback, private and link-local addresses (never cloud metadata). */
    CONTROLLER_ALLOW_PRIVATE_NETWORKS: booleanText.default(false),
    UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(1024),
    /** An upload body that brings fewer bytes than this within UPLOAD_STALL_SECONDS is stopped and its connection closed. */
    UPLOAD_MIN_BYTES_PER_WINDOW: z.coerce.number().int().min(1).default(16_384),
    UPLOAD_STALL_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
    /** Uploads one user may start per hour (docs/security.md); the fault-injection run raises it, as it uploads as one user. */
    UPLOAD_INITIATES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
    BLOB_STORE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanText.default(true),
    SMTP_URL: z.string().url().optional(),
    /** Serve the outbox at /dev/outbox (development only): it shows live reset links and codes. */
    DEV_OUTBOX_PAGE: booleanText.default(false),
    MAIL_FROM: z.string().default('Airscope <no-reply@airscope.local>'),
    INTERNAL_EMAIL_DOMAINS: z.string().default('airscope.app,airscope.io'),
    SENTRY_DSN: z.string().url().optional(),
    /** Raster tiles for the insights map (https, with {z}, {x} and {y}; {s} in the host stands for a, b or c); without it the bundled offline world shows. */
    MAP_TILE_URL: z
      .string()
      .regex(/^https:\/\/(?:[^/\s{}]|\{s\})+\/\S*$/, 'must be an https URL whose host is fixed but for a {s} subdomain')
      .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must contain {z}, {x} and {y}')
      .optional(),
    /** Plain-text credit the tile server's terms ask for, shown in the map's corner. */
    MAP_TILE_ATTRIBUTION: z
      .string()
      .max(200)
      .regex(/^[^\r\n<>]*$/, 'must be one line of plain text')
      .optional(),
  })
  .refine((e) => !e.MAP_TILE_ATTRIBUTION || e.MAP_TILE_URL, { path: ['MAP_TILE_ATTRIBUTION'], message: 'only applies with MAP_TILE_URL' })
  .refine((e) => !(e.DEV_OUTBOX_PAGE && e.SMTP_URL), {
    path: ['DEV_OUTBOX_PAGE'],
    message: 'cannot be on with SMTP_URL: real mail has no outbox page',
  });

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  role: 'all' | 'api' | 'worker' | 'migrate' | 'seed' | 'rotate-keys';
  /** Demo organisation, users (published password) and public demo: on loopback unless SEED_DEMO says otherwise. */
  seedDemo: boolean;
  /** Why the demo is on or off: `explicit` is SEED_DEMO=true on a reachable address, which the start-up log warns about. */
  demoSource: 'loopback' | 'explicit' | 'off';
  seedDemoProjects: boolean;
  logLevel: string;
  cookieSecure: boolean;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  allowedRedirectHosts: string[];
  plannerBaseUrl: string;
  optimizerBaseUrl: string;
  webDistDir: string;
  featureFlags: Record<string, string>;
  /** Keep insights answers in memory per data version (INSIGHTS_ANSWER_CACHE, on by default). */
  insightsAnswerCache: boolean;
  /** Threads predicting heatmap fields (HEATMAP_FIELD_WORKERS, 0 = none: the main thread predicts). */
  heatmapFieldWorkers: number;
  /** Bounds of auto-plan jobs (AUTO_PLAN_TIME_LIMIT_SECONDS, AUTO_PLAN_MEMORY_LIMIT_MB, AUTO_PLAN_JOBS_PER_ORG, AUTO_PLAN_MAX_RUNNING). */
  autoPlanLimits: { timeLimitMs: number; memoryLimitMb: number; jobsPerOrg: number; maxRunning: number };
  /** How long a shutdown may take before the process exits anyway (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  maxUploadBytes: number;
  /**
   * Where the server's outbound requests (controller APIs, floor images, IdP metadata) may connect beyond public
   * https hosts (CONTROLLER_ALLOWED_HOSTS, CONTROLLER_ALLOW_PRIVATE_NETWORKS; docs/security.md I2).
   */
  outboundAddresses: { allowPrivateNetworks: boolean; allowedHosts: string[] };
  /** The least an upload body must bring per window (UPLOAD_MIN_BYTES_PER_WINDOW, UPLOAD_STALL_SECONDS). */
  uploadMinRate: { minBytes: number; windowMs: number };
  /** Uploads one user may start in an hour (UPLOAD_INITIATES_PER_HOUR, 60 by default). */
  uploadInitiatesPerHour: number;
  /** Base of links in e-mails; PUBLIC_URL, else this server's own address. */
  publicUrl: string;
  /** SMTP when SMTP_URL is set; otherwise messages land in DATA_DIR/outbox (dev page /dev/outbox). */
  mail: { kind: 'smtp'; url: string; from: string } | { kind: 'outbox'; dir: string; from: string };
  /** The /dev/outbox page: only when asked for, and never with SMTP. */
  devOutboxPage: boolean;
  /** Company e-mail domains whose users analytics flags as internal (docs/product.md §6). */
  internalEmailDomains: string[];
  /** Error reporting is off without a DSN. */
  sentryDsn: string | undefined;
  /** Tile URL template of the insights map, or undefined for the offline basemap. */
  mapTileUrl: string | undefined;
  /** Credit shown on the map with the tiles (MAP_TILE_ATTRIBUTION). */
  mapTileAttribution: string | undefined;
  blobStore:
    | { kind: 'local'; root: string }
    | {
        kind: 's3';
        endpoint?: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
}

function parseBlobStore(e: z.infer<typeof EnvSchema>, dataDir: string): AppConfig['blobStore'] {
  if (e.BLOB_STORE === 'local') return { kind: 'local', root: path.join(dataDir, 'blobs') };
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  BLOB_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    kind: 's3',
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** Product domains plus their dev, qa and poc variants, and the planner and optimizer hosts (docs/product.md §5). */
export function buildRedirectAllowList(domains: string[], plannerUrl: string, optimizerUrl: string): string[] {
  const hosts = new Set<string>();
  for (const domain of domains) {
    hosts.add(domain);
    for (const variant of ['dev', 'qa', 'poc']) hosts.add(`${variant}.${domain}`);
  }
  hosts.add(new URL(plannerUrl).host);
  hosts.add(new URL(optimizerUrl).host);
  return [...hosts];
}

/** Feature flags default on for this self-hosted build; `FEATURE_FLAGS="designProject=false,…"` overrides. */
function parseFeatureFlags(text: string): Record<string, string> {
  const flags: Record<string, string> = Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, 'true']));
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, value = 'true'] = pair.split('=');
    if (name) flags[name.trim()] = value.trim();
  }
  return flags;
}

/** Loopback names and literals: a server bound there is reachable from its own machine only. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  return name === 'localhost' || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name) || /^::ffff:127(?:\.\d{1,3}){3}$/.test(name);
}

/** The demo's published password must never reach a server others can reach unless the operator asks for it. */
function demoSetting(seedDemo: boolean | undefined, host: string): Pick<AppConfig, 'seedDemo' | 'demoSource'> {
  if (seedDemo === false) return { seedDemo: false, demoSource: 'off' };
  if (isLoopbackHost(host)) return { seedDemo: true, demoSource: 'loopback' };
  return seedDemo === true ? { seedDemo: true, demoSource: 'explicit' } : { seedDemo: false, demoSource: 'off' };
}

/** Parses the environment once at start-up and fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", so `DATABASE_URL=` falls back to the embedded engine.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const domains = e.PRODUCT_DOMAINS.split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    role: e.ROLE,
    ...demoSetting(e.SEED_DEMO, e.HOST),
    seedDemoProjects: e.SEED_DEMO_PROJECTS,
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    allowedRedirectHosts: buildRedirectAllowList(domains, e.PLANNER_BASE_URL, e.OPTIMIZER_BASE_URL),
    plannerBaseUrl: e.PLANNER_BASE_URL,
    optimizerBaseUrl: e.OPTIMIZER_BASE_URL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
    featureFlags: parseFeatureFlags(e.FEATURE_FLAGS),
    insightsAnswerCache: e.INSIGHTS_ANSWER_CACHE,
    heatmapFieldWorkers: e.HEATMAP_FIELD_WORKERS,
    autoPlanLimits: {
      timeLimitMs: e.AUTO_PLAN_TIME_LIMIT_SECONDS * 1000,
      memoryLimitMb: e.AUTO_PLAN_MEMORY_LIMIT_MB,
      jobsPerOrg: e.AUTO_PLAN_JOBS_PER_ORG,
      maxRunning: e.AUTO_PLAN_MAX_RUNNING,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    maxUploadBytes: e.UPLOAD_MAX_MB * 1_048_576,
    outboundAddresses: {
      allowPrivateNetworks: e.CONTROLLER_ALLOW_PRIVATE_NETWORKS,
      allowedHosts: e.CONTROLLER_ALLOWED_HOSTS.split(',')
        .map((h) =>
          h
            .trim()
            .replace(/^\[|\]$/g, '')
            .toLowerCase(),
        )
        .filter(Boolean),
    },
    uploadMinRate: { minBytes: e.UPLOAD_MIN_BYTES_PER_WINDOW, windowMs: Math.round(e.UPLOAD_STALL_SECONDS * 1000) },
    uploadInitiatesPerHour: e.UPLOAD_INITIATES_PER_HOUR,
    blobStore: parseBlobStore(e, dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    mail: e.SMTP_URL
      ? { kind: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM }
      : { kind: 'outbox', dir: path.join(dataDir, 'outbox'), from: e.MAIL_FROM },
    devOutboxPage: e.DEV_OUTBOX_PAGE && !e.SMTP_URL,
    internalEmailDomains: e.INTERNAL_EMAIL_DOMAINS.split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    sentryDsn: e.SENTRY_DSN,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
  };
}
