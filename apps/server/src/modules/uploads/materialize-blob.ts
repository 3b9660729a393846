import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';

/** A local file path for a blob: the file itself on the local store, a temp copy streamed from S3. */
export async function materializeBlob(
  store: BlobStore & { pathOf?: (key: string) => string },
  key: string,
): Promise<{ filePath: string; cleanup(): Promise<void> }> {
  if (store.pathOf) return { filePath: store.pathOf(key), cleanup: async () => undefined };
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'airscope-import-'));
  const filePath = path.join(dir, 'upload.esx');
  await pipeline(await store.getStream(key), fs.createWriteStream(filePath));
  return { filePath, cleanup: () => fsp.rm(dir, { recursive: true, force: true }) };
}
