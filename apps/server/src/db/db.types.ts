import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  LicenseProduct,
  LicenseStatusValue,
  ProjectRole,
  ProjectStatus,
  ProjectType,
  SessionRole,
  SharingRestriction,
  UploadStatus,
} from '@airscope/contracts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface OrganisationsTable {
  id: string;
  name: string;
  sharing_restriction: SharingRestriction;
  password_policy_enabled: boolean;
  /** Lower-case domains whose addresses this organisation's password policy covers. */
  email_domains: Generated<string[]>;
  created_at: Timestamp;
}

export interface LicensesTable {
  id: string;
  license_key: string;
  org_id: string | null;
  product: LicenseProduct;
  status: LicenseStatusValue;
  subscription_expires_at: Timestamp | null;
  created_at: Timestamp;
}

/** Access flags default to false in the database: an insert names only what it grants. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  org_id: string | null;
  license_id: string | null;
  org_admin: Generated<boolean>;
  enterprise_plus_access: Generated<boolean>;
  insights_access_allowed: Generated<boolean>;
  cloud_planner_access_allowed: Generated<boolean>;
  optimizer_access: Generated<boolean>;
  ai_pro_cloud_planner_access: Generated<boolean>;
  license_suspended: Generated<boolean>;
  license_invalid: Generated<boolean>;
  eula_version_consent: string | null;
  disabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SharingGroupsTable {
  id: string;
  org_id: string;
  name: string;
  created_at: Timestamp;
}

export interface SharingGroupMembersTable {
  group_id: string;
  user_id: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value: a leaked table does not yield usable sessions. */
  id_hash: string;
  user_id: string;
  role: SessionRole;
  csrf_token: string;
  secure_project_id: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  user_agent: string | null;
}

export interface LoginThrottleTable {
  username: string;
  failure_count: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  username: string;
  ip: string;
  succeeded: boolean;
  outcome: string;
  attempted_at: Timestamp;
}

export interface ProjectsTable {
  id: string;
  org_id: string | null;
  owner_id: string;
  name: string;
  project_type: ProjectType;
  status: ProjectStatus;
  project_version: number;
  country: string | null;
  city: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** ISO 3166-1 alpha-2 code of the country whose Wi-Fi rules the planner applies. */
  regulatory_domain: Generated<string | null>;
  tags: ColumnType<string[], string, string>;
  format_version: string | null;
  schema_version: string | null;
  source_upload_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The site (and building) of the organisation the project is placed in, if any. */
  site_id: Generated<string | null>;
  site_building_id: Generated<string | null>;
}

export interface ProjectUsersTable {
  project_id: string;
  user_id: string;
  role: ProjectRole;
}

export interface ProjectRecordsTable {
  project_id: string;
  collection: string;
  ordinal: number;
  record_id: string | null;
  deleted: boolean;
  data: ColumnType<Record<string, unknown>, string, string>;
}

export type ProjectFileKind = 'image' | 'track' | 'other' | 'source';

export interface ProjectFilesTable {
  project_id: string;
  kind: ProjectFileKind;
  name: string;
  blob_key: string;
  size: ColumnType<string, number, number>;
  content_type: string;
}

export interface ProjectFloorPlansTable {
  row_id: Generated<string>;
  project_id: string;
  floor_plan_id: string;
  name: string;
  width: number;
  height: number;
  meters_per_unit: number | null;
  image_id: string | null;
  bitmap_image_id: string | null;
  building_name: string | null;
  floor_number: number | null;
}

export interface UploadsTable {
  id: string;
  user_id: string;
  file_name: string;
  status: UploadStatus;
  token_hash: string;
  token_expires_at: Timestamp;
  blob_key: string;
  size: ColumnType<string | null, number | null, number | null>;
  received_at: Timestamp | null;
  project_id: string | null;
  rollback_reason: string | null;
  failure_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  import_attempts: ColumnType<string[], string | undefined, string>;
  import_lease_owner: ColumnType<string | null, string | null | undefined, string | null>;
  import_lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  user_id: string;
  /** SHA-256 of the e-mailed token. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AccountRequestsTable {
  id: Generated<string>;
  action: string;
  ip: string;
  requested_at: Timestamp;
}

/** A rendered report: queued, running (progress 0–100), done with its stored file, or failed. */
export interface ReportsTable {
  id: Generated<string>;
  project_id: string;
  created_by: string;
  format: string;
  language: string;
  options: ColumnType<Record<string, unknown>, string, string>;
  status: string;
  progress: Generated<number>;
  blob_key: string | null;
  size_bytes: number | null;
  error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}
export type ReportRow = Selectable<ReportsTable>;

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  level: string;
  title: string;
  description: string;
  params: ColumnType<Record<string, string>, string, string>;
  link: string | null;
  /** One notification per user and key (e.g. a licence's expiry date); null for events that may repeat. */
  dedupe_key: string | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  received_at: Timestamp;
  source: string;
  action_type: string;
  action_at: Timestamp;
  timezone_offset: number;
  session_id: string;
  internal_user: boolean;
  user_type: string;
  /** HMAC-SHA-1 with the deployment's analytics key: no raw ids or e-mails are stored. */
  user_hash: string | null;
  license_hash: string | null;
  org_id: string | null;
  user_agent: string | null;
  os: string | null;
  os_version: string | null;
  browser: string | null;
  browser_version: string | null;
  params: ColumnType<Record<string, unknown>, string, string>;
}

export interface SecureSharesTable {
  id: Generated<string>;
  project_id: string;
  email: string;
  /** SHA-256 of the key in the e-mailed link. */
  key_hash: string;
  created_by: string | null;
  guest_user_id: string | null;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SecureShareCodesTable {
  id: Generated<string>;
  share_id: string;
  /** HMAC of the code with a server secret, bound to the share. */
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: Timestamp | null;
  superseded_at: Timestamp | null;
}

export interface SecureShareRequestsTable {
  id: Generated<string>;
  action: string;
  ip: string;
  requested_at: Timestamp;
}

/** Insights read models (migration 20261123T1300-insights), written only by the refresh-insights job. */
export interface InsightProjectStateTable {
  project_id: string;
  computed_version: number;
  last_survey_at: Timestamp | null;
  computed_at: Timestamp;
  /** Sums of the project's survey-event rows, kept by trigger, so totals over every project never scan the events. */
  event_count: Generated<number>;
  event_duration_seconds: Generated<number>;
  event_distance_meters: Generated<number>;
  event_discovered_aps: Generated<string>;
  first_event_at: Generated<Timestamp | null>;
  last_event_at: Generated<Timestamp | null>;
}

export interface InsightSurveyEventsTable {
  id: Generated<string>;
  project_id: string;
  survey_id: string;
  floor_plan_row_id: string | null;
  floor_plan_name: string;
  started_at: Timestamp;
  created_by: string;
  duration_seconds: number;
  distance_meters: number;
  discovered_aps: number;
}

export interface InsightDeviceCountsTable {
  id: Generated<string>;
  project_id: string;
  floor_plan_row_id: string | null;
  ap_name: string;
  vendor: string;
  model: string;
  wifi_generation: string;
  radio_count: number;
  channel_and_power: string;
  height: number | null;
  installation: string;
  device_count: number;
}

/** Pass counts per criterion; a KPI is passed / cells over whichever rows a request sums. */
export interface InsightKpisTable {
  id: Generated<string>;
  project_id: string;
  scope: 'project' | 'floor' | 'area';
  floor_plan_row_id: string | null;
  area_id: string;
  area_name: string;
  band: string;
  /** YYYY-MM-DD; null = computed from every survey (or the plan, without surveys). */
  survey_day: ColumnType<string | null, string | null, string | null>;
  rssi_cells: number;
  rssi_passed: number;
  rssi_issues: number;
  rssi2_cells: number;
  rssi2_passed: number;
  rssi2_issues: number;
  snr_cells: number;
  snr_passed: number;
  snr_issues: number;
  ci_cells: number;
  ci_passed: number;
  ci_issues: number;
  rate_cells: number;
  rate_passed: number;
  rate_issues: number;
  aps_cells: number;
  aps_passed: number;
  aps_issues: number;
  health_cells: number;
  health_passed: number;
  health_issues: number;
}

/** A device's pending activation (RFC 8628); the device code is kept only as a hash. */
export interface DeviceAuthorizationsTable {
  id: string;
  device_code_hash: string;
  /** Stored without the dash, upper case. */
  user_code: string;
  kind: 'SURVEY_AGENT' | 'AI_PRO';
  device_name: string;
  scope: string;
  status: 'PENDING' | 'APPROVED' | 'DENIED' | 'CONSUMED';
  user_id: string | null;
  interval_seconds: number;
  last_polled_at: Timestamp | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** An activated device acting for its user; the bearer token is kept only as a hash. */
export interface DevicesTable {
  id: string;
  user_id: string;
  name: string;
  kind: 'SURVEY_AGENT' | 'AI_PRO';
  scope: string;
  token_hash: string;
  activated_at: Timestamp;
  last_seen_at: Timestamp | null;
  /** The token is refused from this moment on; the device is activated again. */
  expires_at: Timestamp;
}

export interface DeviceCodeFailuresTable {
  user_id: string;
  window_started_at: Timestamp;
  failure_count: number;
}

export interface SitesTable {
  id: string;
  org_id: string;
  name: string;
  created_at: Timestamp;
}

export interface SiteBuildingsTable {
  id: string;
  site_id: string;
  name: string;
  created_at: Timestamp;
}

export interface SiteFloorsTable {
  id: string;
  building_id: string;
  name: string;
  level: number;
  created_at: Timestamp;
}

export interface OrgSsoSettingsTable {
  org_id: string;
  enabled: Generated<boolean>;
  sso_only: Generated<boolean>;
  /** SAML attribute holding the e-mail; empty means the NameID. */
  email_attribute: Generated<string>;
  idp_entity_id: string | null;
  idp_sso_url: string | null;
  /** PEM bodies of the identity provider's signing certificates. */
  idp_certificates: Generated<string[]>;
  idp_metadata_xml: string | null;
  metadata_url: string | null;
  /** Accept RSA-SHA1 signatures and SHA-1 digests from a legacy identity provider; off unless an admin allows it. */
  allow_sha1: Generated<boolean>;
  updated_at: Timestamp;
}

export interface SamlRequestsTable {
  /** The AuthnRequest ID; the response's InResponseTo must name it. */
  id: string;
  org_id: string;
  redirect_to: string | null;
  /** Hash of the cookie of the browser that started the sign-in; the response must come back in it. */
  browser_hash: string | null;
  created_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface SamlAssertionsTable {
  id: string;
  issuer: string;
  org_id: string;
  used_at: Timestamp;
  keep_until: Timestamp;
}

export interface ProjectUserPreferencesTable {
  user_id: string;
  project_id: string;
  preferences: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Timestamp;
}

export interface ControllerConnectionsTable {
  id: string;
  org_id: string;
  project_id: string | null;
  vendor: 'CATALYST_CENTER' | 'MERAKI' | 'MIST';
  name: string;
  base_url: string;
  username: string | null;
  account_name: string;
  key_id: string;
  /** base64 of IV, ciphertext and tag, joined by "."; never leaves the integrations module. */
  credentials: string;
  created_by: string | null;
  created_at: Timestamp;
}

export interface ControllerProjectLinksTable {
  project_id: string;
  connection_id: string;
  site_id: string;
  floor_map: ColumnType<Record<string, string>, string, string>;
  linked_at: Timestamp;
}

export interface ControllerSyncRunsTable {
  id: string;
  /** Insertion order, which the last run is read by. */
  seq: Generated<number>;
  connection_id: string;
  project_id: string | null;
  trigger: 'MANUAL' | 'SCHEDULED';
  status: 'SUCCEEDED' | 'FAILED';
  started_at: Timestamp;
  finished_at: Timestamp;
  added: number;
  moved: number;
  removed: number;
  error: string | null;
  result_version: number | null;
  undo: ColumnType<unknown[] | null, string | null, string | null>;
}

/** The first start's setup link (modules/setup): SHA-256 of its token; used_at set once the first admin exists. */
export interface FirstAdminSetupTable {
  token_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface Database {
  organisations: OrganisationsTable;
  licenses: LicensesTable;
  users: UsersTable;
  sharing_groups: SharingGroupsTable;
  sharing_group_members: SharingGroupMembersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  login_attempts: LoginAttemptsTable;
  projects: ProjectsTable;
  project_users: ProjectUsersTable;
  project_records: ProjectRecordsTable;
  project_files: ProjectFilesTable;
  project_floor_plans: ProjectFloorPlansTable;
  uploads: UploadsTable;
  server_secrets: ServerSecretsTable;
  password_resets: PasswordResetsTable;
  first_admin_setup: FirstAdminSetupTable;
  account_requests: AccountRequestsTable;
  notifications: NotificationsTable;
  analytics_events: AnalyticsEventsTable;
  secure_shares: SecureSharesTable;
  secure_share_codes: SecureShareCodesTable;
  secure_share_requests: SecureShareRequestsTable;
  insight_project_state: InsightProjectStateTable;
  insight_survey_events: InsightSurveyEventsTable;
  insight_device_counts: InsightDeviceCountsTable;
  insight_kpis: InsightKpisTable;
  reports: ReportsTable;
  device_authorizations: DeviceAuthorizationsTable;
  devices: DevicesTable;
  device_code_failures: DeviceCodeFailuresTable;
  sites: SitesTable;
  site_buildings: SiteBuildingsTable;
  site_floors: SiteFloorsTable;
  org_sso_settings: OrgSsoSettingsTable;
  saml_requests: SamlRequestsTable;
  saml_assertions: SamlAssertionsTable;
  project_user_preferences: ProjectUserPreferencesTable;
  controller_connections: ControllerConnectionsTable;
  controller_project_links: ControllerProjectLinksTable;
  controller_sync_runs: ControllerSyncRunsTable;
}

export type UserRow = Selectable<UsersTable>;
export type LicenseRow = Selectable<LicensesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type OrganisationRow = Selectable<OrganisationsTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type UploadRow = Selectable<UploadsTable>;
export type FloorPlanRow = Selectable<ProjectFloorPlansTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type DeviceAuthorizationRow = Selectable<DeviceAuthorizationsTable>;
export type DeviceRow = Selectable<DevicesTable>;
/** A floor plan as the import writes it; the database adds row_id and the caller the project. */
export type NewFloorPlan = Omit<FloorPlanRow, 'row_id' | 'project_id'>;
