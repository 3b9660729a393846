import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { EsxProject } from '@airscope/esx';
import { detectImageType } from '@airscope/esx-archive';
import type { Database, ProjectFileKind, ProjectRow } from '../../db/db.types.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import { fromRecordRows } from './project-rows.ts';
import { createProjectsRepository, type NewProject, type ProjectsRepository } from './projects.repository.ts';

const ALL_FILES: readonly ProjectFileKind[] = ['image', 'track', 'other'];

type ModelSource = Pick<ProjectRow, 'id' | 'format_version' | 'schema_version'>;

/**
 * Rebuilds the project model from its rows and stored files, ready for writeEsx. `files` names the kinds
 * of stored file to read back: computing needs only the survey tracks, the bill of materials none.
 */
export async function loadProjectModel(
  project: ModelSource,
  repo: ProjectsRepository,
  blobs: BlobStore,
  options: { files?: readonly ProjectFileKind[] } = {},
): Promise<EsxProject> {
  const rows = await repo.listAllRecords(project.id);
  const base = fromRecordRows(rows, { formatVersion: project.format_version ?? '2.0', schemaVersion: project.schema_version ?? undefined });
  const wanted = options.files ?? ALL_FILES;
  const files = wanted.length === 0 ? [] : await repo.listFiles(project.id);
  const model: EsxProject = { ...base, imageFiles: [], trackFiles: [], otherFiles: [] };
  for (const file of files) {
    if (!wanted.includes(file.kind)) continue;
    const bytes = await buffer(await blobs.getStream(file.blob_key));
    if (file.kind === 'image') model.imageFiles.push({ imageId: file.name, type: detectImageType(bytes), bytes });
    else if (file.kind === 'track') model.trackFiles.push({ binaryFileId: file.name, bytes });
    else model.otherFiles.push({ name: file.name, bytes });
  }
  return model;
}

/**
 * The project model as other modules and jobs use it: find a project, list its floor plans, load its
 * .esx model, insert an imported one, remove a deleted one. No authorisation here: callers either
 * authorised through the projects service already or run as the system (jobs, seed).
 */
export function createProjectModelService(db: Kysely<Database>, blobs: BlobStore) {
  const projects = createProjectsRepository(db);
  return {
    findProject: (projectId: string): Promise<ProjectRow | undefined> => projects.findById(projectId),
    listFloorPlans: (projectId: string) => projects.listFloorPlans(projectId),
    loadModel: (project: ModelSource, options: { files?: readonly ProjectFileKind[] } = {}) =>
      loadProjectModel(project, projects, blobs, options),
    /** Writes a whole project; call inside a transaction so nothing half-written is ever visible. */
    insertProject: (tx: Kysely<Database> | Transaction<Database>, project: NewProject) => projects.insertProject(tx, project),
    /** Removes a project whose deletion was requested: its uploaded sources, every stored file, then its rows. */
    async removeDeletedProject(projectId: string, log: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
      const project = await projects.findById(projectId);
      if (!project || project.status !== 'DELETE_REQUESTED') return;
      for (const file of await projects.listFiles(projectId, 'source')) await blobs.delete(file.blob_key);
      await blobs.deletePrefix(`projects/${projectId}/`);
      await projects.deleteProject(projectId);
      log.info({ event: 'project.deleted', projectId }, 'project removed');
    },
  };
}
export type ProjectModelService = ReturnType<typeof createProjectModelService>;
