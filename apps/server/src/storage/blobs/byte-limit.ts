import { Transform } from 'node:stream';
import { BlobTooLargeError } from './blob-store.ts';

/** Counts bytes as they stream and aborts at the cap; Content-Length is never trusted. */
export function createByteLimit(maxBytes: number | undefined): Transform & { bytes(): number } {
  let seen = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (maxBytes !== undefined && seen > maxBytes) callback(new BlobTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.assign(transform, { bytes: () => seen });
}
