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
  tags: ColumnType<string[], string, string>;
  format_version: string | null;
  schema_version: string | null;
  source_upload_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
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
  created_at: Timestamp;
  updated_at: Timestamp;
  import_attempts: ColumnType<string[], string | undefined, string>;
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
  account_requests: AccountRequestsTable;
}

export type UserRow = Selectable<UsersTable>;
export type LicenseRow = Selectable<LicensesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type OrganisationRow = Selectable<OrganisationsTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type UploadRow = Selectable<UploadsTable>;
export type FloorPlanRow = Selectable<ProjectFloorPlansTable>;
/** A floor plan as the import writes it; the database adds row_id and the caller the project. */
export type NewFloorPlan = Omit<FloorPlanRow, 'row_id' | 'project_id'>;
