import yauzl from 'yauzl';
import { EsxError, EsxErrorCode } from '../esx-error.ts';
import { readZipDirectory } from '../read-zip-directory.ts';
import { readZipEntry, type InflateBudget } from '../read-zip-entry.ts';
import { DnacError, DnacErrorCode } from './dnac-error.ts';
import type { DnacLimits } from './dnac-limits.ts';

const ESX_PREFIX = 'The file is not a valid .esx project: ';

/**
 * The files of a `.zip` map archive, read with the `.esx` reader's own directory checks (entry count, names,
 * symlinks, encryption, declared sizes and ratios, overlaps) and its bounded, CRC-checked inflation.
 */
export async function readZipEntries(bytes: Buffer, limits: DnacLimits): Promise<Map<string, Buffer>> {
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch (error) {
    throw new DnacError(DnacErrorCode.ARCHIVE_CORRUPT, 'the ZIP archive is damaged or incomplete.', { cause: error });
  }
  zipfile.on('error', () => undefined);
  try {
    const entries = await readZipDirectory(zipfile, bytes.length, limits);
    const budget: InflateBudget = { remainingBytes: limits.maxTotalUncompressedBytes };
    const files = new Map<string, Buffer>();
    for (const info of entries) {
      if (!info.isDirectory) files.set(info.name, await readZipEntry(zipfile, info, limits.maxEntryBytes, budget));
    }
    return files;
  } catch (error) {
    throw error instanceof EsxError ? fromEsxError(error) : error;
  } finally {
    zipfile.close();
  }
}

const CODES: Partial<Record<EsxErrorCode, DnacErrorCode>> = {
  [EsxErrorCode.ZIP_TOO_MANY_ENTRIES]: DnacErrorCode.TOO_MANY_ENTRIES,
  [EsxErrorCode.ZIP_UNCOMPRESSED_TOO_LARGE]: DnacErrorCode.UNPACKS_TOO_LARGE,
  [EsxErrorCode.ZIP_RATIO_TOO_HIGH]: DnacErrorCode.RATIO_TOO_HIGH,
  [EsxErrorCode.ZIP_BAD_ENTRY_NAME]: DnacErrorCode.BAD_ENTRY_NAME,
  [EsxErrorCode.ZIP_SYMLINK]: DnacErrorCode.LINK_ENTRY,
};

/** The same reason, told about a map archive instead of a project. */
function fromEsxError(error: EsxError): DnacError {
  const reason = error.message.startsWith(ESX_PREFIX) ? error.message.slice(ESX_PREFIX.length) : error.message;
  return new DnacError(CODES[error.code] ?? DnacErrorCode.ARCHIVE_CORRUPT, reason, { cause: error });
}
