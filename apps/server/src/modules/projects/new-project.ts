import type { EsxProject } from '@airscope/esx';
import { detectProjectType, floorPlansOf } from './project-from-esx.ts';
import { toRecordRows } from './project-rows.ts';
import type { NewProject } from './projects.repository.ts';

export interface NewProjectMeta {
  projectId: string;
  name: string;
  owner: { id: string; org_id: string | null };
  uploadId: string | null;
  now: Date;
  files: NewProject['files'];
  location?: { country: string; city: string; latitude: number; longitude: number };
}

/** Everything one project insert needs, from a read (or generated) project model. */
export function buildNewProject(esx: EsxProject, meta: NewProjectMeta): NewProject {
  return {
    row: {
      id: meta.projectId,
      org_id: meta.owner.org_id,
      owner_id: meta.owner.id,
      name: meta.name,
      project_type: detectProjectType(esx),
      status: 'COMPLETED',
      project_version: 1,
      country: meta.location?.country ?? null,
      city: meta.location?.city ?? null,
      location: meta.location ? `${meta.location.city}, ${meta.location.country}` : null,
      latitude: meta.location?.latitude ?? null,
      longitude: meta.location?.longitude ?? null,
      regulatory_domain: null,
      tags: [],
      format_version: esx.formatVersion,
      schema_version: esx.schemaVersion ?? null,
      source_upload_id: meta.uploadId,
      created_at: meta.now,
      updated_at: meta.now,
      site_id: null,
      site_building_id: null,
    },
    records: toRecordRows(esx),
    files: meta.files,
    floorPlans: floorPlansOf(esx),
  };
}
