import type { EsxImageType, EsxProject } from '@airscope/esx';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import type { NewProject } from './projects.repository.ts';

const CONTENT_TYPES: Record<EsxImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  other: 'application/octet-stream',
};

/** Stores a project's images, tracks and other files under `prefix`; returns their rows. */
export async function storeProjectFiles(blobs: BlobStore, prefix: string, esx: EsxProject): Promise<NewProject['files']> {
  const files: NewProject['files'] = [];
  for (const image of esx.imageFiles) {
    const key = `${prefix}images/${crypto.randomUUID()}`;
    await blobs.put(key, image.bytes, { contentType: CONTENT_TYPES[image.type] });
    files.push({ kind: 'image', name: image.imageId, blob_key: key, size: image.bytes.length, content_type: CONTENT_TYPES[image.type] });
  }
  for (const track of esx.trackFiles) {
    const key = `${prefix}tracks/${crypto.randomUUID()}`;
    await blobs.put(key, track.bytes);
    files.push({ kind: 'track', name: track.binaryFileId, blob_key: key, size: track.bytes.length, content_type: 'application/octet-stream' });
  }
  for (const other of esx.otherFiles) {
    const key = `${prefix}other/${crypto.randomUUID()}`;
    await blobs.put(key, other.bytes);
    files.push({ kind: 'other', name: other.name, blob_key: key, size: other.bytes.length, content_type: 'application/octet-stream' });
  }
  return files;
}
