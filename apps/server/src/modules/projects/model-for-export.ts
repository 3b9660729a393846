import { completeEsxProject, type EsxProject } from '@airscope/esx';
import type { ProjectRow } from '../../db/db.types.ts';
import { withPlanType } from './project-from-esx.ts';

/**
 * The model as the `.esx` download writes it: its design kind in project.json, and completed to what every file
 * Ekahau writes has (completeEsxProject). Completing on export rather than once by migration keeps projects whose
 * records keep changing (the planner's edits, agent pushes, projects stored before completion existed) complete on
 * every download, without rewriting what users and imports stored; a file that came from Ekahau comes back unchanged.
 */
export function modelForExport(
  model: EsxProject,
  project: Pick<ProjectRow, 'project_type' | 'created_at'>,
  thumbnailPng?: Buffer | null,
): EsxProject {
  return completeEsxProject(withPlanType(model, project.project_type), {
    savedAt: new Date(project.created_at).toISOString(),
    ...(thumbnailPng ? { thumbnailPng: thumbnailPng.toString('base64') } : {}),
  });
}
