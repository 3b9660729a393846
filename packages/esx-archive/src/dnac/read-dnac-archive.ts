import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { describeBytes } from '../describe-size.ts';
import { DnacError, DnacErrorCode } from './dnac-error.ts';
import type { DnacLimits } from './dnac-limits.ts';
import { readTarEntries } from './read-tar-entries.ts';
import { readZipEntries } from './read-zip-entries.ts';

const gunzipAsync = promisify(gunzip);

/**
 * The files of a map archive by name: a `tar.gz` as Cisco exports it, a plain `tar`, or a `.zip` holding the
 * same layout. Read in memory (the caller's body limit bounds it) under the `.esx` reader's caps.
 */
export async function readDnacArchive(bytes: Buffer, limits: DnacLimits): Promise<Map<string, Buffer>> {
  if (bytes.length === 0) throw new DnacError(DnacErrorCode.NOT_AN_ARCHIVE, 'the file is empty.');
  if (bytes.length > limits.maxArchiveBytes) {
    throw new DnacError(
      DnacErrorCode.ARCHIVE_TOO_LARGE,
      `the file is too large (${describeBytes(bytes.length)}); map archives are accepted up to ${describeBytes(limits.maxArchiveBytes)}.`,
    );
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return readTarEntries(await gunzipWithin(bytes, limits), limits);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return readZipEntries(bytes, limits);
  if (bytes.length >= 512 && bytes.subarray(257, 262).toString('latin1') === 'ustar') return readTarEntries(bytes, limits);
  throw new DnacError(DnacErrorCode.NOT_AN_ARCHIVE, 'it is neither a .tar.gz nor a .zip archive.');
}

/**
 * Inflates at most one byte past what the archive may unpack to: the total cap, or the total ratio times the
 * archive's size (never less than the ratio-exempt amount), so a gzip bomb stops there.
 */
async function gunzipWithin(bytes: Buffer, limits: DnacLimits): Promise<Buffer> {
  const byRatio = Math.max(limits.ratioExemptBytes, limits.maxTotalRatio * bytes.length);
  const cap = Math.min(limits.maxTotalUncompressedBytes, byRatio);
  try {
    return await gunzipAsync(bytes, { maxOutputLength: cap + 1 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      if (cap === byRatio) {
        throw new DnacError(
          DnacErrorCode.RATIO_TOO_HIGH,
          `it unpacks to more than ${limits.maxTotalRatio} times its size (stopped at ${describeBytes(cap + 1)}), which only a crafted archive does.`,
        );
      }
      throw new DnacError(DnacErrorCode.UNPACKS_TOO_LARGE, `it unpacks to more than ${describeBytes(cap)}.`);
    }
    throw new DnacError(DnacErrorCode.ARCHIVE_CORRUPT, 'the gzip data is damaged or incomplete (was the file cut short?).', {
      cause: error,
    });
  }
}
