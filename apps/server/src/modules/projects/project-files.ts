import type { EsxArchiveFile, EsxImageType, EsxProject } from '@airscope/esx';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import type { NewProject } from './projects.repository.ts';

const CONTENT_TYPES: Record<EsxImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  other: 'application/octet-stream',
};

type FileRow = NewProject['files'][number];

/** Stores one image, track or other file under `prefix`; returns its row. */
export async function storeProjectFile(blobs: BlobStore, prefix: string, file: EsxArchiveFile): Promise<FileRow> {
  if (file.kind === 'image') {
    const key = `${prefix}images/${crypto.randomUUID()}`;
    await blobs.put(key, file.bytes, { contentType: CONTENT_TYPES[file.type] });
    return { kind: 'image', name: file.imageId, blob_key: key, size: file.bytes.length, content_type: CONTENT_TYPES[file.type] };
  }
  if (file.kind === 'track') {
    const key = `${prefix}tracks/${crypto.randomUUID()}`;
    await blobs.put(key, file.bytes);
    return { kind: 'track', name: file.binaryFileId, blob_key: key, size: file.bytes.length, content_type: 'application/octet-stream' };
  }
  const key = `${prefix}other/${crypto.randomUUID()}`;
  await blobs.put(key, file.bytes);
  return { kind: 'other', name: file.name, blob_key: key, size: file.bytes.length, content_type: 'application/octet-stream' };
}

/** Stores a project's images, tracks and other files under `prefix`; returns their rows. */
export async function storeProjectFiles(blobs: BlobStore, prefix: string, esx: EsxProject): Promise<NewProject['files']> {
  const files: NewProject['files'] = [];
  for (const image of esx.imageFiles) files.push(await storeProjectFile(blobs, prefix, { kind: 'image', ...image }));
  for (const track of esx.trackFiles) files.push(await storeProjectFile(blobs, prefix, { kind: 'track', ...track }));
  for (const other of esx.otherFiles) files.push(await storeProjectFile(blobs, prefix, { kind: 'other', ...other }));
  return files;
}
