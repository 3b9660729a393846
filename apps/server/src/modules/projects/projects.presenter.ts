import type { FloorPlan, Project, ProjectRole, ProjectUser } from '@airscope/contracts';
import type { FloorPlanRow, ProjectRow } from '../../db/db.types.ts';
import { canDoOnProject } from './projects.policy.ts';

export interface ProjectListRow extends ProjectRow {
  my_role: ProjectRole;
  owner_email: string;
  floor_plan_count: string | number | null;
  access_point_count: string | number | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentProject(row: ProjectListRow, extras: { tags?: boolean; users?: ProjectUser[] } = {}): Project {
  return {
    projectId: row.id,
    name: row.name,
    projectType: row.project_type,
    status: row.status,
    projectVersion: row.project_version,
    country: row.country,
    city: row.city,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    regulatoryDomain: row.regulatory_domain,
    ownerId: row.owner_id,
    ownerEmail: row.owner_email,
    role: row.my_role,
    canWrite: canDoOnProject(row.my_role, 'write'),
    canShare: canDoOnProject(row.my_role, 'share'),
    floorPlanCount: Number(row.floor_plan_count ?? 0),
    accessPointCount: Number(row.access_point_count ?? 0),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...(extras.tags ? { tags: Array.isArray(row.tags) ? row.tags : [] } : {}),
    ...(extras.users ? { users: extras.users } : {}),
  };
}

export function presentProjectUser(row: {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: ProjectRole;
}): ProjectUser {
  return { userId: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, role: row.role };
}

export function presentFloorPlan(row: FloorPlanRow): FloorPlan {
  return {
    rowId: Number(row.row_id),
    id: row.floor_plan_id,
    name: row.name,
    width: row.width,
    height: row.height,
    metersPerUnit: row.meters_per_unit,
    imageId: row.image_id,
    bitmapImageId: row.bitmap_image_id,
    buildingName: row.building_name,
    floorNumber: row.floor_number,
  };
}
