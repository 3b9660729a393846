import type { AppConfig } from '../../config/config.ts';
import type { BlobStore } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

export function createBlobStore(settings: AppConfig['blobStore']): BlobStore {
  return settings.kind === 'local' ? createLocalBlobStore(settings.root) : createS3BlobStore(settings);
}
