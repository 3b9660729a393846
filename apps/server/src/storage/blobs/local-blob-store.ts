import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, BlobNotFoundError, type BlobStore } from './blob-store.ts';
import { createByteLimit } from './byte-limit.ts';

/** Blobs as files under one folder; writes go to a temp file renamed into place, so readers never see half a file. */
export function createLocalBlobStore(root: string): BlobStore & { pathOf(key: string): string } {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    pathOf,
    async put(key, body, options = {}) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.partial-${crypto.randomUUID()}`;
      const limit = createByteLimit(options.maxBytes);
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, limit, fs.createWriteStream(temp));
        await fsp.rename(temp, target);
        return { size: limit.bytes() };
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },
    async getStream(key) {
      const file = pathOf(key);
      try {
        await fsp.access(file);
      } catch {
        throw new BlobNotFoundError(key);
      }
      return fs.createReadStream(file);
    },
    async checkReachable() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
    async exists(key) {
      return fsp.access(pathOf(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error('A blob prefix must end with /');
      await fsp.rm(pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
    },
    async createDirectUploadUrl() {
      return null;
    },
  };
}
