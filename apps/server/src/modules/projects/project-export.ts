import { buffer } from 'node:stream/consumers';
import { detectImageType, type EsxProject } from '@airscope/esx';
import type { ProjectFileKind, ProjectRow } from '../../db/db.types.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import { fromRecordRows } from './project-rows.ts';
import type { ProjectsRepository } from './projects.repository.ts';

const ALL_FILES: readonly ProjectFileKind[] = ['image', 'track', 'other'];

/**
 * Rebuilds the project model from its rows and stored files, ready for writeEsx. `files` names the kinds
 * of stored file to read back: computing needs only the survey tracks, the bill of materials none.
 */
export async function loadProjectModel(
  project: Pick<ProjectRow, 'id' | 'format_version' | 'schema_version'>,
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

/** A file name safe for Content-Disposition: no quotes, separators or control characters. */
export function safeDownloadName(name: string, extension: string): string {
  const cleaned =
    name
      .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'project';
  return `${cleaned}.${extension}`;
}
